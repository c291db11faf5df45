import { and, eq } from 'drizzle-orm';
import { OrderMsg, type OrderPayStatusQuery, type PayOnLineInput, type PayOnLineResult } from '@contract';
import { orders } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { PaymentProvider } from '../../../providers/payments/payment-provider';
import type { AuthedContext } from '../../context';
import { settlePayment } from './settle-payment';

export interface PaymentDeps {
  provider: PaymentProvider;
  /** Where a provider's failure is written (the server log); the payer sees only a short Chinese message. */
  logFailure?: (error: unknown, what: string) => void;
}

/** The provider's gateway failed or refused (an AppError, such as payments off, passes as it is). */
const providerDown =
  (ctx: PaymentDeps, what: string) =>
  (e: unknown): never => {
    if (e instanceof AppError) throw e;
    ctx.logFailure?.(e, what);
    throw Object.assign(AppError.badRequest(OrderMsg.providerDown), { cause: e });
  };

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
  const { payData } = await ctx.provider
    .createPayment({ orderId: order.orderId, amount: order.totalPrice, subject: order.name, origin: ctx.origin })
    .catch(providerDown(ctx, `${ctx.provider.name} createPayment ${order.orderId}`));
  return { orderId: order.orderId, payData, pagePay: ctx.provider.createPagePayment ? 1 : 0 };
}

/**
 * GET /qltcrm/order/anon/getOrderPayStatus: 1 once paid. An unpaid order asks the provider itself (the active
 * query), so a lost notification still settles it; what the client says never does.
 */
export async function getOrderPayStatus(ctx: AuthedContext & PaymentDeps, input: OrderPayStatusQuery): Promise<0 | 1> {
  const order = await schoolOrder(ctx, input.schoolId, input.orderId);
  if (order.orderStatus === 1) return 1;
  // The provider unreachable: not paid as far as we know; the dialog asks again in 1.5 s.
  const status = await ctx.provider.queryStatus(order.orderId).catch((e: unknown) => {
    ctx.logFailure?.(e, `${ctx.provider.name} queryStatus ${order.orderId}`);
    return { state: 'unpaid' as const, tradeNo: '', amount: '' };
  });
  if (status.state !== 'paid' || !status.tradeNo || !status.amount) return 0;
  const settled = await settlePayment(
    ctx.db,
    ctx.clock,
    {
      orderId: order.orderId,
      tradeNo: status.tradeNo,
      amount: status.amount,
      state: status.state,
    },
    ctx.provider.name,
  );
  // A GET answers without the write-flush of the auth plugin: wait here until the school's reopening is applied.
  if (settled === 'paid') await ctx.accessCache?.flush(ctx.db);
  // Money the order cannot take (another amount) is being given back: the order stays unpaid.
  return settled === 'returned' ? 0 : 1;
}

/**
 * GET /qltcrm/order/anon/payOnLineAliPc?orderId (the Alipay PC flow): where the new window goes to pay the order on the
 * provider's page. Anonymous as in the SPEC (a new window carries no token): it only opens a trade for the order's own
 * amount, which pays that order and nothing else; a paid or unknown order, or a provider without such a page, is refused.
 */
export async function pagePaymentUrl(ctx: Pick<AuthedContext, 'db'> & PaymentDeps & { origin: string }, orderId: string): Promise<string> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw AppError.notFound(OrderMsg.notFound);
  if (order.orderStatus === 1) throw AppError.badRequest(OrderMsg.alreadyPaid);
  if (!ctx.provider.createPagePayment) throw AppError.badRequest(OrderMsg.pagePayOff);
  return ctx.provider
    .createPagePayment({ orderId: order.orderId, amount: order.totalPrice, subject: order.name, origin: ctx.origin })
    .catch(providerDown(ctx, `${ctx.provider.name} createPagePayment ${order.orderId}`));
}
