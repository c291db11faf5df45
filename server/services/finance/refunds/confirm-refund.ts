import { REFUND_WAY_PAY_TYPE, type RefundRecordRow, refundLeftFen, refundMovementLines } from '@contract';
import type { AuthedContext } from '../../context';
import { recordLedger } from '../kernel/ledger';
import { classNameOf, recordLedgerLines, startMove, writeRecord } from './refund-rows';

/**
 * 确认退费: the operator handed the money over in cash (way 1) or by transfer (way 3). One movement: the ledger's
 * `refund` lines (−fen per bill line, pay type 5 cash or 3 transfer), the record 已退费.
 */
export async function confirmRefund(ctx: AuthedContext, a: { schoolId: number; id: string }): Promise<RefundRecordRow> {
  const r = await startMove(ctx, a.schoolId, a.id, 'confirm');
  const fen = refundLeftFen(r);
  const per = refundMovementLines(r.lines, r.refundedFen + r.carriedFen, fen);
  const payType = REFUND_WAY_PAY_TYPE[r.way as 1 | 3];
  await recordLedger(ctx, a.schoolId, recordLedgerLines(r, per, 'refund', payType, await classNameOf(ctx.db, r.classId)));
  return writeRecord(ctx, r, { state: 2, refundedFen: r.refundedFen + fen, doneAt: ctx.clock.now() }, 'confirm');
}
