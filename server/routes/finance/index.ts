import type { DomainRoutes } from '../deps';
import { billingRoutes } from './bills';
import { financeBooksRoutes } from './books';
import { expensesRoutes } from './expenses';
import { financeRoutes } from './fees';
import { otherIncomeRoutes } from './income';
import { refundRoutes } from './refunds';
import { financeRemindersRoutes } from './reminders';
import { salariesRoutes } from './salaries';
import { financeSettingsRoutes } from './settings';
import { financeStatsRoutes } from './statistics';

/** The finance domain's routes: each area's (a contract area left out is a type error), then the domain's others. */
export const FINANCE_ROUTES = {
  fees: [financeRoutes],
  bills: [billingRoutes],
  refunds: [refundRoutes],
  books: [financeBooksRoutes],
  income: [otherIncomeRoutes],
  expenses: [expensesRoutes],
  financeReminders: [financeRemindersRoutes],
  salaries: [salariesRoutes],
  settings: [financeSettingsRoutes],
  statistics: [financeStatsRoutes],
} as const satisfies DomainRoutes<'finance'>;
