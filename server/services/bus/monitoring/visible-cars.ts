import { schoolBusRows } from '../fleet/bus-rows';
import { visibleRouteIds } from '../trips/visible-routes';
import type { AuthedContext } from '../../context';

/** The cars whose positions the member may follow: null for every car, or, for bus staff, the cars of their routes. */
export async function visibleCarIds(ctx: AuthedContext, schoolId: number): Promise<ReadonlySet<string> | null> {
  const visible = await visibleRouteIds(ctx, schoolId);
  if (!visible) return null;
  const routes = await schoolBusRows(ctx.db, schoolId, 'busRoutes');
  return new Set(routes.flatMap((r) => (visible.has(r.id) && r.carId ? [r.carId] : [])));
}
