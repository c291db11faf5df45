import { createFileRoute } from '@tanstack/react-router';
import { SalariesPage } from '@/features/finance/salaries/SalariesPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/GZGL')({ component: SalariesPage });
