import { createFileRoute } from '@tanstack/react-router';
import { BillsPage } from '@/features/finance/bills/BillsPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/ZDGL')({ component: BillsPage });
