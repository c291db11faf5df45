import { BusTripMsg, type BusTripEventRow, type MutationArgs } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { messageParents } from './parent-messages';
import { assertNewEvent, insertTripEvent, tripFor } from './trip-access';

/** Takes back a tap of an open trip (an undo is an event too: the tap stays stored, the fold leaves it out). */
export async function undoTripTap(ctx: AuthedContext, args: MutationArgs<'busTrip.undo'>): Promise<BusTripEventRow> {
  const trip = await tripFor(ctx, args);
  if (trip.state.close) throw AppError.badRequest(BusTripMsg.closed);
  await assertNewEvent(ctx, args.id);
  const target = trip.state.history.find((e) => e.id === args.targetId);
  if (!target) throw AppError.badRequest(BusTripMsg.noTarget);
  const row = await insertTripEvent(ctx, trip.route, {
    ...args,
    kind: 'undo',
    studentId: null,
    stopId: null,
    reason: '',
    forced: false,
    leftOnBoard: [],
  });
  // Parents told of the tap get a correction.
  await messageParents(ctx, trip.route, [{ event: row, tap: target }]);
  await recordMutation(ctx, args.schoolId, 'busTrip.undo', `${trip.route.name} ${args.day}`);
  return row;
}
