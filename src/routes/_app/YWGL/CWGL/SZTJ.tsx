import { createFileRoute } from '@tanstack/react-router';
import { FinanceStatsPage } from '@/features/finance/statistics/FinanceStatsPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/SZTJ')({ component: FinanceStatsPage });
