import { asc, desc, eq } from 'drizzle-orm';
import type { BusLastPosition } from '@contract';
import { busCars, busFixes } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/**
 * /device/selectLastLon: each car of the school with its latest fix (by the terminal's time), cars without one left
 * out. One index lookup per car (a school has tens), never a scan of the fixes.
 */
export async function lastPositions(ctx: AuthedContext, input: { schoolId: number }): Promise<BusLastPosition[]> {
  assertSchoolInScope(ctx, input.schoolId);
  const cars = await ctx.db
    .select({ id: busCars.id, plate: busCars.plate, gpsDeviceId: busCars.gpsDeviceId })
    .from(busCars)
    .where(eq(busCars.schoolId, input.schoolId))
    .orderBy(asc(busCars.plate));
  const out: BusLastPosition[] = [];
  for (const car of cars) {
    const [fix] = await ctx.db.select().from(busFixes).where(eq(busFixes.carId, car.id)).orderBy(desc(busFixes.deviceTime)).limit(1);
    if (!fix) continue;
    out.push({
      carId: car.id,
      plate: car.plate,
      gpsDeviceId: car.gpsDeviceId,
      lat: fix.lat / 1e6,
      lng: fix.lng / 1e6,
      speed: fix.speed / 10,
      direction: fix.direction,
      time: fix.deviceTime.toISOString(),
      receivedAt: fix.receivedAt.toISOString(),
    });
  }
  return out;
}
