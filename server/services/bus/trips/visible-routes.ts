import { escortsRoute, ownTripsOnly } from '@contract';
import { schoolBusRows } from '../fleet/bus-rows';
import type { AuthedContext } from '../../context';
import { rightsIn } from '../../permissions/member-rights';

/**
 * The routes whose trips the member may read: null for every route, or, for bus staff (contract/bus/trips.ts
 * ownTripsOnly), the routes they escort.
 */
export async function visibleRouteIds(ctx: AuthedContext, schoolId: number): Promise<ReadonlySet<string> | null> {
  const rights = await rightsIn(ctx, schoolId);
  if (!rights || !ownTripsOnly(rights.permissions)) return null;
  const routes = await schoolBusRows(ctx.db, schoolId, 'busRoutes');
  return new Set(routes.filter((r) => escortsRoute(r, ctx.session.userId)).map((r) => r.id));
}
