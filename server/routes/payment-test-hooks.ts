import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@contract';
import { orders, schools } from '../db/schema';
import { parseInput } from '../lib/parse';
import { DEMO_ORDERS, DEMO_SCHOOLS, expiryDate } from '../seed/demo-schools';
import type { RouteDeps } from './deps';

/**
 * A development aid for end-to-end tests (server/routes/dev-aids.ts): puts a demo school's orders and service back as
 * seeded, so a spec that pays xufei's expired school, or renews the principal's, leaves the shared demo data as it found it. The seed date is
 * read back from the orders' creation time.
 */
export function paymentTestHooks(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.post('/test-hooks/payments/restore', { config: { anonymous: true } }, async (req) => {
    const { schoolId } = parseInput(z.object({ schoolId: z.number().int() }), req.body);
    const school = DEMO_SCHOOLS.find((s) => s.id === schoolId);
    const seeded = DEMO_ORDERS.filter((o) => o.schoolId === schoolId);
    const unpaid = seeded.filter((o) => o.orderStatus === 0).map((o) => o.orderId);
    const ids = seeded.map((o) => o.orderId);
    if (!school || ids.length === 0) return ok({ restored: 0 });
    await ctx.db.transaction(async (tx) => {
      const [first] = await tx.select().from(orders).where(inArray(orders.orderId, ids)).limit(1);
      if (!first) return;
      // Renewal orders made since the seed (到期续费) go; the seeded unpaid ones are unpaid again.
      await tx.delete(orders).where(and(eq(orders.schoolId, schoolId), notInArray(orders.orderId, ids)));
      if (unpaid.length > 0)
        await tx
          .update(orders)
          .set({ orderStatus: 0 })
          .where(and(eq(orders.schoolId, schoolId), inArray(orders.orderId, unpaid)));
      await tx
        .update(schools)
        .set({ clientState: school.clientState, expiresAt: expiryDate(first.createdAt, school.expiresInDays) })
        .where(eq(schools.id, schoolId));
    });
    return ok({ restored: ids.length });
  });
}
