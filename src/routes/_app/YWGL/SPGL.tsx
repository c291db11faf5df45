import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '@/features/org/approvals/ManagePage';

export const Route = createFileRoute('/_app/YWGL/SPGL')({ component: ManagePage });
