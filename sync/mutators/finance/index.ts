import type { DomainMutators } from '../types';
import { billMutators } from './bills';
import { bookMutators } from './books';
import { expenseMutators } from './expenses';
import { feeMutators } from './fees';
import { incomeMutators } from './income';
import { refundMutators } from './refunds';
import { reminderMutators } from './reminders';
import { salaryMutators } from './salaries';

/** The finance domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const FINANCE_MUTATORS = {
  fees: feeMutators,
  bills: billMutators,
  refunds: refundMutators,
  books: bookMutators,
  income: incomeMutators,
  expenses: expenseMutators,
  reminders: reminderMutators,
  salaries: salaryMutators,
} satisfies DomainMutators<'finance'>;
