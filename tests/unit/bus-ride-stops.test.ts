import { describe, expect, it } from 'vitest';
import type { BusRouteRow } from '@contract/bus/fleet';
import { type BusTripEventRow, busRiderId } from '@contract/bus/trips';
import { tripState } from '@contract/bus/trip-fold';
import { stopChildren } from '@/features/bus/trips/ride-model';

/** Which children the boarding app lists first at a stop (src/features/bus/trips/ride-model.ts). */
describe('the boarding app: a stop’s children first', () => {
  const stops = [0, 1, 2].map((i) => `00000000-0000-7000-8000-00000000000${i}`);
  const [s0, s1, s2] = stops as [string, string, string];
  const kids = [0, 1, 2, 3].map((i) => `00000000-0000-7000-8000-00000000010${i}`);
  const [a, b, c, d] = kids as [string, string, string, string];
  const route = (period: BusRouteRow['period']): BusRouteRow => ({
    id: '00000000-0000-7000-8000-000000000200',
    schoolId: 1,
    name: '一号线',
    period,
    stops: stops.map((stopId, i) => ({ stopId, time: `07:${10 + i * 10}` })),
    carId: null,
    driverId: null,
    escortId: 9,
    escortName: '',
    disabled: false,
  });
  // Morning: a and b board at s0, c at s1; the bus ends at school (s2).
  const riders = (r: BusRouteRow, at: [string, string][]) =>
    at.map(([studentId, stopId]) => ({ id: busRiderId(r.id, studentId), schoolId: 1, routeId: r.id, stopId, studentId }));
  let n = 0;
  const tap = (kind: BusTripEventRow['kind'], studentId: string, stopId: string) =>
    ({
      id: `00000000-0000-7000-8000-0000000003${String(n).padStart(2, '0')}`,
      kind,
      studentId,
      stopId,
      targetId: null,
      hlc: String(++n).padStart(5, '0'),
      day: '2026-11-26',
    }) as const;

  it('in the morning: who boards here first, then the others by their stop; at school everyone on board', () => {
    const r = route('morning');
    const list = riders(r, [
      [c, s1],
      [a, s0],
      [b, s0],
    ]);
    expect(stopChildren(r, list, 0, tripState([]))).toEqual({ here: [a, b], others: [c] });
    const state = tripState([tap('board', a, s0), tap('absent', b, s0), tap('board', c, s1)]);
    const atSchool = stopChildren(r, list, 2, state);
    expect(new Set(atSchool.here)).toEqual(new Set([a, c]));
    expect(atSchool.others).toEqual([b]);
  });

  it('a child tapped at a stop stays in sight there, on the list or not', () => {
    const r = route('morning');
    const list = riders(r, [[a, s0]]);
    const state = tripState([tap('board', d, s1)]);
    expect(stopChildren(r, list, 1, state).here).toEqual([d]);
    expect(stopChildren(r, list, 0, state)).toEqual({ here: [a], others: [d] });
  });

  it('in the afternoon: everyone still waiting at the first stop, who alights here at the others', () => {
    const r = route('afternoon');
    const list = riders(r, [
      [a, s1],
      [b, s2],
    ]);
    expect(new Set(stopChildren(r, list, 0, tripState([])).here)).toEqual(new Set([a, b]));
    expect(stopChildren(r, list, 2, tripState([tap('board', a, s0), tap('board', b, s0)])).here).toEqual([b]);
  });
});
