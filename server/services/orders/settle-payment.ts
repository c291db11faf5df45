import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, schools } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { VerifiedNotice } from '../../providers/payments/payment-provider';
import { recordOperation } from '../operation-log/record-operation';

/** Who settled, as the operation log names them (no user does: the provider does). */
const PROVIDER_LABEL: Record<string, string> = { sandbox: '支付沙箱', alipay: '支付宝', wechat: '微信支付' };

export type Settlement = 'paid' | 'already-paid' | 'refused';

/**
 * Marks an order paid on the provider's word (a verified notification or its answer to a query), once: the order
 * row is locked, so two notices arriving together pay it once and the second changes nothing. The school's service
 * runs to at least the expiry the order buys, and a school that had lapsed is open again, in the same transaction;
 * the schools trigger announces the change, so its members' cached rights drop at once.
 * A notice for another amount than the order's, or that is not `paid`, is refused. A settled payment leaves a line in
 * the school's operation log, in the same transaction.
 */
export async function settlePayment(db: Db, clock: Clock, notice: VerifiedNotice, provider = 'sandbox'): Promise<Settlement> {
  if (notice.state !== 'paid') return 'refused';
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, notice.orderId)).for('update');
    if (!order) return 'refused';
    if (order.orderStatus === 1) return 'already-paid';
    if (Number(order.totalPrice).toFixed(2) !== Number(notice.amount).toFixed(2)) return 'refused';
    await tx
      .update(orders)
      .set({ orderStatus: 1 })
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
    const via = PROVIDER_LABEL[provider] ?? provider;
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
