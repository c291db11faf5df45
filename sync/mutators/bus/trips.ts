import { BusTripMsg, type BusTripEventRow } from '@contract/bus/trips';
import { onBoard, tripState } from '@contract/bus/trip-fold';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import type { AreaMutators } from '../types';

/**
 * The client halves of the rider and trip services: the same checks on the replica, so the boarding app refuses
 * at once what the server would (a closed trip, a close while a child is on board). Who recorded an event is left
 * empty here: the server writes the signed-in member, and the pull brings it back.
 */
async function openTrip(tx: MutatorTx, a: { schoolId: number; routeId: string; day: string }) {
  const route = await tx.get('busRoutes', a.routeId);
  if (!route || route.schoolId !== a.schoolId) throw new MutationError(BusTripMsg.route);
  const events = await tx.where('busTripEvents', '[routeId+day]', [a.routeId, a.day]);
  const state = tripState(events);
  if (state.close) throw new MutationError(BusTripMsg.closed);
  return state;
}

const event = (a: { id: string; schoolId: number; routeId: string; day: string; hlc: string; createTime: string }) => ({
  id: a.id,
  schoolId: a.schoolId,
  routeId: a.routeId,
  day: a.day,
  hlc: a.hlc,
  createTime: a.createTime,
  recordedBy: null,
  recorderName: '',
});

export const busRiderMutators = {
  async 'busRider.save'(tx, a) {
    const route = await tx.get('busRoutes', a.routeId);
    if (!route || route.schoolId !== a.schoolId) throw new MutationError(BusTripMsg.route);
    if (!route.stops.some((s) => s.stopId === a.stopId)) throw new MutationError(BusTripMsg.stopNotOnRoute);
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(BusTripMsg.childNotInSchool);
    await tx.put('busRiders', { ...a });
  },
  async 'busRider.delete'(tx, a) {
    const row = await tx.get('busRiders', a.id);
    if (row && row.schoolId === a.schoolId) await tx.delete('busRiders', a.id);
  },
} satisfies AreaMutators<'busRiders'>;

export const busTripMutators = {
  async 'busTrip.tap'(tx, a) {
    await openTrip(tx, a);
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(BusTripMsg.childNotInSchool);
    const row: BusTripEventRow = {
      ...event(a),
      kind: a.kind,
      studentId: a.studentId,
      stopId: a.stopId,
      targetId: null,
      reason: a.reason,
      forced: false,
      leftOnBoard: [],
    };
    await tx.put('busTripEvents', row);
  },
  async 'busTrip.undo'(tx, a) {
    const state = await openTrip(tx, a);
    if (!state.history.some((e) => e.id === a.targetId)) throw new MutationError(BusTripMsg.noTarget);
    const row: BusTripEventRow = {
      ...event(a),
      kind: 'undo',
      studentId: null,
      stopId: null,
      targetId: a.targetId,
      reason: '',
      forced: false,
      leftOnBoard: [],
    };
    await tx.put('busTripEvents', row);
  },
  async 'busTrip.close'(tx, a) {
    const state = await openTrip(tx, a);
    const left = onBoard(state);
    if (left.length > 0 && !a.forced) {
      const names = await Promise.all(left.map(async (id) => (await tx.get('students', id))?.name ?? ''));
      throw new MutationError(BusTripMsg.stillOnBoard(names));
    }
    const forced = left.length > 0;
    const row: BusTripEventRow = {
      ...event(a),
      kind: 'close',
      studentId: null,
      stopId: null,
      targetId: null,
      reason: forced ? a.reason : '',
      forced,
      leftOnBoard: left,
    };
    await tx.put('busTripEvents', row);
  },
} satisfies AreaMutators<'busTrips'>;
