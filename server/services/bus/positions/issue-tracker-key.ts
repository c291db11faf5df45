import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BusPositionMsg } from '@contract';
import { busCars, busDevices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { secretHash } from './fixes';

/**
 * A new tracker key for one of the school's cars, shown this once and stored hashed; the previous key stops
 * working. A phone tracker posts to /device/ingest with the car's GPS device id and this key.
 */
export async function issueTrackerKey(ctx: AuthedContext, input: { schoolId: number; carId: string }): Promise<{ key: string }> {
  assertSchoolInScope(ctx, input.schoolId);
  const [car] = await ctx.db
    .select({ id: busCars.id })
    .from(busCars)
    .where(and(eq(busCars.id, input.carId), eq(busCars.schoolId, input.schoolId)));
  if (!car) throw AppError.notFound(BusPositionMsg.missingCar);
  const key = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  const set = { trackerKeyHash: secretHash(key), keyIssuedAt: now, updatedAt: now };
  await ctx.db
    .insert(busDevices)
    .values({ carId: car.id, ...set })
    .onConflictDoUpdate({ target: busDevices.carId, set });
  return { key };
}
