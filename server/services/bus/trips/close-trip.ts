import { eq } from 'drizzle-orm';
import { BusTripMsg, type BusTripEventRow, type MutationArgs, onBoard, riderState } from '@contract';
import { busRiders } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { alertPrincipal } from './alert-principal';
import { assertNewEvent, childNames, insertTripEvent, tripFor } from './trip-access';

/**
 * Ends a trip. While a child is on the bus (by the server's own fold of the events) the trip does not close, and
 * the answer names them; a forced close keeps who was left on board and why, and alerts the principal. Riders the
 * teacher never marked (still 待上车: neither boarded nor absent) do not keep the trip open, but the principal is
 * alerted of them by name too.
 */
export async function closeTrip(ctx: AuthedContext, args: MutationArgs<'busTrip.close'>): Promise<BusTripEventRow> {
  const trip = await tripFor(ctx, args);
  if (trip.state.close) throw AppError.badRequest(BusTripMsg.closed);
  await assertNewEvent(ctx, args.id);
  const left = onBoard(trip.state);
  if (left.length > 0 && !args.forced) throw AppError.badRequest(BusTripMsg.stillOnBoard(await childNames(ctx, args.schoolId, left)));
  const row = await insertTripEvent(ctx, trip.route, {
    ...args,
    kind: 'close',
    studentId: null,
    stopId: null,
    targetId: null,
    forced: left.length > 0,
    reason: left.length > 0 ? args.reason : '',
    leftOnBoard: left,
  });
  const riders = await ctx.db.select({ studentId: busRiders.studentId }).from(busRiders).where(eq(busRiders.routeId, trip.route.id));
  const unmarked = riders.map((r) => r.studentId).filter((id) => riderState(trip.state, id) === 'waiting');
  if (row.forced || unmarked.length > 0) await alertPrincipal(ctx, trip, row, unmarked);
  await recordMutation(ctx, args.schoolId, 'busTrip.close', `${trip.route.name} ${args.day}${row.forced ? '（强制结束）' : ''}`);
  return row;
}
