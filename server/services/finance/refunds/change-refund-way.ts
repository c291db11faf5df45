import { and, eq, inArray } from 'drizzle-orm';
import { originalRoutePayment, RefundMsg, type RefundRecordRow, stateOfWay } from '@contract';
import { payments } from '../../../db/schema';
import { toPaymentRow } from '../../../replication/finance/bill-rows';
import type { AuthedContext } from '../../context';
import { refuse } from '../kernel/finance-rows';
import { startMove, studentRefundRecords, writeRecord } from './refund-rows';

/**
 * 变更退费方式: before money moved (待退费, 待结转) or after the original route failed (退款失败): another way, and
 * the state that way waits in (待结转 for a carry-over, else 待退费). 原路退回 needs an online payment to go back to.
 */
export async function changeRefundWay(
  ctx: AuthedContext,
  a: { schoolId: number; id: string; way?: 1 | 2 | 3 | 4 | undefined },
): Promise<RefundRecordRow> {
  const r = await startMove(ctx, a.schoolId, a.id, 'changeWay');
  refuse(!a.way ? RefundMsg.way : a.way === r.way && r.state !== 21 ? RefundMsg.wayUnchanged : null);
  const way = a.way as 1 | 2 | 3 | 4;
  if (way === 4) refuse((await originalRouteOf(ctx, { ...r, way })) ? null : RefundMsg.noOnlinePayment);
  return writeRecord(ctx, r, { way, state: stateOfWay(way), paymentId: way === 4 ? r.paymentId : null }, 'changeWay');
}

/** The payment a record goes back through (contract `originalRoutePayment`), from the server's rows. */
export async function originalRouteOf(ctx: AuthedContext, r: RefundRecordRow) {
  const billIds = [...new Set(r.lines.map((l) => l.billId))];
  const pays = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.schoolId, r.schoolId), inArray(payments.billId, billIds)));
  const records = await studentRefundRecords(ctx.db, r.schoolId, r.studentId);
  return originalRoutePayment(r, pays.map(toPaymentRow), records);
}
