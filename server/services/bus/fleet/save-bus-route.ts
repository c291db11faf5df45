import { BusMsg, type BusRouteRow, type MutationArgs, routeIssue } from '@contract';
import { busRoutes } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toBusRouteRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { schoolStaff } from '../../notifications/list-recipients';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { ownBusRow, refuse, schoolBusRows } from './bus-rows';

/**
 * Adds a route or replaces the record with this id (doRouteInfo): its stops in order with rising times, and a
 * car, driver and escort teacher of the school (the escort's name is the member's own, whatever the client sent).
 */
export async function saveBusRoute(ctx: AuthedContext, args: MutationArgs<'busRoute.save'>): Promise<BusRouteRow> {
  assertSchoolInScope(ctx, args.schoolId);
  await ownBusRow(ctx.db, args.schoolId, 'busRoutes', args.id);
  const [stops, cars, drivers] = [
    await schoolBusRows(ctx.db, args.schoolId, 'busStops'),
    await schoolBusRows(ctx.db, args.schoolId, 'busCars'),
    await schoolBusRows(ctx.db, args.schoolId, 'busDrivers'),
  ];
  refuse(routeIssue(args, { stops, cars, drivers }));
  let escortName = '';
  if (args.escortId !== null) {
    const member = (await schoolStaff(ctx.db, args.schoolId)).find((s) => s.userId === args.escortId);
    if (!member) throw AppError.badRequest(BusMsg.escort);
    escortName = member.userName;
  }
  const { id, ...fields } = { ...args, escortName };
  const [row] = await ctx.db
    .insert(busRoutes)
    .values({ id, ...fields })
    .onConflictDoUpdate({ target: busRoutes.id, set: fields })
    .returning();
  if (!row || row.id !== id) throw new Error('route upsert returned nothing');
  const out = toBusRouteRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busRoutes', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'busRoute.save', row.disabled ? `${row.name}（停用）` : row.name);
  return out;
}
