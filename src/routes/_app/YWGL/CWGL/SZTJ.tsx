import { createFileRoute } from '@tanstack/react-router';
import { FinanceStatsPage } from '@/features/finance-stats/FinanceStatsPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/SZTJ')({ component: FinanceStatsPage });
