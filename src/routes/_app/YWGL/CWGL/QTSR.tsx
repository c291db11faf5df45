import { createFileRoute } from '@tanstack/react-router';
import { OtherIncomePage } from '@/features/other-income/OtherIncomePage';

export const Route = createFileRoute('/_app/YWGL/CWGL/QTSR')({ component: OtherIncomePage });
