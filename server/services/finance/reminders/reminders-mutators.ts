import type { AreaServices } from '../../area-services';
import { saveExpenseReminder } from './save-expense-reminder';

/** Expense reminder mutation name → the service its REST route runs (confirmPayment is an online call only). */
export const REMINDERS_MUTATORS = {
  'expenseReminder.save': saveExpenseReminder,
} as const satisfies AreaServices<'reminders'>;
