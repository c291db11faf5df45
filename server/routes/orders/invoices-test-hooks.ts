import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InvoicingStatus, ok } from '@contract';
import { orderInvoices, orders } from '../../db/schema';
import { parseInput } from '../../lib/parse';
import { issueInvoice } from '../../services/orders/invoices/issue-invoice';
import type { RouteDeps } from '../deps';

/**
 * A development aid for end-to-end tests (server/routes/dev-aids.ts): the platform's
 * side of invoices, which has no screen in the app. `issue` does what `npm run invoice:issue` does; `reset` takes an
 * order's application away so a spec leaves the shared demo data as it found it.
 */
export function invoiceTestHooks(app: FastifyInstance, { ctx }: RouteDeps): void {
  const orderOf = (req: { body: unknown }) => parseInput(z.object({ orderId: z.string().min(1) }), req.body).orderId;
  app.post('/test-hooks/invoices/issue', { config: { anonymous: true } }, async (req) => {
    return ok(await issueInvoice(ctx.db, ctx.clock, orderOf(req)));
  });
  app.post('/test-hooks/invoices/reset', { config: { anonymous: true } }, async (req) => {
    const orderId = orderOf(req);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(orderInvoices).where(eq(orderInvoices.orderId, orderId));
      await tx.update(orders).set({ invoicingStatus: InvoicingStatus.notApplied }).where(eq(orders.orderId, orderId));
    });
    return ok({ orderId });
  });
}
