import { describe, expect, it } from 'vitest';
import { type BusAlert, distanceM, mergeBusAlerts, routeRunsAt } from '@contract';
import { type JudgeContext, type JudgeFix, judgeFixes, judgeQuiet } from '../../server/services/bus/alerts/judge';

/** Thursday 2026-11-26 and Saturday 2026-11-28, China time. */
const thu = (hhmmss: string) => Date.parse(`2026-11-26T${hhmmss}+08:00`);
const sat = (hhmmss: string) => Date.parse(`2026-11-28T${hhmmss}+08:00`);
const A = { lat: 22.545231, lng: 114.027153 };
const B = { lat: 22.540118, lng: 114.018762 };
const ctx: JudgeContext = {
  overspeedKmh: 60,
  corridorM: 25,
  parkingMinutes: 10,
  routes: [
    {
      id: 'r1',
      name: '一号线（早）',
      stops: [
        { ...A, time: '07:10' },
        { ...B, time: '07:55' },
      ],
    },
  ],
};
let n = 0;
const newId = () => `alert-${++n}`;
const secs = (from: number, count: number, speed: (i: number) => number, at = A): JudgeFix[] =>
  Array.from({ length: count }, (_, i) => ({ time: from + i * 1000, ...at, speed: speed(i) }));
const kinds = (actions: { op: string; alert?: { kind: string } }[]) => actions.map((a) => (a.op === 'raise' ? a.alert?.kind : a.op));

describe('the bus alert judge', () => {
  it('overspeed: 9 s above is nothing; a dip under 30 s stays one episode; 30 s below ends it', () => {
    expect(
      judgeFixes(
        null,
        secs(thu('07:20:00'), 10, () => 70),
        ctx,
        newId,
      ).actions,
    ).toEqual([]);
    const dip = [
      ...secs(thu('07:20:00'), 15, () => 70),
      ...secs(thu('07:20:15'), 10, () => 50),
      ...secs(thu('07:20:25'), 15, (i) => 70 + i),
      ...secs(thu('07:20:40'), 31, () => 40),
    ];
    const { actions, state } = judgeFixes(null, dip, ctx, newId);
    expect(kinds(actions)).toEqual(['overspeed', 'end']);
    expect(actions[1]).toMatchObject({ op: 'end', endedAt: thu('07:20:39'), value: 84 });
    expect(state?.over).toBeUndefined();
  });

  it('judges each fix once: a made-up batch older than the last fix judged changes nothing', () => {
    const first = judgeFixes(
      null,
      secs(thu('07:30:00'), 5, () => 30),
      ctx,
      newId,
    );
    const late = judgeFixes(
      first.state,
      secs(thu('07:29:00'), 20, () => 90),
      ctx,
      newId,
    );
    expect(late.actions).toEqual([]);
    expect(late.state?.t).toBe(thu('07:30:04'));
  });

  it('off-route and parking are judged only while a route runs (a weekday window), overspeed always', () => {
    const far = { lat: A.lat + 0.01, lng: A.lng };
    expect(distanceM(A, far)).toBeGreaterThan(1000);
    expect(kinds(judgeFixes(null, [{ time: thu('07:30:00'), ...far, speed: 20 }], ctx, newId).actions)).toEqual(['offRoute']);
    expect(judgeFixes(null, [{ time: sat('07:30:00'), ...far, speed: 20 }], ctx, newId).actions).toEqual([]);
    expect(judgeFixes(null, [{ time: thu('09:00:00'), ...far, speed: 20 }], ctx, newId).actions).toEqual([]);
    expect(
      kinds(
        judgeFixes(
          null,
          secs(sat('07:30:00'), 12, () => 100, far),
          ctx,
          newId,
        ).actions,
      ),
    ).toEqual(['overspeed']);
    // A trip recorded on the Saturday runs the route that day.
    const trip = { ...ctx, routes: ctx.routes.map((r) => ({ ...r, tripDays: ['2026-11-28'] })) };
    expect(kinds(judgeFixes(null, [{ time: sat('07:30:00'), ...far, speed: 20 }], trip, newId).actions)).toEqual(['offRoute']);
    expect(routeRunsAt(ctx.routes[0]?.stops ?? [], new Date(thu('06:55:00')))).toBe(true);
    expect(routeRunsAt(ctx.routes[0]?.stops ?? [], new Date(thu('08:25:01')))).toBe(false);
  });

  it('a quiet car: its episodes end at their last fix; silent only while its route runs', () => {
    const { state } = judgeFixes(
      null,
      secs(thu('07:20:00'), 15, () => 80),
      ctx,
      newId,
    );
    if (!state) throw new Error('no state');
    expect(judgeQuiet(state, thu('07:24:00'), ctx, newId).actions).toEqual([]);
    const quiet = judgeQuiet(state, thu('07:26:00'), ctx, newId);
    expect(kinds(quiet.actions)).toEqual(['end', 'silent']);
    expect(quiet.actions[0]).toMatchObject({ endedAt: thu('07:20:14') });
    expect(judgeQuiet(quiet.state, thu('07:30:00'), ctx, newId).actions).toEqual([]);
    expect(kinds(judgeQuiet(state, thu('09:00:00'), ctx, newId).actions)).toEqual(['end']);
    // The next fix ends the silent alert.
    expect(
      kinds(
        judgeFixes(
          quiet.state,
          secs(thu('07:31:00'), 1, () => 20),
          ctx,
          newId,
        ).actions,
      ),
    ).toEqual(['end']);
  });
});

describe('mergeBusAlerts (the lists that take the bus socket)', () => {
  const alert = (id: string, over: Partial<BusAlert> = {}): BusAlert => ({
    id,
    schoolId: 101,
    carId: 'c1',
    plate: '粤B12345D',
    kind: 'overspeed',
    routeId: null,
    routeName: '',
    startedAt: '2026-11-26T00:00:00.000Z',
    endedAt: null,
    lat: null,
    lng: null,
    value: 80,
    limit: 60,
    message: '',
    ackUserId: null,
    ackName: '',
    ackAt: null,
    ...over,
  });
  it('replaces a known alert, puts a new matching one first, leaves out a new one the filter excludes', () => {
    const list = [alert('a'), alert('b')];
    const acked = alert('b', { ackName: '王丽华', ackAt: '2026-11-26T01:00:00.000Z' });
    const merged = mergeBusAlerts(list, [acked, alert('c', { startedAt: '2026-11-26T02:00:00.000Z' })]);
    expect(merged.map((a) => a.id)).toEqual(['c', 'a', 'b']);
    expect(merged[2]?.ackName).toBe('王丽华');
    expect(mergeBusAlerts(list, [alert('d', { kind: 'parking' })], { kind: 'overspeed' }).map((a) => a.id)).toEqual(['a', 'b']);
    expect(mergeBusAlerts(list, [alert('e', { endedAt: '2026-11-26T03:00:00.000Z' })], { state: 'open' })).toHaveLength(2);
  });
});
