import { refundsCalls } from '@contract/finance/refunds-calls';
import { call } from '../call';
import type { RefundMoveInput, RefundProposalLine, RefundReason, RefundRecordRow, RefundWay } from '@contract/finance/refunds';

/**
 * 退费管理's online calls (contract/finance/refunds.ts): everything after a record's draft — submitting, reviewing, paying
 * out, carrying over, voiding — and the server's proposals. Items, groups and drafts go through `mutate` instead
 * (refundItem.save/void, refundGroup.save/void, refundRecord.save).
 */

/** POST /park/finance/refundRecord/sendToApprove: drafts (or rejected records) submitted for review. */
export const submitRefunds = (schoolId: number, ids: string[]): Promise<RefundRecordRow[]> =>
  call(refundsCalls.submitRefunds, { schoolId, ids });

/** POST /park/finance/refundRecord/batchCheck: approved (待退费 / 待结转 by way) or rejected with a reason. */
export const checkRefunds = (schoolId: number, ids: string[], approve: boolean, reason = ''): Promise<RefundRecordRow[]> =>
  call(refundsCalls.checkRefunds, { schoolId, ids, approve, reason });

/** POST /park/finance/refundRecord/move: one record's move after review (void, confirm, original route, carry…). */
export const moveRefund = (input: RefundMoveInput, opts: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<RefundRecordRow> =>
  call(refundsCalls.refundRecordMove, input, opts);

/** GET /park/charge/queryRefundByStu: what the child's paid bills give back if it leaves on `leaveOn`. */
export const proposeRefund = (schoolId: number, studentId: string, leaveOn: string): Promise<RefundProposalLine[]> =>
  call(refundsCalls.proposeRefund, { schoolId, studentId, leaveOn }).then((a) => a.lines);

/** POST /park/finance/refundRecord/createRefountRecordOnRevenueOrder (spelled so): a draft from one paid bill. */
export const refundOnBill = (input: {
  schoolId: number;
  id: string;
  billId: string;
  reason: RefundReason;
  way: RefundWay;
  remark: string;
}): Promise<RefundRecordRow> => call(refundsCalls.refundOnBill, input);
