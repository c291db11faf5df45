import type { BusRouteRow } from '@contract/bus/fleet';
import type { BusRiderRow, TripTapKind } from '@contract/bus/trips';
import { type RiderState, riderState, type TripEvent, type TripState } from '@contract/bus/trip-fold';

/** A tap the screen shows before the replica holds its event (usePendingMarks: subject the child, the trip's day). */
export interface PendingTap extends TripEvent {
  kind: TripTapKind;
  studentId: string;
  stopId: string;
  reason: string;
}

/** The buttons of a child's row and the state each one leads to. */
export const TAPS: { kind: TripTapKind; label: string; state: RiderState }[] = [
  { kind: 'board', label: '上车', state: 'onBoard' },
  { kind: 'alight', label: '下车', state: 'alighted' },
  { kind: 'absent', label: '缺乘', state: 'absent' },
];

/**
 * The children of a stop first, the rest after: in the morning who boards at this stop (and, at the last stop,
 * the school, everyone still on the bus); in the afternoon who alights here (and, at the first stop, everyone to
 * board); and whoever was last tapped at this stop. A child tapped on the trip but not on the list is among the
 * rest, never hidden.
 */
export function stopChildren(
  route: BusRouteRow,
  riders: readonly BusRiderRow[],
  stopIndex: number,
  state: TripState<TripEvent & { stopId: string | null }>,
): { here: string[]; others: string[] } {
  const stopId = route.stops[stopIndex]?.stopId;
  const last = stopIndex === route.stops.length - 1;
  const ids = [...new Set([...riders.map((r) => r.studentId), ...state.taps.keys()])];
  const stopOf = new Map(riders.map((r) => [r.studentId, r.stopId]));
  const isHere = (id: string) => {
    // Their stop, or the stop where they were last tapped (a child stays in sight where the teacher tapped them).
    if (stopOf.get(id) === stopId || state.taps.get(id)?.stopId === stopId) return true;
    const s = riderState(state, id);
    if (route.period === 'morning') return last && s === 'onBoard';
    return stopIndex === 0 && s === 'waiting';
  };
  const here: string[] = [];
  const others: string[] = [];
  for (const id of ids) (isHere(id) ? here : others).push(id);
  // The rest by the order of their stops on the route.
  const order = new Map(route.stops.map((s, i) => [s.stopId, i]));
  const rank = (id: string) => order.get(stopOf.get(id) ?? '') ?? route.stops.length;
  others.sort((a, b) => rank(a) - rank(b));
  return { here, others };
}
