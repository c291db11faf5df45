import type { AreaServices } from '../../area-services';
import { saveIncomeProject } from './save-income-project';

/** Other income's mutation name → the service its REST route runs (recording and voiding are online calls only). */
export const INCOME_MUTATORS = {
  'incomeProject.save': saveIncomeProject,
} as const satisfies AreaServices<'income'>;
