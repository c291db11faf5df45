import type { BusRouteRow, BusStopRow } from '@contract/bus/fleet';
import type { BusRiderRow, BusTripEventRow } from '@contract/bus/trips';
import type { StudentRow } from '@contract/people/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

const PERIOD_ORDER: Record<BusRouteRow['period'], number> = { morning: 0, afternoon: 1 };

/** The school's routes in service, morning ones first, then by name. */
export function useRideRoutes(): BusRouteRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return [];
    const rows = await db.table<BusRouteRow>('busRoutes').where('schoolId').equals(schoolId).toArray();
    return rows
      .filter((r) => !r.disabled)
      .sort((a, b) => PERIOD_ORDER[a.period] - PERIOD_ORDER[b.period] || a.name.localeCompare(b.name, 'zh-CN'));
  }, [db, schoolId]);
}

/** Every trip event of the school on a day (the trip list's counts and 已结束). */
export function useDayTripEvents(day: string): BusTripEventRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId ? db.table<BusTripEventRow>('busTripEvents').where('[schoolId+day]').equals([schoolId, day]).toArray() : [],
    [db, schoolId, day],
  );
}

/** The riders of every route of the school (route id → child ids). */
export function useRidersByRoute(): Map<string, BusRiderRow[]> | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    const map = new Map<string, BusRiderRow[]>();
    if (!db || !schoolId) return map;
    for (const r of await db.table<BusRiderRow>('busRiders').where('schoolId').equals(schoolId).toArray()) {
      const list = map.get(r.routeId) ?? [];
      list.push(r);
      map.set(r.routeId, list);
    }
    return map;
  }, [db, schoolId]);
}

export interface TripData {
  route: BusRouteRow;
  stops: Map<string, BusStopRow>;
  riders: BusRiderRow[];
  children: Map<string, StudentRow>;
}

/** What a trip's screen shows beside its events: the route, its stops, its riders and their children. */
export function useTripData(routeId: string): TripData | null | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return null;
    const route = await db.table<BusRouteRow>('busRoutes').get(routeId);
    if (!route || route.schoolId !== schoolId) return null;
    const stopRows = await db.table<BusStopRow>('busStops').bulkGet(route.stops.map((s) => s.stopId));
    const riders = await db.table<BusRiderRow>('busRiders').where('routeId').equals(routeId).toArray();
    const childRows = await db.table<StudentRow>('students').bulkGet(riders.map((r) => r.studentId));
    return {
      route,
      stops: new Map(stopRows.flatMap((s) => (s ? [[s.id, s] as const] : []))),
      riders,
      children: new Map(childRows.flatMap((c) => (c ? [[c.id, c] as const] : []))),
    };
  }, [db, schoolId, routeId]);
}

/** The events of one trip, live. */
export function useTripEvents(routeId: string, day: string): BusTripEventRow[] | undefined {
  const { db } = useReplica();
  return useLiveQuery(
    async () => (db ? db.table<BusTripEventRow>('busTripEvents').where('[routeId+day]').equals([routeId, day]).toArray() : undefined),
    [db, routeId, day],
  );
}

/** Children not on the route's list who were tapped on the trip still need their rows (a child on the bus is never hidden). */
export function useChildren(ids: readonly string[]): Map<string, StudentRow> | undefined {
  const { db } = useReplica();
  const key = ids.join(',');
  return useLiveQuery(async () => {
    if (!db || ids.length === 0) return new Map<string, StudentRow>();
    const rows = await db.table<StudentRow>('students').bulkGet([...ids]);
    return new Map(rows.flatMap((c) => (c ? [[c.id, c] as const] : [])));
  }, [db, key]);
}
