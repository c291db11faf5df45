import { and, eq } from 'drizzle-orm';
import type { BusTripEventRow } from '@contract';
import { busTripEvents } from '../../../db/schema';
import { toBusTripEventRow } from '../../../replication/bus/trip-rows';
import { visibleRouteIds } from '../trips/visible-routes';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/**
 * getDrivingCarSiteStuInfo: every trip event of the school on a day, for the control centre's days outside the
 * sync window (the page folds them as it folds the replica's); bus staff get their own routes' only.
 */
export async function dayTripEvents(ctx: AuthedContext, q: { schoolId: number; day: string }): Promise<BusTripEventRow[]> {
  assertSchoolInScope(ctx, q.schoolId);
  const rows = await ctx.db
    .select()
    .from(busTripEvents)
    .where(and(eq(busTripEvents.schoolId, q.schoolId), eq(busTripEvents.day, q.day)));
  const visible = await visibleRouteIds(ctx, q.schoolId);
  return rows.filter((r) => !visible || visible.has(r.routeId)).map(toBusTripEventRow);
}
