import { REFUND_WAY_PAY_TYPE, RefundMsg, type RefundRecordRow, refundLeftFen, refundMovementLines } from '@contract';
import type { AuthedContext } from '../../context';
import { refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { classNameOf, recordLedgerLines, startMove, writeRecord } from './refund-rows';

/**
 * 退还剩余: a partial carry-over (部分结转) whose rest is paid back in cash (1) or by transfer (3) instead of waiting
 * for another bill. The ledger's `refund` lines for the rest; the record is then settled (已结转).
 */
export async function refundRest(
  ctx: AuthedContext,
  a: { schoolId: number; id: string; way?: 1 | 2 | 3 | 4 | undefined },
): Promise<RefundRecordRow> {
  const r = await startMove(ctx, a.schoolId, a.id, 'refundRest');
  const way = a.way ?? 1;
  refuse(way === 1 || way === 3 ? null : RefundMsg.refundWay);
  const fen = refundLeftFen(r);
  const per = refundMovementLines(r.lines, r.refundedFen + r.carriedFen, fen);
  await recordLedger(
    ctx,
    a.schoolId,
    recordLedgerLines(r, per, 'refund', REFUND_WAY_PAY_TYPE[way as 1 | 3], await classNameOf(ctx.db, r.classId)),
  );
  return writeRecord(ctx, r, { state: 4, refundedFen: r.refundedFen + fen, doneAt: ctx.clock.now() }, 'refundRest');
}
