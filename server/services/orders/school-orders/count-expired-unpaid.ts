import { and, count, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { findSchool, schoolExpired } from '../../permissions/school-access';

/** GET /qltcrm/order/countExpaireOrderNotPaid: how many unpaid orders an expired school has (0 while it runs). */
export async function countExpiredUnpaid(ctx: AuthedContext, input: { schoolId: number }): Promise<number> {
  const school = await findSchool(ctx.db, input.schoolId);
  if (!school || !schoolExpired(school, ctx.clock.now())) return 0;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.schoolId, input.schoolId), eq(orders.orderStatus, 0)));
  return row?.n ?? 0;
}
