import type { AreaServices } from '../../area-services';
import { saveExpenseProject } from './save-expense-project';

/** 支出报销's mutation name → the service its REST route runs (claims, reviews and payments are online calls). */
export const EXPENSES_MUTATORS = {
  'expenseProject.save': saveExpenseProject,
} as const satisfies AreaServices<'expenses'>;
