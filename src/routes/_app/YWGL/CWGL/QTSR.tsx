import { createFileRoute } from '@tanstack/react-router';
import { OtherIncomePage } from '@/features/finance/income/OtherIncomePage';

export const Route = createFileRoute('/_app/YWGL/CWGL/QTSR')({ component: OtherIncomePage });
