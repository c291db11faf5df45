import { createFileRoute } from '@tanstack/react-router';
import { RefundsPage } from '@/features/refunds/RefundsPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/TFGL')({ component: RefundsPage });
