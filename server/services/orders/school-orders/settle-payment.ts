import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, schools } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { VerifiedNotice } from '../../../providers/payments/payment-provider';
import { recordOperation } from '../../operation-log/record-operation';
import { providerLabel, recordPaymentReturn, type Settlement } from '../../provider-payments/record-payment-return';

/**
 * Marks an order paid on the provider's word (a verified notification or its answer to a query), once: the order
 * row is locked, so two notices arriving together pay it once and the second changes nothing. The school's service
 * runs to at least the expiry the order buys, and a school that had lapsed is open again, in the same transaction;
 * the schools trigger announces the change, so its members' cached rights drop at once. The trade that paid it is
 * kept: the same trade told again is already paid. Money that cannot be applied — another trade for an order paid
 * already (or paid outside the app), another amount than the order's, an order we do not have — is recorded to be
 * given back (`recordPaymentReturn`) in the same transaction. A settled payment leaves a line in the school's
 * operation log, in the same transaction.
 */
export async function settlePayment(
  db: Db,
  clock: Clock,
  notice: Omit<VerifiedNotice, 'noticeId'>,
  provider = 'sandbox',
): Promise<Settlement> {
  if (notice.state !== 'paid') throw new Error('only a paid trade settles an order');
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, notice.orderId)).for('update');
    const giveBack = (reason: string) =>
      recordPaymentReturn(tx, clock, {
        provider,
        notice,
        reason,
        ...(order ? { for: { schoolId: order.schoolId, orderId: order.orderId, title: order.name } } : {}),
      });
    if (!order) return giveBack('不存在');
    if (order.orderStatus === 1) return order.tradeNo === notice.tradeNo ? 'already-paid' : giveBack('已支付');
    if (Number(order.totalPrice).toFixed(2) !== Number(notice.amount).toFixed(2)) return giveBack('的金额与支付金额不符');
    await tx
      .update(orders)
      .set({ orderStatus: 1, tradeNo: notice.tradeNo })
      .where(and(eq(orders.orderId, order.orderId), eq(orders.orderStatus, 0)));
    const until = sql`greatest(${schools.expiresAt}, ${order.expiresAt.toISOString()}::timestamptz)`;
    await tx
      .update(schools)
      .set({
        expiresAt: until,
        clientState: sql`case when ${until} > ${clock.now().toISOString()}::timestamptz then 0 else ${schools.clientState} end`,
      })
      .where(eq(schools.id, order.schoolId));
    // The school's operation log (/JCSZ/CZRZ) shows the payment, committed with it.
    const via = providerLabel(provider);
    await recordOperation(tx, {
      schoolId: order.schoolId,
      userId: null,
      userName: via,
      module: '订单管理',
      action: '订单支付',
      detail: `订单${order.orderId}（${order.name}）已支付 ¥${Number(order.totalPrice).toFixed(2)}，${via}交易号 ${notice.tradeNo}`,
      at: clock.now(),
    });
    return 'paid';
  });
}
