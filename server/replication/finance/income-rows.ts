import type { IncomeProjectRow, OtherIncomeRow } from '@contract';
import type { incomeProjects, otherIncomes } from '../../db/schema';

/** An income project as replicated (contract/finance/income.ts). */
export const toIncomeProjectRow = (r: typeof incomeProjects.$inferSelect): IncomeProjectRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  type: r.type,
  remark: r.remark,
  enabled: r.enabled,
});

/** An income as replicated: money in fen, times as ISO strings. */
export const toOtherIncomeRow = (r: typeof otherIncomes.$inferSelect): OtherIncomeRow => ({
  id: r.id,
  schoolId: r.schoolId,
  projectId: r.projectId,
  projectName: r.projectName,
  projectType: r.projectType,
  payerName: r.payerName,
  payerPhone: r.payerPhone,
  amountFen: r.amountFen,
  payType: r.payType,
  day: r.day,
  pictures: r.pictures,
  remark: r.remark,
  receiptNo: r.receiptNo,
  recordedAt: r.recordedAt.toISOString(),
  operatorId: r.operatorId,
  operatorName: r.operatorName,
  state: r.state,
  voidReason: r.voidReason,
  voidedAt: r.voidedAt ? r.voidedAt.toISOString() : null,
  voiderName: r.voiderName,
});
