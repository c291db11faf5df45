import type { DomainServer } from '../deps';
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
import { BILLING_MUTATORS } from '../../services/finance/bills/billing-mutators';
import { FINANCE_BOOKS_MUTATORS } from '../../services/finance/books/finance-books-mutators';
import { EXPENSES_MUTATORS } from '../../services/finance/expenses/expenses-mutators';
import { FINANCE_MUTATORS } from '../../services/finance/fees/finance-mutators';
import { OTHER_INCOME_MUTATORS } from '../../services/finance/income/other-income-mutators';
import { REFUNDS_MUTATORS } from '../../services/finance/refunds/refunds-mutators';
import { FINANCE_REMINDERS_MUTATORS } from '../../services/finance/reminders/finance-reminders-mutators';
import { SALARIES_MUTATORS } from '../../services/finance/salaries/salaries-mutators';

/**
 * The finance domain on the server: each area's routes and mutation services (a contract area or mutation left out is a
 * type error), then the domain's parts that replicate nothing.
 */
export const FINANCE_SERVER = {
  fees: { routes: [financeRoutes], services: FINANCE_MUTATORS },
  bills: { routes: [billingRoutes], services: BILLING_MUTATORS },
  refunds: { routes: [refundRoutes], services: REFUNDS_MUTATORS },
  books: { routes: [financeBooksRoutes], services: FINANCE_BOOKS_MUTATORS },
  income: { routes: [otherIncomeRoutes], services: OTHER_INCOME_MUTATORS },
  expenses: { routes: [expensesRoutes], services: EXPENSES_MUTATORS },
  financeReminders: { routes: [financeRemindersRoutes], services: FINANCE_REMINDERS_MUTATORS },
  salaries: { routes: [salariesRoutes], services: SALARIES_MUTATORS },
  settings: { routes: [financeSettingsRoutes] },
  statistics: { routes: [financeStatsRoutes] },
} as const satisfies DomainServer<'finance'>;
