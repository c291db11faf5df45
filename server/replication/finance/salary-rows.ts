import type { SalaryMonthRow, SalarySlipRow, SalaryTemplateRow } from '@contract';
import type { salaryMonths, salarySlips, salaryTemplates } from '../../db/schema';

/** Salary rows as replicated (contract/finance/salaries.ts): money in fen, as stored. */
export const toSalaryTemplateRow = (r: typeof salaryTemplates.$inferSelect): SalaryTemplateRow => ({
  id: r.id,
  schoolId: r.schoolId,
  items: r.items,
});

export const toSalaryMonthRow = (r: typeof salaryMonths.$inferSelect): SalaryMonthRow => ({
  id: r.id,
  schoolId: r.schoolId,
  month: r.month,
  state: r.state,
  items: r.items,
  issuedAt: r.issuedAt ? r.issuedAt.toISOString() : null,
  issuedBy: r.issuedBy,
});

export const toSalarySlipRow = (r: typeof salarySlips.$inferSelect): SalarySlipRow => ({
  id: r.id,
  schoolId: r.schoolId,
  monthId: r.monthId,
  userId: r.userId,
  name: r.name,
  phone: r.phone,
  departmentName: r.departmentName,
  amounts: r.amounts,
  addFen: r.addFen,
  deductFen: r.deductFen,
  netFen: r.netFen,
  refundFen: r.refundFen,
});
