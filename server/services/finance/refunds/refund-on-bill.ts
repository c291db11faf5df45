import { RefundMsg, type RefundRecordRow, refundableBill, refundLineKey } from '@contract';
import type { AuthedContext } from '../../context';
import { financeGate, refuse } from '../kernel/finance-rows';
import { billOrFail } from '../bills/bill-rows';
import { refundableOf } from './refund-rows';
import { saveRefundRecord } from './save-refund-record';

/**
 * SPEC refundRecord/createRefountRecordOnRevenueOrder (spelled so): a draft refund of one paid bill — every line at
 * what it may still give back — for the operator to edit and submit. Saved as `refundRecord.save` saves.
 */
export async function refundOnBill(
  ctx: AuthedContext,
  a: { schoolId: number; id: string; billId: string; reason: 0 | 1 | 2 | 3; way: 1 | 2 | 3 | 4; remark: string },
): Promise<RefundRecordRow> {
  await financeGate(ctx, a.schoolId);
  const bill = await billOrFail(ctx.db, a.schoolId, a.billId);
  refuse(refundableBill(bill) ? null : RefundMsg.notPaidBill);
  const refundable = await refundableOf(ctx.db, a.schoolId, bill.studentId, [bill.id], a.id);
  const lines = bill.lines
    .map((l) => ({
      billId: bill.id,
      itemId: l.itemId,
      name: l.name,
      refundItemId: null,
      amountFen: Math.max(0, refundable.get(refundLineKey(bill.id, l.itemId)) ?? 0),
    }))
    .filter((l) => l.amountFen > 0);
  refuse(lines.length > 0 ? null : RefundMsg.overRefund);
  return saveRefundRecord(ctx, {
    id: a.id,
    schoolId: a.schoolId,
    studentId: bill.studentId,
    reason: a.reason,
    way: a.way,
    leaveOn: null,
    lines,
    remark: a.remark,
  });
}
