import { createFileRoute } from '@tanstack/react-router';
import { ExpensesPage } from '@/features/finance/expenses/ExpensesPage';

export const Route = createFileRoute('/_app/YWGL/CWGL/ZCBX')({ component: ExpensesPage });
