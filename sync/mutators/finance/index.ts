import type { DomainMutators } from '../types';
import { billingMutators } from './bills';
import { financeBookMutators } from './books';
import { expenseMutators } from './expenses';
import { financeMutators } from './fees';
import { otherIncomeMutators } from './income';
import { refundMutators } from './refunds';
import { financeReminderMutators } from './reminders';
import { salaryMutators } from './salaries';

/** The finance domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const FINANCE_MUTATORS = {
  fees: financeMutators,
  bills: billingMutators,
  refunds: refundMutators,
  books: financeBookMutators,
  income: otherIncomeMutators,
  expenses: expenseMutators,
  financeReminders: financeReminderMutators,
  salaries: salaryMutators,
} satisfies DomainMutators<'finance'>;
