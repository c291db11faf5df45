import type { BusRouteRow, BusTripEventRow, StudentRow } from '@contract';
import { tripCounts, tripState } from '@contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TripDetailDialog } from '@/features/bus/operations/TripDetailDialog';
import type { BusBook, DayTrip } from '@/features/bus/operations/use-day-trips';
import { renderWithProviders } from './render';

const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const route: BusRouteRow = {
  id: id(1),
  schoolId: 101,
  name: '二号线（晚）',
  period: 'afternoon',
  stops: [
    { stopId: id(2), time: '16:40' },
    { stopId: id(3), time: '16:50' },
  ],
  carId: null,
  driverId: null,
  escortId: null,
  escortName: '',
  disabled: false,
};
const child = (n: number, name: string) => ({ id: id(n), schoolId: 101, classId: id(9), name }) as StudentRow;
const kids = [child(10, '林杰'), child(11, '曾雨可'), child(12, '吴萱')];
const book: BusBook = {
  routes: new Map([[route.id, route]]),
  stops: new Map([
    [id(2), { id: id(2), schoolId: 101, name: '本园正门', lat: 0, lng: 0, address: '', disabled: false }],
    [id(3), { id: id(3), schoolId: 101, name: '园岭新村', lat: 0, lng: 0, address: '', disabled: false }],
  ]),
  cars: new Map(),
  drivers: new Map(),
  students: new Map(kids.map((k) => [k.id, k])),
  classes: new Map([[id(9), { id: id(9), name: '大一班' } as never]]),
};
let stamp = 0;
const event = (
  kind: BusTripEventRow['kind'],
  studentId: string | null,
  stopId: string | null,
  at: string,
  more: Partial<BusTripEventRow> = {},
) => ({
  id: id(100 + ++stamp),
  schoolId: 101,
  routeId: route.id,
  day: '2026-11-20',
  kind,
  studentId,
  stopId,
  targetId: null,
  reason: '',
  forced: false,
  leftOnBoard: [],
  hlc: `${String(1_700_000_000_000 + stamp).padStart(18, '0')}:00000:c-test`,
  recordedBy: 5,
  recorderName: '陈建国',
  createTime: at,
  ...more,
});

/** Times show in the browser's zone (China's at a school): what the test's zone makes of the device time. */
const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

describe('行程详情', () => {
  it('lists each child with their state, tap times and an absence reason; a forced end is said in red', () => {
    const events: BusTripEventRow[] = [
      event('board', id(10), id(2), '2026-11-20T16:41:00+08:00'),
      event('alight', id(10), id(3), '2026-11-20T16:51:00+08:00'),
      event('board', id(11), id(2), '2026-11-20T16:41:30+08:00'),
      event('absent', id(12), id(2), '2026-11-20T16:40:00+08:00', { reason: '生病' }),
      event('close', null, null, '2026-11-20T17:20:00+08:00', { forced: true, reason: '家长未到站', leftOnBoard: [id(11)] }),
    ];
    const state = tripState(events);
    const riders = kids.map((k) => ({ id: k.id, schoolId: 101, routeId: route.id, stopId: id(3), studentId: k.id }));
    const trip: DayTrip = {
      route,
      events,
      state,
      riders,
      counts: tripCounts(
        state,
        kids.map((k) => k.id),
      ),
      status: 'forced',
    };
    renderWithProviders(<TripDetailDialog trip={trip} day="2026-11-20" book={book} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(`强制结束：家长未到站（${hhmm('2026-11-20T17:20:00+08:00')}）`)).toBeTruthy();
    const row = (name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;
    expect(row('林杰').textContent).toContain('已下车');
    expect(row('林杰').textContent).toContain(hhmm('2026-11-20T16:41:00+08:00'));
    expect(row('林杰').textContent).toContain(hhmm('2026-11-20T16:51:00+08:00'));
    expect(row('曾雨可').textContent).toContain('在车上');
    expect(row('吴萱').textContent).toContain('缺乘');
    expect(row('吴萱').textContent).toContain('生病');
  });
});
