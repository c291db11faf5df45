import { type Paged, type TripRecord, type TripRecordsQuery, tripCounts } from '@contract';
import type { AuthedContext } from '../../context';
import { busRowOrFail } from '../fleet/bus-rows';
import { busNames, clock, loadTrips, pageOf } from './load-trips';

/**
 * carDrivingRecords, routeDrivingRecords, driverDrivingRecords: each trip (a route on a day), optionally of one
 * car, route or driver, with its counts (应乘 is the route's list as it stands), its first tap and its end, and a
 * forced end with who was left on board. A trip's car and driver are those its events stored (the route's when
 * they were recorded). Another school's car, route or driver is a 404.
 */
export async function tripRecords(ctx: AuthedContext, q: TripRecordsQuery): Promise<Paged<TripRecord>> {
  return pageOf(await tripRecordRows(ctx, q), q);
}

export async function tripRecordRows(ctx: AuthedContext, q: Omit<TripRecordsQuery, 'pageNum' | 'pageSize'>): Promise<TripRecord[]> {
  if (q.carId) await busRowOrFail(ctx.db, q.schoolId, 'busCars', q.carId);
  if (q.routeId) await busRowOrFail(ctx.db, q.schoolId, 'busRoutes', q.routeId);
  if (q.driverId) await busRowOrFail(ctx.db, q.schoolId, 'busDrivers', q.driverId);
  const names = await busNames(ctx, q.schoolId);
  const trips = (await loadTrips(ctx, { ...q, ...(q.routeId ? { routeIds: [q.routeId] } : {}) }, names)).filter(
    (t) => (!q.carId || t.carId === q.carId) && (!q.driverId || t.driverId === q.driverId),
  );
  return trips.map(({ day, route, state, carId, driverId }) => {
    const counts = tripCounts(state, names.riders.get(route.id) ?? []);
    // The first tap that still counts (an undone tap did not start the trip).
    const taps = state.history.map((e) => e.createTime).sort();
    return {
      id: `${day}|${route.id}`,
      day,
      routeId: route.id,
      routeName: route.name,
      period: route.period,
      carPlate: carId ? (names.car.get(carId) ?? '') : '',
      driverName: driverId ? (names.driver.get(driverId) ?? '') : '',
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
