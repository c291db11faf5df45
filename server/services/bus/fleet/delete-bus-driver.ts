import { eq } from 'drizzle-orm';
import { BusMsg, type MutationArgs, routeUsing } from '@contract';
import { busDrivers } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { busRowOrFail, schoolBusRows } from './bus-rows';

/** Deletes a driver no route is assigned to (a route's driver is changed first). */
export async function deleteBusDriver(ctx: AuthedContext, args: MutationArgs<'busDriver.delete'>): Promise<null> {
  assertSchoolInScope(ctx, args.schoolId);
  const driver = await busRowOrFail(ctx.db, args.schoolId, 'busDrivers', args.id);
  const route = routeUsing(await schoolBusRows(ctx.db, args.schoolId, 'busRoutes'), 'driverId', args.id);
  if (route) throw AppError.badRequest(BusMsg.driverInUse(route));
  await ctx.db.delete(busDrivers).where(eq(busDrivers.id, args.id));
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busDrivers', op: 'del', row: { id: args.id } }]);
  await recordMutation(ctx, args.schoolId, 'busDriver.delete', driver.name);
  return null;
}
