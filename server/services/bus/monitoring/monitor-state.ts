import { and, eq } from 'drizzle-orm';
import {
  type BusTripEventRow,
  carStatus,
  type MonitorCar,
  type MonitorRoute,
  onBoard,
  OFFLINE_MS,
  SCROLL_KIND_LABEL,
  type ScrollItem,
  tripState,
} from '@contract';
import { busTripEvents } from '../../../db/schema';
import { toBusTripEventRow } from '../../../replication/bus/trip-rows';
import { busNames, type BusNames } from '../operations/load-trips';
import { schoolBusRows } from '../fleet/bus-rows';
import { latestFixes } from '../positions/latest-fixes';
import { chinaDayOf } from '../positions/fixes';
import { visibleRouteIds } from '../trips/visible-routes';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** Everything monitoring answers, read at once: a school has tens of cars and routes, today's events are hundreds. */
export interface MonitorState {
  now: Date;
  day: string;
  cars: MonitorCar[];
  routes: MonitorRoute[];
  /** Today's trip events of the routes shown, with when the server stored each (epoch ms). */
  events: { row: BusTripEventRow; storedAt: number }[];
  names: BusNames;
}

/**
 * The school's cars with their latest fix, status and children on board today (the boarding taps of today's trips of
 * the car's routes: contract/bus/trip-fold.ts onBoard), and its routes with their stops. Bus staff (ownTripsOnly) see
 * the cars and routes they escort only, as the control centre shows them their own trips only.
 */
export async function monitorState(ctx: AuthedContext, schoolId: number): Promise<MonitorState> {
  assertSchoolInScope(ctx, schoolId);
  const now = ctx.clock.now();
  const day = chinaDayOf(now);
  const [names, fixes, visible] = [
    await busNames(ctx, schoolId),
    await latestFixes(ctx.db, schoolId),
    await visibleRouteIds(ctx, schoolId),
  ];
  const routeRows = [...names.routes.values()].filter((r) => !r.disabled && (!visible || visible.has(r.id)));
  const eventRows = await ctx.db
    .select()
    .from(busTripEvents)
    .where(and(eq(busTripEvents.schoolId, schoolId), eq(busTripEvents.day, day)));
  const shownRoutes = new Set(routeRows.map((r) => r.id));
  const events = eventRows
    .filter((e) => shownRoutes.has(e.routeId))
    .map((e) => ({ row: toBusTripEventRow(e), storedAt: e.createdAt.getTime() }));
  const byRoute = new Map<string, BusTripEventRow[]>();
  for (const e of events) byRoute.set(e.row.routeId, [...(byRoute.get(e.row.routeId) ?? []), e.row]);

  const carRows = await schoolBusRows(ctx.db, schoolId, 'busCars');
  const cars: MonitorCar[] = carRows
    .filter((c) => !visible || routeRows.some((r) => r.carId === c.id))
    .sort((a, b) => a.plate.localeCompare(b.plate, 'zh-CN'))
    .map((c) => {
      const own = routeRows
        .filter((r) => r.carId === c.id)
        .sort((a, b) => a.period.localeCompare(b.period) || a.name.localeCompare(b.name, 'zh-CN'));
      const position = fixes.get(c.id) ?? null;
      const first = own.find((r) => r.driverId);
      return {
        carId: c.id,
        plate: c.plate,
        gpsDeviceId: c.gpsDeviceId,
        inService: c.status === 1,
        status: carStatus(position, now.getTime()),
        position,
        routes: own.map((r) => ({ routeId: r.id, name: r.name, period: r.period })),
        driverName: first?.driverId ? (names.driver.get(first.driverId) ?? '') : '',
        onBoard: own.reduce((n, r) => n + onBoard(tripState(byRoute.get(r.id) ?? [])).length, 0),
      };
    });
  const stops = await schoolBusRows(ctx.db, schoolId, 'busStops');
  const stopById = new Map(stops.map((s) => [s.id, s]));
  const routes: MonitorRoute[] = routeRows.map((r) => ({
    routeId: r.id,
    name: r.name,
    period: r.period,
    carId: r.carId,
    stops: r.stops.flatMap((s) => {
      const stop = stopById.get(s.stopId);
      return stop ? [{ stopId: stop.id, name: stop.name, lat: stop.lat, lng: stop.lng }] : [];
    }),
  }));
  return { now, day, cars, routes, events, names };
}

/**
 * The ticker's lines: today's taps and trip ends (an undo, and the tap it takes back, are left out), and the cars
 * gone silent (离线 at their last fix's arrival + OFFLINE_MS), newest first.
 */
export function scrollItems(state: MonitorState): ScrollItem[] {
  const plateOfRoute = new Map<string, { carId: string | null; plate: string }>();
  for (const r of state.routes) {
    const car = state.cars.find((c) => c.carId === r.carId);
    plateOfRoute.set(r.routeId, { carId: car?.carId ?? null, plate: car?.plate ?? '' });
  }
  const undone = new Set(state.events.flatMap((e) => (e.row.kind === 'undo' && e.row.targetId ? [e.row.targetId] : [])));
  const items: (ScrollItem & { at: number })[] = [];
  for (const { row, storedAt } of state.events) {
    if (row.kind === 'undo' || undone.has(row.id)) continue;
    const kind = row.kind as ScrollItem['kind'];
    const car = plateOfRoute.get(row.routeId) ?? { carId: null, plate: '' };
    const routeName = state.names.routes.get(row.routeId)?.name ?? '';
    const stop = state.names.stop.get(row.stopId ?? '');
    const who = row.studentId ? (state.names.child.get(row.studentId)?.name ?? '') : '';
    const what =
      kind === 'close'
        ? `${SCROLL_KIND_LABEL.close}${row.forced ? '（强制结束）' : ''}`
        : `${who} ${SCROLL_KIND_LABEL[kind]}${stop ? `（${stop}）` : ''}`;
    const at = Date.parse(row.createTime) || storedAt;
    items.push({
      id: row.id,
      time: new Date(at).toISOString(),
      at,
      kind,
      carId: car.carId,
      plate: car.plate,
      routeName,
      text: `${car.plate ? `${car.plate} ` : ''}${routeName}：${what}`,
    });
  }
  for (const c of state.cars) {
    if (c.status !== 'offline' || !c.position || !c.inService) continue;
    const at = Date.parse(c.position.receivedAt) + OFFLINE_MS;
    items.push({
      id: `offline|${c.carId}|${c.position.receivedAt}`,
      time: new Date(at).toISOString(),
      at,
      kind: 'offline',
      carId: c.carId,
      plate: c.plate,
      routeName: '',
      text: `${c.plate} ${SCROLL_KIND_LABEL.offline}（${Math.round(OFFLINE_MS / 60_000)}分钟无定位）`,
    });
  }
  return items.sort((a, b) => b.at - a.at || b.id.localeCompare(a.id)).map(({ at: _, ...item }) => item);
}
