import type { ExpenseProjectRow, ReimbursementRow } from '@contract';
import type { expenseProjects, reimbursements } from '../../db/schema';

/** An expense project as replicated (contract/finance/expenses.ts). */
export const toExpenseProjectRow = (r: typeof expenseProjects.$inferSelect): ExpenseProjectRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  category: r.category,
  budgets: r.budgets,
  enabled: r.enabled,
  remark: r.remark,
});

/** A reimbursement as replicated: money in fen, times as ISO strings. */
export const toReimbursementRow = (r: typeof reimbursements.$inferSelect): ReimbursementRow => ({
  id: r.id,
  schoolId: r.schoolId,
  projectId: r.projectId,
  projectName: r.projectName,
  category: r.category,
  amountFen: r.amountFen,
  day: r.day,
  reason: r.reason,
  pictures: r.pictures,
  payeeAccount: r.payeeAccount,
  applicantId: r.applicantId,
  applicantName: r.applicantName,
  approvalId: r.approvalId,
  state: r.state,
  issue: r.issue,
  reviewerId: r.reviewerId,
  reviewerName: r.reviewerName,
  reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  rejectReason: r.rejectReason,
  payType: r.payType,
  payDay: r.payDay,
  payerId: r.payerId,
  payerName: r.payerName,
  paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  createTime: r.createdAt.toISOString(),
});
