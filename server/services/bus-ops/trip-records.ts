import { type Paged, type TripRecord, type TripRecordsQuery, tripCounts } from '@contract';
import type { AuthedContext } from '../context';
import { busRowOrFail } from '../bus/bus-rows';
import { busNames, clock, loadTrips, pageOf } from './load-trips';

/**
 * carDrivingRecords, routeDrivingRecords, driverDrivingRecords: each trip (a route on a day), optionally of one
 * car, route or driver, with its counts (应乘 is the route's list as it stands), its first tap and its end, and a
 * forced end with who was left on board. A car or driver is the route's now: the events do not keep them.
 * Another school's car, route or driver is a 404.
 */
export async function tripRecords(ctx: AuthedContext, q: TripRecordsQuery): Promise<Paged<TripRecord>> {
  return pageOf(await tripRecordRows(ctx, q), q);
}

export async function tripRecordRows(ctx: AuthedContext, q: Omit<TripRecordsQuery, 'pageNum' | 'pageSize'>): Promise<TripRecord[]> {
  if (q.carId) await busRowOrFail(ctx.db, q.schoolId, 'busCars', q.carId);
  if (q.routeId) await busRowOrFail(ctx.db, q.schoolId, 'busRoutes', q.routeId);
  if (q.driverId) await busRowOrFail(ctx.db, q.schoolId, 'busDrivers', q.driverId);
  const names = await busNames(ctx, q.schoolId);
  const routeIds = [...names.routes.values()]
    .filter((r) => (!q.carId || r.carId === q.carId) && (!q.routeId || r.id === q.routeId) && (!q.driverId || r.driverId === q.driverId))
    .map((r) => r.id);
  const trips = await loadTrips(ctx, { ...q, routeIds }, names);
  return trips.map(({ day, route, state }) => {
    const counts = tripCounts(state, names.riders.get(route.id) ?? []);
    // The first tap that still counts (an undone tap did not start the trip).
    const taps = state.history.map((e) => e.createTime).sort();
    return {
      id: `${day}|${route.id}`,
      day,
      routeId: route.id,
      routeName: route.name,
      period: route.period,
      carPlate: route.carId ? (names.car.get(route.carId) ?? '') : '',
      driverName: route.driverId ? (names.driver.get(route.driverId) ?? '') : '',
      escortName: route.escortName,
      ...counts,
      startTime: clock(taps[0]),
      endTime: clock(state.close?.createTime),
      closed: state.close !== null,
      forced: state.close?.forced ?? false,
      reason: state.close?.reason ?? '',
      leftOnBoard: (state.close?.leftOnBoard ?? []).map((id) => names.child.get(id)?.name ?? ''),
    };
  });
}
