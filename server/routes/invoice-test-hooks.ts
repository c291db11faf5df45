import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, InvoicingStatus, ok } from '@contract';
import { orderInvoices, orders } from '../db/schema';
import { AppError } from '../lib/app-error';
import { isLocalRequest } from '../lib/local-request';
import { parseInput } from '../lib/parse';
import { issueInvoice } from '../services/invoices/issue-invoice';
import type { RouteDeps } from './deps';

/**
 * End-to-end tests only (registered with NODE_ENV=test, answering the server's own machine only): the platform's
 * side of invoices, which has no screen in the app. `issue` does what `npm run invoice:issue` does; `reset` takes an
 * order's application away so a spec leaves the shared demo data as it found it.
 */
export function invoiceTestHooks(app: FastifyInstance, { ctx }: RouteDeps): void {
  if (ctx.config.env !== 'test') return;
  const orderOf = (req: { body: unknown }) => parseInput(z.object({ orderId: z.string().min(1) }), req.body).orderId;
  const localOnly = (req: Parameters<typeof isLocalRequest>[0]) => {
    if (!isLocalRequest(req)) throw new AppError(ErrorCode.forbidden, '仅限运行服务器的电脑调用');
  };
  app.post('/test-hooks/invoices/issue', { config: { anonymous: true } }, async (req) => {
    localOnly(req);
    return ok(await issueInvoice(ctx.db, ctx.clock, orderOf(req)));
  });
  app.post('/test-hooks/invoices/reset', { config: { anonymous: true } }, async (req) => {
    localOnly(req);
    const orderId = orderOf(req);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(orderInvoices).where(eq(orderInvoices.orderId, orderId));
      await tx.update(orders).set({ invoicingStatus: InvoicingStatus.notApplied }).where(eq(orders.orderId, orderId));
    });
    return ok({ orderId });
  });
}
