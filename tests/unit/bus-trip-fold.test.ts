import { describe, expect, it } from 'vitest';
import { lastTap, onBoard, riderState, type TripEvent, tripCounts, tripState } from '@contract';

const ev = (id: string, hlc: string, kind: TripEvent['kind'], studentId: string | null, targetId: string | null = null): TripEvent => ({
  id,
  hlc,
  kind,
  studentId,
  targetId,
  day: '2026-11-26',
});

describe('a trip’s state from its events (contract/bus/trip-fold.ts)', () => {
  const events = [
    ev('e1', '1', 'board', 'a'),
    ev('e2', '2', 'board', 'b'),
    ev('e3', '3', 'absent', 'c'),
    ev('e4', '4', 'alight', 'a'),
    ev('e5', '5', 'undo', null, 'e2'),
  ];

  it('settles each child by their latest remaining tap, whatever order the events arrive in', () => {
    for (const order of [events, [...events].reverse(), [events[4], events[0], events[3], events[2], events[1]]]) {
      const s = tripState(order as TripEvent[]);
      expect([riderState(s, 'a'), riderState(s, 'b'), riderState(s, 'c'), riderState(s, 'd')]).toEqual([
        'alighted',
        'waiting',
        'absent',
        'waiting',
      ]);
      expect(lastTap(s)?.id).toBe('e4');
    }
  });

  it('counts the route’s riders, and a child tapped though not on the list', () => {
    const s = tripState([...events, ev('e6', '6', 'board', 'x')]);
    expect(tripCounts(s, ['a', 'b', 'c', 'd'])).toEqual({ expected: 4, onBoard: 1, alighted: 1, absent: 1, waiting: 2 });
    expect(onBoard(s)).toEqual(['x']);
  });

  it('is closed by its close event; an undone tap no longer keeps a child on board', () => {
    const s = tripState([ev('e1', '1', 'board', 'a'), ev('e2', '2', 'undo', null, 'e1'), ev('e3', '3', 'close', null)]);
    expect(onBoard(s)).toEqual([]);
    expect(s.close?.id).toBe('e3');
    expect(lastTap(s)).toBeNull();
  });
});
