import type { DomainServices } from '../area-services';
import { BILLING_MUTATORS } from './bills/billing-mutators';
import { FINANCE_BOOKS_MUTATORS } from './books/finance-books-mutators';
import { EXPENSES_MUTATORS } from './expenses/expenses-mutators';
import { FINANCE_MUTATORS } from './fees/finance-mutators';
import { OTHER_INCOME_MUTATORS } from './income/other-income-mutators';
import { REFUNDS_MUTATORS } from './refunds/refunds-mutators';
import { FINANCE_REMINDERS_MUTATORS } from './reminders/finance-reminders-mutators';
import { SALARIES_MUTATORS } from './salaries/salaries-mutators';

/** The finance domain's mutation services, by area (server/services/mutations.ts joins the domains). */
export const FINANCE_MUTATIONS = {
  fees: FINANCE_MUTATORS,
  bills: BILLING_MUTATORS,
  refunds: REFUNDS_MUTATORS,
  books: FINANCE_BOOKS_MUTATORS,
  income: OTHER_INCOME_MUTATORS,
  expenses: EXPENSES_MUTATORS,
  financeReminders: FINANCE_REMINDERS_MUTATORS,
  salaries: SALARIES_MUTATORS,
} as const satisfies DomainServices<'finance'>;
