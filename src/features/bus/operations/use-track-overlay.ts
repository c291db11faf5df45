import type { BusAlert } from '@contract/bus/alerts';
import { TRIP_KIND_LABEL } from '@contract/bus/trips';
import { clockOf } from '@workers/trajectory/track-analysis';
import { useMemo } from 'react';
import type { BusBook, DayTrip } from './use-day-trips';

/** A mark on the timeline: the car's routes' taps and trip ends, and the car's alerts of the day. */
export interface TimelineMark {
  /** Seconds from the day's start. */
  t: number;
  kind: 'board' | 'alight' | 'close' | 'alert';
  label: string;
}

/** China midnight of a day, epoch ms (the bus-day's `time` counts seconds from it). */
const chinaDayStartMs = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** What 轨迹回放 lays over a car's day: its routes and stops under the track, and the marks on the timeline. */
export function useTrackOverlay(
  book: BusBook | undefined,
  trips: DayTrip[] | undefined,
  carId: string | null,
  day: string,
  alerts: BusAlert[] | undefined,
) {
  // The car's routes that day: drawn under the track, and their taps on the timeline.
  const carTrips = useMemo(() => (trips ?? []).filter((trip) => trip.route.carId === carId), [trips, carId]);
  const base = useMemo(() => {
    const routes = carTrips.map((trip) =>
      trip.route.stops.flatMap((rs) => {
        const s = book?.stops.get(rs.stopId);
        return s ? [{ lat: s.lat, lng: s.lng, name: s.name }] : [];
      }),
    );
    const seen = new Set<string>();
    const stops = routes.flat().filter((s) => !seen.has(s.name) && seen.add(s.name));
    return { routes, stops };
  }, [carTrips, book]);
  const marks = useMemo((): TimelineMark[] => {
    const start = chinaDayStartMs(day);
    const out: TimelineMark[] = [];
    for (const trip of carTrips) {
      for (const e of trip.state.history) {
        if (e.kind !== 'board' && e.kind !== 'alight') continue;
        const at = Date.parse(e.createTime);
        if (Number.isNaN(at)) continue;
        const who = (e.studentId && book?.students.get(e.studentId)?.name) || '';
        const where = (e.stopId && book?.stops.get(e.stopId)?.name) || '';
        out.push({
          t: (at - start) / 1000,
          kind: e.kind,
          label: `${clockOf((at - start) / 1000)} ${who}${TRIP_KIND_LABEL[e.kind]}${where ? `（${where}）` : ''}`,
        });
      }
      const close = trip.state.close;
      if (close) {
        const at = Date.parse(close.createTime);
        if (!Number.isNaN(at))
          out.push({ t: (at - start) / 1000, kind: 'close', label: `${clockOf((at - start) / 1000)} ${trip.route.name}结束行程` });
      }
    }
    for (const a of alerts ?? []) {
      const at = Date.parse(a.startedAt);
      if (!Number.isNaN(at)) out.push({ t: (at - start) / 1000, kind: 'alert', label: `${clockOf((at - start) / 1000)} ${a.message}` });
    }
    return out;
  }, [carTrips, day, book, alerts]);
  return { base, marks };
}
