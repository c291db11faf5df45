import type { FastifyInstance } from 'fastify';
import { MovableClock } from '../lib/clock';
import { operatorGate } from '../lib/operator-gate';
import { captchaTestHooks } from './captcha-test-hooks';
import type { RouteDeps } from './deps';
import { devSmsPage, devSmsRoutes } from './dev-sms';
import { financeRemindersTestHooks } from './finance/reminders-test-hooks';
import { financeStatsTestHooks } from './finance/statistics-test-hooks';
import { invoiceTestHooks } from './orders/invoices-test-hooks';
import { paymentTestHooks } from './payment-test-hooks';
import { sandboxPayTestHooks } from './sandbox-pay-test-hooks';

/**
 * Every development aid, in one place: none is registered unless YUANWU_DEV_AIDS=on (refused in production), and
 * every request to one passes the operator gate (server/lib/operator-gate.ts: the key printed on the console, from
 * the server's own machine) in this context's onRequest hook, so an aid added here cannot forget it.
 */
export async function devAidRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const extras = deps.parts;
  const aids = deps.ctx.config.devAids;
  if (!aids) return;
  const localSms = deps.ctx.sms?.kind === 'local';
  if (localSms) devSmsPage(app, deps);
  await app.register(async (gated) => {
    gated.addHook('onRequest', operatorGate(aids.operatorKey));
    if (localSms) devSmsRoutes(gated, deps);
    captchaTestHooks(gated, deps);
    paymentTestHooks(gated, deps);
    invoiceTestHooks(gated, deps);
    financeStatsTestHooks(gated, deps);
    // A server given its own clock (every server test) has no clock to move.
    if (deps.ctx.clock instanceof MovableClock) financeRemindersTestHooks(gated, deps.ctx.clock, extras.runReminders);
    if (extras.sandbox) sandboxPayTestHooks(gated, extras.sandbox);
  });
}
