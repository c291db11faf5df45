import type { RefundGroupRow, RefundItemRow, RefundRecordRow } from '@contract';
import type { refundGroups, refundItems, refundRecords } from '../../db/schema';

/** Database rows → the replicated shapes of contract/finance/refunds.ts (money in fen, times as ISO text). */
export const toRefundItemRow = (r: typeof refundItems.$inferSelect): RefundItemRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  feeItemId: r.feeItemId,
  mode: r.mode,
  unitFen: r.unitFen,
  validity: r.validity,
  remark: r.remark,
});

export const toRefundGroupRow = (r: typeof refundGroups.$inferSelect): RefundGroupRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  itemIds: r.itemIds,
  classIds: r.classIds,
  validity: r.validity,
  remark: r.remark,
});

export const toRefundRecordRow = (r: typeof refundRecords.$inferSelect): RefundRecordRow => ({
  id: r.id,
  schoolId: r.schoolId,
  studentId: r.studentId,
  studentName: r.studentName,
  classId: r.classId,
  reason: r.reason,
  way: r.way,
  state: r.state,
  audit: r.audit,
  leaveOn: r.leaveOn,
  lines: r.lines,
  amountFen: r.amountFen,
  refundedFen: r.refundedFen,
  carriedFen: r.carriedFen,
  carries: r.carries,
  paymentId: r.paymentId,
  providerRefundId: r.providerRefundId,
  providerAnswer: r.providerAnswer,
  remark: r.remark,
  rejectReason: r.rejectReason,
  voidReason: r.voidReason,
  operatorId: r.operatorId,
  operatorName: r.operatorName,
  reviewerName: r.reviewerName,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  doneAt: r.doneAt ? r.doneAt.toISOString() : null,
});
