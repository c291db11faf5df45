import { randomBytes } from 'node:crypto';
import { busDevices } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { secretHash } from './fixes';
import { schoolCarId } from './school-car';

/**
 * A new tracker key for one of the school's cars, shown this once and stored hashed; the previous key stops
 * working. A phone tracker posts to /device/ingest with the car's GPS device id and this key.
 */
export async function issueTrackerKey(ctx: AuthedContext, input: { schoolId: number; carId: string }): Promise<{ key: string }> {
  const carId = await schoolCarId(ctx, input);
  const key = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  const set = { trackerKeyHash: secretHash(key), keyIssuedAt: now, updatedAt: now };
  await ctx.db
    .insert(busDevices)
    .values({ carId, ...set })
    .onConflictDoUpdate({ target: busDevices.carId, set });
  return { key };
}
