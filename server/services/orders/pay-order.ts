import { and, eq } from 'drizzle-orm';
import { OrderMsg, type OrderPayStatusQuery, type PayOnLineInput, type PayOnLineResult } from '@contract';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { AuthedContext } from '../context';
import { settlePayment } from './settle-payment';

export interface PaymentDeps {
  provider: PaymentProvider;
}

async function schoolOrder(ctx: AuthedContext, schoolId: number, orderId: string) {
  // The auth gate has checked the member's right in `schoolId`; the order must be that school's (else 404, as if absent).
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.schoolId, schoolId)));
  if (!order) throw AppError.notFound(OrderMsg.notFound);
  return order;
}

/** POST /qltcrm/order/payOnLine: opens a trade with the provider for an unpaid order; answers the QR's payData. */
export async function payOnLine(ctx: AuthedContext & PaymentDeps & { origin: string }, input: PayOnLineInput): Promise<PayOnLineResult> {
  const order = await schoolOrder(ctx, input.schoolId, input.orderId);
  if (order.orderStatus === 1) throw AppError.badRequest(OrderMsg.alreadyPaid);
  const { payData } = await ctx.provider.createPayment({
    orderId: order.orderId,
    amount: order.totalPrice,
    subject: order.name,
    origin: ctx.origin,
  });
  return { orderId: order.orderId, payData };
}

/**
 * GET /qltcrm/order/anon/getOrderPayStatus: 1 once paid. An unpaid order asks the provider itself (the active
 * query), so a lost notification still settles it; what the client says never does.
 */
export async function getOrderPayStatus(ctx: AuthedContext & PaymentDeps, input: OrderPayStatusQuery): Promise<0 | 1> {
  const order = await schoolOrder(ctx, input.schoolId, input.orderId);
  if (order.orderStatus === 1) return 1;
  const status = await ctx.provider.queryStatus(order.orderId);
  if (status.state !== 'paid' || !status.tradeNo || !status.amount) return 0;
  const settled = await settlePayment(ctx.db, ctx.clock, {
    orderId: order.orderId,
    tradeNo: status.tradeNo,
    amount: status.amount,
    state: status.state,
  });
  // A GET answers without the write-flush of the auth plugin: wait here until the school's reopening is applied.
  if (settled === 'paid') await ctx.accessCache?.flush(ctx.db);
  return settled === 'refused' ? 0 : 1;
}
