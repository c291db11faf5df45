import type { AreaServices } from '../../area-services';
import { saveSalarySlip } from './save-salary-slip';
import { saveSalaryTemplate } from './save-salary-template';

/** Salary mutation name → the service its REST route runs (making a month, import, 确认, 发放 and refunds are online). */
export const SALARIES_MUTATORS = {
  'salaryTemplate.save': saveSalaryTemplate,
  'salarySlip.save': saveSalarySlip,
} as const satisfies AreaServices<'salaries'>;
