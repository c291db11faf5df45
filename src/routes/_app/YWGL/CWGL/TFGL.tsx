import { createFileRoute } from '@tanstack/react-router';
import { RefundsPage } from '@/features/finance/refunds/RefundsPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/TFGL')({ component: RefundsPage });
