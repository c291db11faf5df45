import { and, eq } from 'drizzle-orm';
import { BusTripMsg, type BusRiderRow, type MutationArgs } from '@contract';
import { busRiders, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toBusRiderRow } from '../../../replication/bus/trip-rows';
import { busRowOrFail } from '../fleet/bus-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';

/**
 * Puts a child on a route at one of its stops, or moves them to another stop of it (the row id is derived from
 * route and child, so saving again is a move, never a second seat).
 */
export async function saveBusRider(ctx: AuthedContext, args: MutationArgs<'busRider.save'>): Promise<BusRiderRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const route = await busRowOrFail(ctx.db, args.schoolId, 'busRoutes', args.routeId);
  if (!route.stops.some((s) => s.stopId === args.stopId)) throw AppError.badRequest(BusTripMsg.stopNotOnRoute);
  const [child] = await ctx.db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.id, args.studentId), eq(students.schoolId, args.schoolId)));
  if (!child) throw AppError.notFound(BusTripMsg.childNotInSchool);
  const [row] = await ctx.db
    .insert(busRiders)
    .values(args)
    .onConflictDoUpdate({ target: busRiders.id, set: { stopId: args.stopId } })
    .returning();
  if (!row) throw new Error('rider upsert returned nothing');
  const out = toBusRiderRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busRiders', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'busRider.save', `${route.name} ${child.name}`);
  return out;
}
