import type { BusCarRow, BusDriverRow, BusRouteRow, BusStopRow } from '@contract/bus/fleet';
import { type TripCounts, tripCounts, tripState, type TripState } from '@contract/bus/trip-fold';
import { type BusRiderRow, type BusTripEventRow, escortsRoute, ownTripsOnly } from '@contract/bus/trips';
import type { ClassRow, StudentRow } from '@contract/people/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { getDayTripEvents } from '@/lib/api/calls/bus-ops';
import { useReplica } from '@/lib/replica/replica';
import { useSyncWindow } from '@/lib/replica/use-sync-window';
import { useSession } from '@/lib/session/store';
import { connectBusSocket } from '@/lib/bus-socket';

export type TripStatus = 'notStarted' | 'running' | 'closed' | 'forced';
export const TRIP_STATUS_LABEL: Record<TripStatus, string> = {
  notStarted: '未出发',
  running: '进行中',
  closed: '已结束',
  forced: '强制结束',
};

export interface DayTrip {
  route: BusRouteRow;
  events: BusTripEventRow[];
  state: TripState<BusTripEventRow>;
  riders: BusRiderRow[];
  counts: TripCounts;
  status: TripStatus;
}

export interface BusBook {
  routes: Map<string, BusRouteRow>;
  stops: Map<string, BusStopRow>;
  cars: Map<string, BusCarRow>;
  drivers: Map<string, BusDriverRow>;
  students: Map<string, StudentRow>;
  classes: Map<string, ClassRow>;
}

function statusOf(state: TripState<BusTripEventRow>): TripStatus {
  if (state.close) return state.close.forced ? 'forced' : 'closed';
  return state.taps.size > 0 ? 'running' : 'notStarted';
}

/** The school's bus settings and children from the replica, by id (what the trips are shown with). */
export function useBusBook(): BusBook | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return undefined;
    const of = <T extends { id: string }>(table: string) => db.table<T>(table).where('schoolId').equals(schoolId).toArray();
    const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    return {
      routes: byId(await of<BusRouteRow>('busRoutes')),
      stops: byId(await of<BusStopRow>('busStops')),
      cars: byId(await of<BusCarRow>('busCars')),
      drivers: byId(await of<BusDriverRow>('busDrivers')),
      students: byId(await of<StudentRow>('students')),
      classes: byId(await of<ClassRow>('classes')),
    };
  }, [db, schoolId]);
}

/**
 * A day's trips, one per route in use: the replica's events for days in the sync window (offline too), the
 * server's for older days (online), and — for every day — the events the bus socket brings as taps reach the server,
 * merged by id. The fold depends on the set of events only, so the union is the truth whichever arrives first.
 */
export function useDayTrips(day: string, online: boolean) {
  const { db, schoolId } = useReplica();
  const { token, session } = useSession();
  // Bus staff see the trips of the routes they escort only (the server's reads and socket say the same).
  const escortOnly = session && Array.isArray(session.permissions) && ownTripsOnly(session.permissions) ? session.userId : null;
  const windowStart = useSyncWindow('busTrips');
  const inWindow = day >= windowStart;
  const [live, setLive] = useState<Map<string, BusTripEventRow>>(new Map());
  const [fetched, setFetched] = useState<{ day: string; events: BusTripEventRow[] } | null>(null);
  const [failed, setFailed] = useState(false);

  const local = useLiveQuery(async () => {
    if (!db || !schoolId) return undefined;
    const routes = (await db.table<BusRouteRow>('busRoutes').where('schoolId').equals(schoolId).toArray()).filter(
      (r) => !r.disabled && (escortOnly === null || escortsRoute(r, escortOnly)),
    );
    const riders = await db.table<BusRiderRow>('busRiders').where('schoolId').equals(schoolId).toArray();
    const events = inWindow
      ? await db.table<BusTripEventRow>('busTripEvents').where('[schoolId+day]').equals([schoolId, day]).toArray()
      : [];
    return { routes, riders, events };
  }, [db, schoolId, day, inWindow, escortOnly]);

  // The socket: new events of any day; the page keeps those of the day it shows.
  useEffect(() => {
    setLive(new Map());
    if (!token || !online) return;
    return connectBusSocket({
      token,
      onMessage: (m) => {
        if (m.type !== 'tripEvents') return;
        const mine = m.events.filter((e) => e.day === day && e.schoolId === schoolId);
        if (mine.length > 0) setLive((prev) => new Map([...prev, ...mine.map((e) => [e.id, e] as const)]));
      },
    });
  }, [token, online, day, schoolId]);

  // A day outside the window: read online.
  useEffect(() => {
    setFailed(false);
    if (inWindow || !schoolId || !online) return;
    const controller = new AbortController();
    getDayTripEvents(schoolId, day, { signal: controller.signal, quiet: 'unreachable' })
      .then((events) => setFetched({ day, events }))
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [inWindow, schoolId, day, online]);

  const trips = useMemo((): DayTrip[] | undefined => {
    if (!local) return undefined;
    const base = inWindow ? local.events : fetched?.day === day ? fetched.events : [];
    const all = new Map(base.map((e) => [e.id, e]));
    for (const [id, e] of live) all.set(id, e);
    const order = { morning: 0, afternoon: 1 };
    return local.routes
      .sort((a, b) => order[a.period] - order[b.period] || a.name.localeCompare(b.name, 'zh-CN'))
      .map((route) => {
        const events = [...all.values()].filter((e) => e.routeId === route.id);
        const riders = local.riders.filter((r) => r.routeId === route.id);
        const state = tripState(events);
        return {
          route,
          events,
          state,
          riders,
          counts: tripCounts(
            state,
            riders.map((r) => r.studentId),
          ),
          status: statusOf(state),
        };
      });
  }, [local, live, fetched, inWindow, day]);

  return { trips, inWindow, failed, loading: !inWindow && online && fetched?.day !== day && !failed };
}
