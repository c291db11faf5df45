import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import { decodeBusDayTrack, encodeBusDayTrack } from '@contract';
import type { Db } from '../../../db/client';
import { busFixes, busTrackDays } from '../../../db/schema';
import { chinaDayStart } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { schoolCarId } from './school-car';
import type { CachedDay, TrackDayCache } from './track-day-cache';

/**
 * A car's China day as the compact binary (contract encodeBusDayTrack): the stored record when it is current, else
 * brought up to date (the newer fixes appended, or rebuilt from all of them) and stored with the version it was
 * built from (a fix stored meanwhile keeps it stale).
 * Another school's car, or one of none of the user's schools, is refused.
 */
export async function busDayTrack(ctx: AuthedContext, input: { schoolId: number; carId: string; day: string }): Promise<Uint8Array> {
  return readDayTrack(ctx.db, await schoolCarId(ctx, input), input.day);
}

/**
 * The same read through the day-track cache (GET /api/getHistoryTrajectory): a day kept for this school and car is
 * answered with no query; else the car is checked and the day read as above, and kept.
 */
export async function cachedBusDayTrack(
  ctx: AuthedContext,
  cache: TrackDayCache,
  input: { schoolId: number; carId: string; day: string },
): Promise<CachedDay> {
  assertSchoolInScope(ctx, input.schoolId);
  return cache.read(input.schoolId, input.carId, input.day, () => busDayTrack(ctx, input));
}

const DAY_MS = 86_400_000;
type Record = typeof busTrackDays.$inferSelect;

export async function readDayTrack(db: Db, carId: string, day: string): Promise<Uint8Array> {
  const startMs = chinaDayStart(day).getTime();
  const where = and(eq(busTrackDays.carId, carId), eq(busTrackDays.day, day));
  const [record] = await db.select().from(busTrackDays).where(where);
  if (!record) return encodeBusDayTrack(startMs, []);
  if (record.builtVersion === record.version && record.track) return record.track;
  const appended = await appendNewer(db, record, startMs);
  const { track, points } = appended ?? (await rebuild(db, carId, startMs));
  await db
    .update(busTrackDays)
    .set({ track, points, builtVersion: record.version })
    .where(and(where, sql`${busTrackDays.builtVersion} < ${record.version}`));
  return track;
}

const fixColumns = {
  time: busFixes.deviceTime,
  lat: busFixes.lat,
  lng: busFixes.lng,
  speed: busFixes.speed,
  direction: busFixes.direction,
};
const toPoint = (startMs: number) => (f: { time: Date; lat: number; lng: number; speed: number; direction: number }) => ({
  t: Math.round((f.time.getTime() - startMs) / 1000),
  lat: f.lat,
  lng: f.lng,
  speed: f.speed,
  direction: f.direction,
});
const inDay = (carId: string, fromMs: number, startMs: number) =>
  and(eq(busFixes.carId, carId), gte(busFixes.deviceTime, new Date(fromMs)), lt(busFixes.deviceTime, new Date(startMs + DAY_MS)));

async function rebuild(db: Db, carId: string, startMs: number) {
  const fixes = await db
    .select(fixColumns)
    .from(busFixes)
    .where(inDay(carId, startMs, startMs))
    .orderBy(asc(busFixes.deviceTime));
  return { track: encodeBusDayTrack(startMs, fixes.map(toPoint(startMs))), points: fixes.length };
}

/**
 * A live day grows at its end: the fixes after the stored track's last point are appended, when they and the stored
 * points are all the day has (one count on the key). A fix that came late with an earlier time makes the count
 * disagree, and the day is rebuilt whole.
 */
async function appendNewer(db: Db, record: Record, startMs: number) {
  if (!record.track || record.points === 0) return null;
  const stored = decodeBusDayTrack(record.track);
  const lastT = stored.time[stored.time.length - 1] ?? 0;
  // Every stored point rounds to a second ≤ lastT, so it is before lastT + 0.5 s.
  const newer = await db
    .select(fixColumns)
    .from(busFixes)
    .where(inDay(record.carId, startMs + lastT * 1000 + 500, startMs))
    .orderBy(asc(busFixes.deviceTime));
  const [all] = await db
    .select({ n: count() })
    .from(busFixes)
    .where(inDay(record.carId, startMs, startMs));
  if (all?.n !== stored.time.length + newer.length) return null;
  const points = Array.from(stored.time, (t, i) => ({
    t,
    lat: stored.lat[i] ?? 0,
    lng: stored.lng[i] ?? 0,
    speed: stored.speed[i] ?? 0,
    direction: stored.direction[i] ?? 0,
  }));
  points.push(...newer.map(toPoint(startMs)));
  return { track: encodeBusDayTrack(startMs, points), points: points.length };
}
