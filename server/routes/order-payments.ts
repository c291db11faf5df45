import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bankInfoQuerySchema,
  countExpiredUnpaidQuerySchema,
  ok,
  ORDER_LIST_PATH,
  ORDER_PAY,
  PAGE_PAY_PATH,
  type OrderPayStatusQuery,
  orderPayStatusQuerySchema,
  payOnLineSchema,
} from '@contract';
import { AppError } from '../lib/app-error';
import type { SandboxPayments } from '../providers/payments/sandbox-payments';
import { SANDBOX_NOTIFY_PATH } from '../providers/payments/sandbox-payments';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import { getBankInfo } from '../services/orders/get-bank-info';
import { countExpiredUnpaid } from '../services/orders/count-expired-unpaid';
import { getOrderPayStatus, pagePaymentUrl, payOnLine } from '../services/orders/pay-order';
import { settlePayment } from '../services/orders/settle-payment';
import { isSceneTrade, settleScenePay } from '../services/finance-bills/settle-scene-pay';
import type { RouteDeps } from './deps';
import { cashierPage, missingTradePage, resultMessagePage, resultPage } from './sandbox-cashier-page';
import { body, query, serviceRoutes } from './service-route';

/** A notice's trade is an order's or a bill's scene-pay payment (contract/billing.ts sceneTradeKey): each settles its own. */
const settleNotice: typeof settlePayment = (db, clock, notice, provider) =>
  isSceneTrade(notice.orderId) ? settleScenePay(db, clock, notice, provider) : settlePayment(db, clock, notice, provider);

const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/**
 * Paying a school's orders (SPEC §4 order payment). Members who may pay them (ORDER_PAY) pay, also while the school is
 * expired (that is how it opens again). No route lets a client say an order is paid: only the provider's verified
 * notification or its answer to the status query does (server/services/orders/settle-payment.ts).
 */
export function orderPaymentRoutes(app: FastifyInstance, deps: RouteDeps, provider: PaymentProvider, sandbox?: SandboxPayments): void {
  const route = serviceRoutes(app, deps);
  // A provider's gateway failing (down, refusing our signature, an answer not signed by it) is the operator's to see.
  const logFailure = (err: unknown, what: string) => app.log.warn({ err }, `payment provider failed: ${what}`);
  route('POST', '/qltcrm/order/payOnLine', {
    permission: ORDER_PAY,
    whileExpired: true,
    // The QR's link must reach this server from the payer's phone: the address the browser used.
    input: (req) => ({ ...body(payOnLineSchema)(req), origin: origin(req) }),
    run: (ctx, { origin: from, ...input }) => payOnLine({ ...ctx, provider, logFailure, origin: from }, input),
  });
  route('GET', '/qltcrm/order/anon/getOrderPayStatus', {
    permission: ORDER_LIST_PATH,
    input: query(orderPayStatusQuerySchema),
    run: (ctx, input: OrderPayStatusQuery) => getOrderPayStatus({ ...ctx, provider, logFailure }, input),
  });
  route('GET', '/qltcrm/order/getBankInfoOfAgent', {
    permission: ORDER_LIST_PATH,
    input: query(bankInfoQuerySchema),
    run: async (ctx) => getBankInfo({ ...ctx, provider }),
  });
  route('GET', '/qltcrm/order/countExpaireOrderNotPaid', {
    permission: ORDER_LIST_PATH,
    input: query(countExpiredUnpaidQuerySchema),
    run: countExpiredUnpaid,
  });

  // The Alipay PC flow: the app opens this in a new window (no token there), which goes on to the provider's page.
  app.get(PAGE_PAY_PATH, { config: { anonymous: true } }, async (req, reply) => {
    const orderId = String((req.query as { orderId?: unknown }).orderId ?? '');
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(orderId)) throw AppError.badRequest('订单号不正确');
    try {
      return reply.redirect(await pagePaymentUrl({ db: deps.ctx.db, provider, logFailure, origin: origin(req) }, orderId), 302);
    } catch (e) {
      if (e instanceof AppError) return reply.type('text/html; charset=utf-8').status(e.httpStatus).send(resultMessagePage(e.message));
      throw e;
    }
  });

  const notification = provider.notification;
  if (notification) {
    // The provider's call back: anonymous (it has no session), trusted only through its signature, answered its way.
    app.post(notification.path, { config: { anonymous: true } }, async (req, reply) => {
      const answer = (accepted: boolean) => {
        const a = notification.answer(accepted);
        return reply.status(a.status).type(a.type).send(a.body);
      };
      // Alipay posts a form (parsed already); its values are what it signed, so the form is written back as it came.
      const raw = req.rawBody ?? new URLSearchParams((req.body ?? {}) as Record<string, string>).toString();
      const notice = provider.verifyNotification(raw, req.headers);
      if (!notice) {
        req.log.warn({ ip: req.ip, provider: provider.name }, 'payment notification refused: bad signature, stale or replayed');
        return answer(false);
      }
      // A verified notice of a trade still waiting or closed: nothing to do, and the provider need not send it again.
      if (notice.state !== 'paid') return answer(true);
      let settled: Awaited<ReturnType<typeof settleNotice>>;
      try {
        settled = await settleNotice(deps.ctx.db, deps.ctx.clock, notice, provider.name);
      } catch (e) {
        provider.forgetNotice?.(notice);
        throw e;
      }
      if (settled === 'refused') {
        req.log.warn(
          { orderId: notice.orderId, tradeNo: notice.tradeNo, amount: notice.amount, provider: provider.name },
          'payment notification refused: order or amount',
        );
        return answer(false);
      }
      req.log.info({ orderId: notice.orderId, tradeNo: notice.tradeNo, provider: provider.name, settled }, 'payment notification accepted');
      return answer(true);
    });
  }

  if (!sandbox) return;
  // The provider's call back: anonymous (the provider has no session), trusted only through its signature.
  app.post(SANDBOX_NOTIFY_PATH, { config: { anonymous: true } }, async (req) => {
    const notice = sandbox.verifyNotification(req.rawBody ?? '', req.headers);
    if (!notice) {
      req.log.warn({ ip: req.ip }, 'sandbox payment notification refused: bad signature, stale or replayed');
      throw AppError.badRequest('支付通知验签失败');
    }
    const settled = await settleNotice(deps.ctx.db, deps.ctx.clock, notice, 'sandbox');
    if (settled === 'refused') {
      req.log.warn({ orderId: notice.orderId, tradeNo: notice.tradeNo }, 'sandbox payment notification refused: order or amount');
      throw AppError.badRequest('支付通知与订单不符');
    }
    return ok({ result: settled });
  });

  const tradeNoOf = (req: FastifyRequest) => String((req.params as { tradeNo?: string }).tradeNo ?? '');
  app.get('/sandbox-pay/:tradeNo', { config: { anonymous: true } }, async (req, reply) => {
    const trade = sandbox.trade(tradeNoOf(req));
    return reply
      .type('text/html; charset=utf-8')
      .status(trade ? 200 : 404)
      .send(trade ? cashierPage(trade) : missingTradePage());
  });
  app.post('/sandbox-pay/:tradeNo/confirm', { config: { anonymous: true } }, async (req, reply) => {
    const trade = await sandbox.confirm(tradeNoOf(req));
    return reply
      .type('text/html; charset=utf-8')
      .status(trade ? 200 : 404)
      .send(trade ? resultPage(trade) : missingTradePage());
  });
  app.post('/sandbox-pay/:tradeNo/cancel', { config: { anonymous: true } }, async (req, reply) => {
    const trade = sandbox.cancel(tradeNoOf(req));
    return reply
      .type('text/html; charset=utf-8')
      .status(trade ? 200 : 404)
      .send(trade ? resultPage(trade) : missingTradePage());
  });
}
