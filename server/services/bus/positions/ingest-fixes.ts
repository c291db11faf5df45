import { and, eq, sql } from 'drizzle-orm';
import { BusPositionMsg, type IngestInput } from '@contract';
import { busCars, busDevices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { ServiceContext } from '../../context';
import { type Fix, fixIssue, secretHash } from './fixes';
import { countStored, newFixes, type OnFixesStored, storeFixes } from './store-fixes';

/**
 * POST /device/ingest: a phone tracker's batch under its car's GPS device id and tracker key. The whole batch is
 * checked first (a bad fix refuses it with the fix's number, nothing stored); fixes already stored are skipped.
 * `onStored` hears of the new fixes once committed (the alert engine; not awaited).
 */
export async function ingestFixes(
  ctx: ServiceContext,
  input: IngestInput,
  onStored?: OnFixesStored,
): Promise<{ received: number; stored: number }> {
  const digits = input.deviceId.replace(/^0+/, '');
  const [car] = await ctx.db
    .select({ carId: busCars.id, schoolId: busCars.schoolId })
    .from(busCars)
    .innerJoin(busDevices, eq(busDevices.carId, busCars.id))
    .where(
      and(sql`ltrim(${busCars.gpsDeviceId}, '0') = ${digits}`, eq(busDevices.trackerKeyHash, secretHash(input.key)), eq(busCars.status, 1)),
    );
  if (!car) throw AppError.forbidden(BusPositionMsg.badKey);
  const now = ctx.clock.now();
  const days = ctx.config.busTrackDays;
  const fixes: Fix[] = input.fixes.map((f, i) => {
    const fix: Fix = {
      ...car,
      time: new Date(f.time),
      lat: Math.round(f.lat * 1e6),
      lng: Math.round(f.lng * 1e6),
      speed: Math.round(f.speed * 10),
      direction: Math.round(f.direction) % 360,
      altitude: Math.round(f.altitude),
      alarm: 0,
      status: 0,
    };
    const issue = fixIssue(fix, now, days);
    if (issue) throw AppError.badRequest(`第${i + 1}个定位点：${issue}`);
    return fix;
  });
  const keys = await storeFixes(ctx.db, fixes);
  if (onStored && keys.size > 0) onStored(newFixes(fixes, keys));
  return { received: fixes.length, stored: countStored(fixes, keys) };
}
