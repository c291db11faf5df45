import type { DomainTableName } from '../areas';

/**
 * The finance domain's tables in a device's replica: each table's Dexie indexes beyond its key `id` and `schoolId`
 * ('' for none). sync/schema.ts joins the domains; a table the domain's areas declare and this list lacks, or one they
 * do not declare, is a type error. Kept apart from the areas' declarations (imported as types only), so the shell,
 * which opens the replica, carries no area's schemas.
 */
export const FINANCE_REPLICA = {
  feeItems: '',
  feeStructures: 'classId',
  discounts: '',
  bills: 'classId, studentId, state',
  payments: 'billId, paidAt',
  refundItems: '',
  refundGroups: '',
  refundRecords: 'studentId',
  bookEntries: '',
  incomeProjects: '',
  otherIncomes: '',
  expenseProjects: '',
  reimbursements: 'state',
  expenseReminders: '',
  salaryTemplates: '',
  salaryMonths: 'month',
  salarySlips: 'monthId',
} as const satisfies Record<DomainTableName<'finance'>, string>;
