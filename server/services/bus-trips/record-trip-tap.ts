import { and, eq } from 'drizzle-orm';
import { BusTripMsg, type BusTripEventRow, type MutationArgs, TRIP_KIND_LABEL } from '@contract';
import { busStops, students } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { recordMutation } from '../operation-log/record-operation';
import { messageParents } from './parent-messages';
import { assertNewEvent, assertTripOpen, insertTripEvent, tripRouteFor } from './trip-access';

/**
 * Records one tap (上车, 下车, 缺乘) as a new event, as the device stamped it. Any child of the school is taken, on
 * the route's list or not: a child who got on the bus is a fact to keep, whatever the list says now. A boarding or
 * alighting tells the child's parents (parent-messages.ts).
 */
export async function recordTripTap(ctx: AuthedContext, args: MutationArgs<'busTrip.tap'>): Promise<BusTripEventRow> {
  const route = await tripRouteFor(ctx, args);
  await assertTripOpen(ctx, args);
  await assertNewEvent(ctx, args.id);
  const [child] = await ctx.db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.id, args.studentId), eq(students.schoolId, args.schoolId)));
  if (!child) throw AppError.notFound(BusTripMsg.childNotInSchool);
  const [stop] = await ctx.db
    .select({ name: busStops.name })
    .from(busStops)
    .where(and(eq(busStops.id, args.stopId), eq(busStops.schoolId, args.schoolId)));
  if (!stop) throw AppError.notFound(BusTripMsg.stopNotOnRoute);
  const row = await insertTripEvent(ctx, { ...args, targetId: null, forced: false, leftOnBoard: [] });
  await messageParents(ctx, route, row, row, { child: child.name, stop: stop.name });
  await recordMutation(
    ctx,
    args.schoolId,
    'busTrip.tap',
    `${route.name} ${args.day} ${stop.name} ${child.name} ${TRIP_KIND_LABEL[args.kind]}`,
  );
  return row;
}
