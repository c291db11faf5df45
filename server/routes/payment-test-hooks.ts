import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@contract';
import { orders, schools } from '../db/schema';
import { parseInput } from '../lib/parse';
import { DEMO_ORDERS, DEMO_SCHOOLS, expiryDate } from '../seed/demo-schools';
import type { RouteDeps } from './deps';

/**
 * A development aid for end-to-end tests (server/routes/dev-aids.ts): puts a demo school's orders and service back as
 * seeded, so a spec that pays xufei's expired school leaves the shared demo data as it found it. The seed date is
 * read back from the orders' creation time.
 */
export function paymentTestHooks(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.post('/test-hooks/payments/restore', { config: { anonymous: true } }, async (req) => {
    const { schoolId } = parseInput(z.object({ schoolId: z.number().int() }), req.body);
    const school = DEMO_SCHOOLS.find((s) => s.id === schoolId);
    const unpaid = DEMO_ORDERS.filter((o) => o.schoolId === schoolId && o.orderStatus === 0).map((o) => o.orderId);
    if (!school || unpaid.length === 0) return ok({ restored: 0 });
    await ctx.db.transaction(async (tx) => {
      const [first] = await tx.select().from(orders).where(inArray(orders.orderId, unpaid)).limit(1);
      if (!first) return;
      await tx
        .update(orders)
        .set({ orderStatus: 0 })
        .where(and(eq(orders.schoolId, schoolId), inArray(orders.orderId, unpaid)));
      await tx
        .update(schools)
        .set({ clientState: school.clientState, expiresAt: expiryDate(first.createdAt, school.expiresInDays) })
        .where(eq(schools.id, schoolId));
    });
    return ok({ restored: unpaid.length });
  });
}
