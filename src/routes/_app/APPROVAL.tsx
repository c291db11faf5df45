import { createFileRoute } from '@tanstack/react-router';
import { ApprovalCenterPage } from '@/features/org/approvals/ApprovalCenterPage';

export const Route = createFileRoute('/_app/APPROVAL')({ component: ApprovalCenterPage });
