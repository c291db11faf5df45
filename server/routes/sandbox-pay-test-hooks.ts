import type { FastifyInstance } from 'fastify';
import { ok } from '@contract';
import type { SandboxPayments } from '../providers/payments/sandbox-payments';

/**
 * A development aid (server/routes/dev-aids.ts): the sandbox's failure switch (docs/payments.md), the next refund
 * asked of the sandbox fails. The cashier page (/sandbox-pay/:tradeNo) is the payer's side and no aid.
 */
export function sandboxPayTestHooks(app: FastifyInstance, sandbox: SandboxPayments): void {
  app.post('/sandbox-pay/refund/fail-next', { config: { anonymous: true } }, async () => {
    sandbox.failNextRefund();
    return ok(null, '下一笔退款将失败');
  });
}
