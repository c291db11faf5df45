import { eq } from 'drizzle-orm';
import { busFixes, busRoutes, busStops, busTrackDays } from '../db/schema';
import { demoTripDays } from './demo-bus-trips';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
/** Seconds between two fixes: a trip of ~50 minutes is ~200 fixes. */
const EVERY_S = 15;
/** How long before its first stop a bus sets out (from about 1.4 km before it). */
const LEAD_MIN = 5;
/** Time at a stop: arriving a minute before its planned time, leaving a minute after; five minutes at the last. */
const BEFORE_MS = 60_000;
const AFTER_MS = 60_000;
const LAST_STAY_MS = 5 * 60_000;
const METRES_PER_DEGREE = 111_195;

interface Waypoint {
  ms: number;
  lat: number;
  lng: number;
}

/**
 * The bus's positions on one trip: it waits at each stop from a minute before its planned time to a minute after (the
 * taps of server/seed/demo-bus-trips.ts fall inside), drives straight between stops, a fix every EVERY_S seconds.
 */
export function tripFixes(day: string, calls: { time: string; lat: number; lng: number }[]) {
  const at = (hhmm: string) => Date.parse(`${day}T${hhmm}:00+08:00`);
  const first = calls[0];
  if (!first) return [];
  const points: Waypoint[] = [{ ms: at(first.time) - LEAD_MIN * 60_000, lat: first.lat - 0.01, lng: first.lng - 0.008 }];
  calls.forEach((c, i) => {
    const planned = at(c.time);
    points.push({ ms: planned - BEFORE_MS, lat: c.lat, lng: c.lng });
    points.push({ ms: planned + (i === calls.length - 1 ? LAST_STAY_MS : AFTER_MS), lat: c.lat, lng: c.lng });
  });
  const fixes: { ms: number; lat: number; lng: number; speed: number; direction: number }[] = [];
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1] as Waypoint;
    const b = points[k] as Waypoint;
    const dy = (b.lat - a.lat) * METRES_PER_DEGREE;
    const dx = (b.lng - a.lng) * METRES_PER_DEGREE * Math.cos((a.lat * Math.PI) / 180);
    const metres = Math.hypot(dx, dy);
    const seconds = (b.ms - a.ms) / 1000;
    // 0.1 km/h, as JT/T 808 sends it.
    const speed = metres > 1 && seconds > 0 ? Math.round((metres / seconds) * 36) : 0;
    const direction = speed > 0 ? Math.round(((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360) : 0;
    for (let ms = a.ms; ms < b.ms; ms += EVERY_S * 1000) {
      const f = (ms - a.ms) / (b.ms - a.ms);
      fixes.push({ ms, lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f, speed, direction });
    }
  }
  const end = points.at(-1) as Waypoint;
  fixes.push({ ms: end.ms, lat: end.lat, lng: end.lng, speed: 0, direction: 0 });
  return fixes;
}

/**
 * The recorded tracks of the demo kindergarten's past trips (seedDemoBusTrips' days): each route's car along its
 * stops at their planned times, so 轨迹回放 plays those days. A few hundred fixes a trip, in a few inserts; each
 * car-day is marked stale, so its compact track is built on the first read (server/services/bus/positions).
 */
export async function seedDemoBusTracks({ tx, seedAt }: DemoSeedContext): Promise<void> {
  const routes = await tx.select().from(busRoutes).where(eq(busRoutes.schoolId, SCHOOL_ID));
  const stops = new Map((await tx.select().from(busStops).where(eq(busStops.schoolId, SCHOOL_ID))).map((s) => [s.id, s]));
  const rows: (typeof busFixes.$inferInsert)[] = [];
  const days: (typeof busTrackDays.$inferInsert)[] = [];
  for (const day of demoTripDays(seedAt)) {
    const cars = new Set<string>();
    for (const route of routes) {
      if (!route.carId || route.disabled) continue;
      const calls = route.stops.flatMap((rs) => {
        const s = stops.get(rs.stopId);
        return s ? [{ time: rs.time, lat: s.lat, lng: s.lng }] : [];
      });
      for (const f of tripFixes(day, calls)) {
        rows.push({
          carId: route.carId,
          deviceTime: new Date(f.ms),
          schoolId: SCHOOL_ID,
          lat: Math.round(f.lat * 1e6),
          lng: Math.round(f.lng * 1e6),
          speed: f.speed,
          direction: f.direction,
          altitude: 12,
          receivedAt: new Date(f.ms + 1000),
        });
      }
      cars.add(route.carId);
    }
    for (const carId of cars) days.push({ carId, day, schoolId: SCHOOL_ID, version: 1, builtVersion: 0 });
  }
  for (let i = 0; i < rows.length; i += 2000)
    await tx
      .insert(busFixes)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
  if (days.length > 0) await tx.insert(busTrackDays).values(days).onConflictDoNothing();
}
