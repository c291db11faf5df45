import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { BusPositionMsg, encodeBusDayTrack } from '@contract';
import type { Db } from '../../db/client';
import { busCars, busFixes, busTrackDays } from '../../db/schema';
import { chinaDayStart } from '../../lib/format';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';

/**
 * A car's China day as the compact binary (contract encodeBusDayTrack): the stored record when it is current, else
 * rebuilt from the fixes and stored with the version it was built from (a fix stored meanwhile keeps it stale).
 * Another school's car, or one of none of the user's schools, is refused.
 */
export async function busDayTrack(ctx: AuthedContext, input: { schoolId: number; carId: string; day: string }): Promise<Uint8Array> {
  assertSchoolInScope(ctx, input.schoolId);
  const [car] = await ctx.db
    .select({ id: busCars.id })
    .from(busCars)
    .where(and(eq(busCars.id, input.carId), eq(busCars.schoolId, input.schoolId)));
  if (!car) throw AppError.notFound(BusPositionMsg.missingCar);
  return readDayTrack(ctx.db, input.carId, input.day);
}

export async function readDayTrack(db: Db, carId: string, day: string): Promise<Uint8Array> {
  const start = chinaDayStart(day);
  const where = and(eq(busTrackDays.carId, carId), eq(busTrackDays.day, day));
  const [record] = await db.select().from(busTrackDays).where(where);
  if (!record) return encodeBusDayTrack(start.getTime(), []);
  if (record.builtVersion === record.version && record.track) return record.track;
  const startMs = start.getTime();
  const fixes = await db
    .select({ time: busFixes.deviceTime, lat: busFixes.lat, lng: busFixes.lng, speed: busFixes.speed, direction: busFixes.direction })
    .from(busFixes)
    .where(and(eq(busFixes.carId, carId), gte(busFixes.deviceTime, start), lt(busFixes.deviceTime, new Date(startMs + 86_400_000))))
    .orderBy(asc(busFixes.deviceTime));
  const track = encodeBusDayTrack(
    startMs,
    fixes.map((f) => ({
      t: Math.round((f.time.getTime() - startMs) / 1000),
      lat: f.lat,
      lng: f.lng,
      speed: f.speed,
      direction: f.direction,
    })),
  );
  await db
    .update(busTrackDays)
    .set({ track, points: fixes.length, builtVersion: record.version })
    .where(and(where, sql`${busTrackDays.builtVersion} < ${record.version}`));
  return track;
}
