import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { type BusRouteRow, type BusTripEventRow, tripState, type TripState } from '@contract';
import { busRiders, busTripEvents, classes, students } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';
import { toBusTripEventRow } from '../../../replication/bus/trip-rows';
import { schoolBusRows } from '../fleet/bus-rows';
import { visibleRouteIds } from '../trips/visible-routes';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** One trip of the records: a route on a day, its events and their fold. */
export interface TripOfDay {
  day: string;
  route: BusRouteRow;
  events: BusTripEventRow[];
  state: TripState<BusTripEventRow>;
  /** The car and driver that drove it: as its last event stored them, else (events older than that) the route's now. */
  carId: string | null;
  driverId: string | null;
}

/** Names the records show, read once per query (a school has tens of routes and stops, hundreds of children). */
export interface BusNames {
  routes: Map<string, BusRouteRow>;
  stop: Map<string, string>;
  car: Map<string, string>;
  driver: Map<string, string>;
  child: Map<string, { name: string; classId: string }>;
  className: Map<string, string>;
  /** Route → its riders' ids (应乘: the list as it stands; events do not keep the list of their day). */
  riders: Map<string, string[]>;
}

export async function busNames(ctx: AuthedContext, schoolId: number): Promise<BusNames> {
  const [routes, stops, cars, drivers] = [
    await schoolBusRows(ctx.db, schoolId, 'busRoutes'),
    await schoolBusRows(ctx.db, schoolId, 'busStops'),
    await schoolBusRows(ctx.db, schoolId, 'busCars'),
    await schoolBusRows(ctx.db, schoolId, 'busDrivers'),
  ];
  const kids = await ctx.db
    .select({ id: students.id, name: students.name, classId: students.classId })
    .from(students)
    .where(eq(students.schoolId, schoolId));
  const classRows = await ctx.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.schoolId, schoolId));
  const riderRows = await ctx.db.select().from(busRiders).where(eq(busRiders.schoolId, schoolId));
  const riders = new Map<string, string[]>();
  for (const r of riderRows) riders.set(r.routeId, [...(riders.get(r.routeId) ?? []), r.studentId]);
  return {
    routes: new Map(routes.map((r) => [r.id, r])),
    stop: new Map(stops.map((s) => [s.id, s.name])),
    car: new Map(cars.map((c) => [c.id, c.plate])),
    driver: new Map(drivers.map((d) => [d.id, d.name])),
    child: new Map(kids.map((k) => [k.id, { name: k.name, classId: k.classId }])),
    className: new Map(classRows.map((c) => [c.id, c.name])),
    riders,
  };
}

export interface TripFilter {
  schoolId: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  routeIds?: readonly string[] | undefined;
}

/**
 * The school's trips in a date range (newest day first, then by route name), folded: for bus staff, those of their
 * own routes only. The route filter is applied after reading (a school has few routes; the date range is what bounds
 * the rows read).
 */
export async function loadTrips(ctx: AuthedContext, f: TripFilter, names: BusNames): Promise<TripOfDay[]> {
  assertSchoolInScope(ctx, f.schoolId);
  const where: SQL[] = [eq(busTripEvents.schoolId, f.schoolId)];
  if (f.startDate) where.push(gte(busTripEvents.day, f.startDate));
  if (f.endDate) where.push(lte(busTripEvents.day, f.endDate));
  const rows = await ctx.db
    .select()
    .from(busTripEvents)
    .where(and(...where))
    .orderBy(asc(busTripEvents.day));
  const visible = await visibleRouteIds(ctx, f.schoolId);
  const byTrip = new Map<string, BusTripEventRow[]>();
  const crew = new Map<string, { carId: string | null; driverId: string | null }>();
  for (const r of rows) {
    if (f.routeIds && !f.routeIds.includes(r.routeId)) continue;
    if (visible && !visible.has(r.routeId)) continue;
    const key = `${r.day}|${r.routeId}`;
    byTrip.set(key, [...(byTrip.get(key) ?? []), toBusTripEventRow(r)]);
    if (r.carId || r.driverId) crew.set(key, { carId: r.carId, driverId: r.driverId });
  }
  const trips: TripOfDay[] = [];
  for (const [key, events] of byTrip) {
    const [day = '', routeId = ''] = key.split('|');
    const route = names.routes.get(routeId);
    if (!route) continue;
    const drove = crew.get(key) ?? { carId: route.carId, driverId: route.driverId };
    trips.push({ day, route, events, state: tripState(events), ...drove });
  }
  return trips.sort((a, b) => b.day.localeCompare(a.day) || a.route.name.localeCompare(b.route.name, 'zh-CN'));
}

/** HH:MM in China time of a device time ('' for none or unreadable). */
export function clock(iso: string | undefined): string {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? '' : formatDateTime(new Date(t)).slice(11, 16);
}

/** One page of rows, as every paged list answers (SPEC §3). */
export const pageOf = <T>(rows: T[], q: { pageNum: number; pageSize: number }) => ({
  list: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
  pageNum: q.pageNum,
  pageSize: q.pageSize,
  total: rows.length,
});
