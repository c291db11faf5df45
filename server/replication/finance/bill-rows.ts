import type { BillRow, PaymentRow } from '@contract';
import type { bills, payments } from '../../db/schema';

/** Database rows → the replicated shapes of contract/finance/bill-rows.ts (money in fen, times as ISO text). */
export const toBillRow = (r: typeof bills.$inferSelect): BillRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  studentName: r.studentName,
  classId: r.classId,
  schoolYear: r.schoolYear,
  termType: r.termType,
  title: r.title,
  lines: r.lines,
  discountIds: r.discountIds,
  totalFen: r.totalFen,
  dueOn: r.dueOn,
  overdue: r.overdue,
  state: r.state,
  read: r.read,
  voidReason: r.voidReason,
  createdAt: r.createdAt.toISOString(),
  publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
  remark: r.remark,
});

export const toPaymentRow = (r: typeof payments.$inferSelect): PaymentRow => ({
  id: r.id,
  schoolId: r.schoolId,
  billId: r.billId,
  studentId: r.studentId,
  classId: r.classId,
  amountFen: r.amountFen,
  payType: r.payType,
  state: r.state,
  receiptNo: r.receiptNo,
  tradeNo: r.tradeNo,
  paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  operatorName: r.operatorName,
  receiptChecked: r.receiptChecked,
  remark: r.remark,
});
