import { orderPaymentsCalls } from '@contract/orders/payments-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, PAGE_PAY_PATH, type OrderPayStatusQuery } from '@contract';
import { AppError } from '../../lib/app-error';
import { SANDBOX_NOTIFY_PATH } from '../../providers/payments/sandbox-payments';
import type { VerifiedNotice } from '../../providers/payments/payment-provider';
import { getBankInfo } from '../../services/orders/school-orders/get-bank-info';
import { countExpiredUnpaid } from '../../services/orders/school-orders/count-expired-unpaid';
import { createRenewalOrder } from '../../services/orders/school-orders/create-renewal-order';
import { getOrderPayStatus, pagePaymentUrl, payOnLine } from '../../services/orders/school-orders/pay-order';
import { acceptPaymentNotice } from '../../services/payment-settlement/accept-payment-notice';
import type { RouteDeps } from '../deps';
import { cashierPage, missingTradePage, resultMessagePage, resultPage } from '../sandbox-cashier-page';
import { parseCall, serviceRoutes } from '../service-route';

const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/**
 * Paying a school's orders (SPEC §4 order payment). Members who may pay them (ORDER_PAY) pay, also while the school is
 * expired (that is how it opens again). No route lets a client say an order is paid: only the provider's verified
 * notification or its answer to the status query does (server/services/orders/school-orders/settle-payment.ts).
 */
export function orderPaymentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { payments: provider, followUps, sandbox } = deps.parts;
  const route = serviceRoutes(app, deps);
  const after = () => followUps.run();
  // A provider's gateway failing (down, refusing our signature, an answer not signed by it) is the operator's to see.
  const logFailure = (err: unknown, what: string) => app.log.warn({ err }, `payment provider failed: ${what}`);
  route(orderPaymentsCalls.orderPayOnLine, {
    whileExpired: true, // The QR's link must reach this server from the payer's phone: the address the browser used.
    input: (req) => ({ ...parseCall(orderPaymentsCalls.orderPayOnLine, req), origin: origin(req) }),
    run: (ctx, { origin: from, ...input }) => payOnLine({ ...ctx, provider, logFailure, origin: from }, input),
  });
  // 到期续费: the school's renewal order, to pay as above (also while the school is expired).
  route(orderPaymentsCalls.createRenewalOrder, { whileExpired: true, run: createRenewalOrder });
  route(orderPaymentsCalls.anonGetOrderPayStatus, {
    run: (ctx, input: OrderPayStatusQuery) => getOrderPayStatus({ ...ctx, provider, logFailure }, input), // The query may have found money the order cannot take (recorded to be given back).
    after,
  });
  route(orderPaymentsCalls.orderGetBankInfoOfAgent, { run: async (ctx) => getBankInfo({ ...ctx, provider }) });
  route(orderPaymentsCalls.countExpiredUnpaid, { run: countExpiredUnpaid });

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

  /**
   * A notice the provider verified (signature, age): applied once (the database refuses a replay), then the owed
   * provider calls (a refund of money that cannot be applied) are made before the provider is answered. Money that
   * cannot be applied is acknowledged too: it is recorded and given back, so the provider need not send it again.
   */
  const accept = async (notice: VerifiedNotice, log: FastifyRequest['log']): Promise<boolean> => {
    const outcome = await acceptPaymentNotice(deps.ctx.db, deps.ctx.clock, provider.name, notice);
    const at = { orderId: notice.orderId, tradeNo: notice.tradeNo, amount: notice.amount, provider: provider.name, outcome };
    if (outcome === 'replay') {
      log.warn(at, 'payment notification refused: seen before (a replay)');
      return false;
    }
    if (outcome === 'returned') log.warn(at, 'payment notification: money that cannot be applied, recorded to be given back');
    else log.info(at, 'payment notification accepted');
    await followUps.run();
    return true;
  };

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
        req.log.warn({ ip: req.ip, provider: provider.name }, 'payment notification refused: bad signature or stale');
        return answer(false);
      }
      return answer(await accept(notice, req.log));
    });
  }

  if (!sandbox) return;
  // The provider's call back: anonymous (the provider has no session), trusted only through its signature.
  app.post(SANDBOX_NOTIFY_PATH, { config: { anonymous: true } }, async (req) => {
    const notice = sandbox.verifyNotification(req.rawBody ?? '', req.headers);
    if (!notice) {
      req.log.warn({ ip: req.ip }, 'sandbox payment notification refused: bad signature or stale');
      throw AppError.badRequest('支付通知验签失败');
    }
    if (!(await accept(notice, req.log))) throw AppError.badRequest('重复的支付通知');
    return ok({ result: 'accepted' });
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
