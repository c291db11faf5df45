import type { BusTripEventRow, TripTapKind } from './trips';
import { winsOver } from '../attendance/day-fold';

/**
 * The state of one trip (a route on a day) from its events, shared by the boarding app, the control centre, the
 * server's checks and the tests. It depends on the set of events only, never on their order of arrival:
 * - an undo takes back the tap it names (an undo is never itself undone: the app undoes by tapping again);
 * - a child's state is their remaining tap with the greatest HLC stamp (contract/attendance/day-fold.ts's rule): 上车 → on the
 *   bus, 下车 → alighted, 缺乘 → absent; no tap → waiting;
 * - the trip is closed by its close event with the greatest stamp.
 */
export type RiderState = 'waiting' | 'onBoard' | 'alighted' | 'absent';
export const RIDER_STATE_LABEL: Record<RiderState, string> = { waiting: '待上车', onBoard: '在车上', alighted: '已下车', absent: '缺乘' };
const STATE_OF_TAP: Record<TripTapKind, RiderState> = { board: 'onBoard', alight: 'alighted', absent: 'absent' };

export type TripEvent = Pick<BusTripEventRow, 'id' | 'kind' | 'studentId' | 'targetId' | 'hlc' | 'day'>;

export interface TripCounts {
  /** The route's riders (应乘). */
  expected: number;
  onBoard: number;
  alighted: number;
  absent: number;
  waiting: number;
}

export interface TripState<E extends TripEvent> {
  /** Child → the tap that settles their state (children without a remaining tap are absent from the map). */
  taps: Map<string, E>;
  /** The taps that still count, in the order the rule settles them: the last one is what 撤销 takes back. */
  history: E[];
  close: E | null;
}

export function tripState<E extends TripEvent>(events: Iterable<E>): TripState<E> {
  const all = [...events];
  const undone = new Set(all.flatMap((e) => (e.kind === 'undo' && e.targetId ? [e.targetId] : [])));
  const taps = new Map<string, E>();
  const history: E[] = [];
  let close: E | null = null;
  for (const e of all) {
    if (e.kind === 'close') {
      if (!close || winsOver(e, close)) close = e;
    } else if (e.kind !== 'undo' && e.studentId && !undone.has(e.id)) {
      history.push(e);
      const held = taps.get(e.studentId);
      if (!held || winsOver(e, held)) taps.set(e.studentId, e);
    }
  }
  history.sort((a, b) => (winsOver(a, b) ? 1 : -1));
  return { taps, history, close };
}

/** A child's state on the trip. */
export function riderState(state: TripState<TripEvent>, studentId: string): RiderState {
  const tap = state.taps.get(studentId);
  return tap ? STATE_OF_TAP[tap.kind as TripTapKind] : 'waiting';
}

/** The children still on the bus: who keeps a trip from closing (the "no child left on the bus" check). */
export const onBoard = (state: TripState<TripEvent>): string[] =>
  [...state.taps].flatMap(([studentId, tap]) => (tap.kind === 'board' ? [studentId] : []));

/** The tap 撤销 would take back, or null. */
export const lastTap = <E extends TripEvent>(state: TripState<E>): E | null => state.history.at(-1) ?? null;

/**
 * The running counts of a trip: `riderIds` are the children the route expects; a child tapped on the trip though
 * not (or no longer) on the list still counts where they are (a child on the bus is never left out).
 */
export function tripCounts(state: TripState<TripEvent>, riderIds: readonly string[]): TripCounts {
  const c: TripCounts = { expected: riderIds.length, onBoard: 0, alighted: 0, absent: 0, waiting: 0 };
  const seen = new Set<string>();
  for (const id of [...riderIds, ...state.taps.keys()]) {
    if (seen.has(id)) continue;
    seen.add(id);
    const s = riderState(state, id);
    c[s]++;
  }
  return c;
}
