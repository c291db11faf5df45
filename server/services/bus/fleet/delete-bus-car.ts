import { eq } from 'drizzle-orm';
import { BusMsg, FuelCardMsg, type MutationArgs, routeUsing } from '@contract';
import { busCars } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { announceTrackDays } from '../positions/track-day-changes';
import { busRowOrFail, schoolBusRows } from './bus-rows';

/** Deletes a car no route is assigned to (a route's car is changed first). */
export async function deleteBusCar(ctx: AuthedContext, args: MutationArgs<'busCar.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const car = await busRowOrFail(ctx.db, args.schoolId, 'busCars', args.id);
  const route = routeUsing(await schoolBusRows(ctx.db, args.schoolId, 'busRoutes'), 'carId', args.id);
  if (route) throw AppError.badRequest(BusMsg.carInUse(route));
  const cards = await schoolBusRows(ctx.db, args.schoolId, 'busFuelCards');
  if (cards.some((c) => c.carId === args.id)) throw AppError.badRequest(FuelCardMsg.carHasCards);
  await ctx.db.delete(busCars).where(eq(busCars.id, args.id));
  // Its fixes and days go with it (ON DELETE CASCADE): the day-track caches drop its days on commit.
  await announceTrackDays(ctx.db, args.schoolId, [{ carId: args.id, day: '*' }]);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busCars', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'busCar.delete', car.plate);
  return null;
}
