import type { DomainServer } from '../deps';
import { billRoutes } from './bills';
import { bookRoutes } from './books';
import { expensesRoutes } from './expenses';
import { feeRoutes } from './fees';
import { incomeRoutes } from './income';
import { refundRoutes } from './refunds';
import { reminderRoutes } from './reminders';
import { salariesRoutes } from './salaries';
import { financeSettingsRoutes } from './settings';
import { financeStatsRoutes } from './statistics';
import { BILLS_MUTATORS } from '../../services/finance/bills/bills-mutators';
import { BOOKS_MUTATORS } from '../../services/finance/books/books-mutators';
import { EXPENSES_MUTATORS } from '../../services/finance/expenses/expenses-mutators';
import { FEES_MUTATORS } from '../../services/finance/fees/fees-mutators';
import { INCOME_MUTATORS } from '../../services/finance/income/income-mutators';
import { REFUNDS_MUTATORS } from '../../services/finance/refunds/refunds-mutators';
import { REMINDERS_MUTATORS } from '../../services/finance/reminders/reminders-mutators';
import { SALARIES_MUTATORS } from '../../services/finance/salaries/salaries-mutators';

/**
 * The finance domain on the server: each area's routes and mutation services (a contract area or mutation left out is a
 * type error), then the domain's parts that replicate nothing.
 */
export const FINANCE_SERVER = {
  fees: { routes: [feeRoutes], services: FEES_MUTATORS },
  bills: { routes: [billRoutes], services: BILLS_MUTATORS },
  refunds: { routes: [refundRoutes], services: REFUNDS_MUTATORS },
  books: { routes: [bookRoutes], services: BOOKS_MUTATORS },
  income: { routes: [incomeRoutes], services: INCOME_MUTATORS },
  expenses: { routes: [expensesRoutes], services: EXPENSES_MUTATORS },
  reminders: { routes: [reminderRoutes], services: REMINDERS_MUTATORS },
  salaries: { routes: [salariesRoutes], services: SALARIES_MUTATORS },
  settings: { routes: [financeSettingsRoutes] },
  statistics: { routes: [financeStatsRoutes] },
} as const satisfies DomainServer<'finance'>;
