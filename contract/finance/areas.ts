import type { AreaDecl } from '../area';
import { BILLING } from './bills';
import { FINANCE_BOOKS } from './books';
import { EXPENSES } from './expenses';
import { FINANCE } from './fees';
import { OTHER_INCOME } from './income';
import { REFUNDS } from './refunds';
import { FINANCE_REMINDERS } from './reminders';
import { SALARIES } from './salaries';

/** The finance domain's areas, in menu order (contract/areas.ts joins the domains). */
export const FINANCE_AREAS = {
  fees: FINANCE,
  bills: BILLING,
  refunds: REFUNDS,
  books: FINANCE_BOOKS,
  income: OTHER_INCOME,
  expenses: EXPENSES,
  reminders: FINANCE_REMINDERS,
  salaries: SALARIES,
} as const satisfies Record<string, AreaDecl>;
