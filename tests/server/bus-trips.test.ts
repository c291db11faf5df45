import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusTripMsg, busRiderId, decodeBusDayTrack, nextHlc, uuidv7 } from '@contract';
import { readDayTrack } from '../../server/services/bus/positions/bus-day-track';
import { busRiders, busRoutes, busStops, busTripEvents, busTripMessages } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** The boarding app's events as the server takes them (contract/bus/trips.ts, contract/bus/trip-fold.ts). */
describe('bus trips: taps, undo and the end-of-trip check', () => {
  let t: TestApp;
  let busTeacher: Signed;
  let teacher: Signed;
  let routeId: string;
  let stopId: string;
  let riders: string[];
  let last: string | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    busTeacher = await loginSigned(t, 'xiaoche');
    teacher = await loginSigned(t, 'jiaoshi');
    const [route] = await t.database.db
      .select()
      .from(busRoutes)
      .where(and(eq(busRoutes.schoolId, 101), eq(busRoutes.period, 'morning')));
    routeId = route?.id ?? '';
    stopId = route?.stops[0]?.stopId ?? '';
    riders = (await t.database.db.select().from(busRiders).where(eq(busRiders.routeId, routeId))).map((r) => r.studentId);
  });
  afterAll(() => t.close());

  const day = '2026-11-22';
  const stamp = () => {
    last = nextHlc(last, Date.now(), 'c-test');
    return last;
  };
  const base = () => ({ id: uuidv7(), schoolId: 101, routeId, day, hlc: stamp(), createTime: '2026-11-22T07:10:00.000Z' });
  /** One mutation from a new device (each starts its counter at 1). */
  async function push(name: string, args: Record<string, unknown>, as = busTeacher) {
    const res = await protocolClient(t, as).push([{ id: 1, name, args }]);
    return res.body.results?.[0];
  }

  it('a push of many taps applies each as it would alone: refused ones in the middle hold back none after them', async () => {
    const sunday = { routeId, day: '2026-11-15' };
    const [a, b] = riders as [string, string];
    const boardA = { ...base(), ...sunday, kind: 'board', studentId: a, stopId };
    const taps = [
      boardA,
      { ...base(), ...sunday, kind: 'board', studentId: b, stopId },
      { ...boardA, hlc: stamp() },
      { ...base(), ...sunday, kind: 'fly', studentId: a, stopId },
      { ...base(), ...sunday, kind: 'board', studentId: uuidv7(), stopId },
      { ...base(), ...sunday, kind: 'board', studentId: b, stopId: uuidv7() },
      { ...base(), ...sunday, kind: 'alight', studentId: a, stopId },
    ];
    const device = protocolClient(t, busTeacher);
    const mutations = taps.map((args, i) => ({ id: i + 1, name: 'busTrip.tap', args }));
    const res = await device.push(mutations);
    expect(res.body.lastMutationId).toBe(7);
    expect(res.body.results?.map((r: { status: string; msg?: string }) => [r.status, r.msg])).toEqual([
      ['applied', undefined],
      ['applied', undefined],
      ['rejected', BusTripMsg.exists],
      ['rejected', expect.any(String)],
      ['rejected', BusTripMsg.childNotInSchool],
      ['rejected', BusTripMsg.stopNotOnRoute],
      ['applied', undefined],
    ]);
    const stored = await t.database.db
      .select()
      .from(busTripEvents)
      .where(and(eq(busTripEvents.routeId, routeId), eq(busTripEvents.day, sunday.day)));
    expect(stored.map((e) => e.kind).sort()).toEqual(['alight', 'board', 'board']);
    const told = await t.database.db.select().from(busTripMessages).where(eq(busTripMessages.day, sunday.day));
    expect(told.map((m) => m.kind).sort()).toEqual(['alight', 'board', 'board']);
    // The same push again (its answer lost): acknowledged with the same outcomes, nothing stored or sent twice.
    const again = await device.push(mutations);
    expect(again.body.results?.map((r: { status: string; msg?: string }) => [r.status, r.msg])[2]).toEqual([
      'duplicate',
      BusTripMsg.exists,
    ]);
    expect(await t.database.db.select().from(busTripMessages).where(eq(busTripMessages.day, sunday.day))).toHaveLength(3);
  });

  it('the demo morning route has its riders, with rider ids derived from route and child', async () => {
    expect(riders.length).toBe(13);
    const rows = await t.database.db.select().from(busRiders).where(eq(busRiders.routeId, routeId));
    for (const r of rows) expect(r.id).toBe(busRiderId(r.routeId, r.studentId));
  });

  it('refuses to close while a child is on board, naming the child; closes once all have alighted', async () => {
    const [a, b] = riders as [string, string];
    const board = { ...base(), kind: 'board', studentId: a, stopId };
    expect(await push('busTrip.tap', board)).toEqual({ id: 1, status: 'applied' });
    expect(await push('busTrip.tap', { ...base(), kind: 'absent', studentId: b, stopId, reason: '请假' })).toEqual({
      id: 1,
      status: 'applied',
    });
    const refused = await push('busTrip.close', base());
    expect(refused?.status).toBe('rejected');
    expect(refused?.msg).toMatch(/^车上还有幼儿未下车：\S+$/);
    expect(await push('busTrip.tap', { ...base(), kind: 'alight', studentId: a, stopId })).toEqual({ id: 1, status: 'applied' });
    expect(await push('busTrip.close', base())).toEqual({ id: 1, status: 'applied' });
    const late = await push('busTrip.tap', { ...base(), kind: 'board', studentId: a, stopId });
    expect(late).toMatchObject({ status: 'rejected', msg: BusTripMsg.closed });
  });

  it('an undo takes back the tap it names, and a forced close keeps who was left on board', async () => {
    const other = { routeId, day: '2026-11-21' };
    const [a, b] = riders as [string, string];
    const tapA = { ...base(), ...other, kind: 'board', studentId: a, stopId };
    const tapB = { ...base(), ...other, kind: 'board', studentId: b, stopId };
    await push('busTrip.tap', tapA);
    await push('busTrip.tap', tapB);
    expect(await push('busTrip.undo', { ...base(), ...other, targetId: tapB.id })).toEqual({ id: 1, status: 'applied' });
    expect(await push('busTrip.close', { ...base(), ...other, forced: true })).toMatchObject({
      status: 'rejected',
      msg: BusTripMsg.forceReason,
    });
    expect(await push('busTrip.close', { ...base(), ...other, forced: true, reason: '幼儿由家长在车上接走' })).toEqual({
      id: 1,
      status: 'applied',
    });
    const [close] = await t.database.db
      .select()
      .from(busTripEvents)
      .where(and(eq(busTripEvents.routeId, routeId), eq(busTripEvents.day, other.day), eq(busTripEvents.kind, 'close')));
    expect(close).toMatchObject({ forced: true, leftOnBoard: [a], reason: '幼儿由家长在车上接走' });
  });

  it('the demo’s past trips have recorded tracks: each car-day along its route, from before the first stop to the school', async () => {
    const db = t.database.db;
    const [route] = await db.select().from(busRoutes).where(eq(busRoutes.id, routeId));
    const [close] = await db
      .select()
      .from(busTripEvents)
      .where(and(eq(busTripEvents.routeId, routeId), eq(busTripEvents.kind, 'close')))
      .orderBy(busTripEvents.day)
      .limit(1);
    const day = close?.day ?? '';
    const track = decodeBusDayTrack(await readDayTrack(db, route?.carId ?? '', day));
    // A few hundred fixes a trip (seeding stays fast), never a day without.
    expect(track.time.length).toBeGreaterThan(100);
    expect(track.time.length).toBeLessThan(600);
    const stops = await db.select().from(busStops).where(eq(busStops.schoolId, 101));
    const at = (id: string | undefined) => stops.find((s) => s.id === id);
    const school = at(route?.stops.at(-1)?.stopId);
    const near = (i: number, s: { lat: number; lng: number } | undefined) =>
      Math.abs((track.lat[i] ?? 0) / 1e6 - (s?.lat ?? 0)) < 0.0005 && Math.abs((track.lng[i] ?? 0) / 1e6 - (s?.lng ?? 0)) < 0.0005;
    expect(near(track.time.length - 1, school)).toBe(true);
    // At the first stop at its planned time (07:10 China, seconds from the day's start).
    const [h = 0, m = 0] = (route?.stops[0]?.time ?? '').split(':').map(Number);
    const i = track.time.findIndex((s) => s >= h * 3600 + m * 60);
    expect(near(i, at(route?.stops[0]?.stopId))).toBe(true);
  });

  it('only the route’s bus teacher (or who may record on every route) records on it', async () => {
    const tap = () => ({ ...base(), day: '2026-11-15', kind: 'board', studentId: riders[0], stopId });
    expect(await push('busTrip.tap', tap(), teacher)).toMatchObject({ status: 'rejected', code: 403 });
    const principal = await loginSigned(t, 'yuanzhang');
    expect(await push('busTrip.tap', tap(), principal)).toEqual({ id: 1, status: 'applied' });
  });

  it('puts a child on a route at one of its stops, refuses a stop the route does not call at and another school’s route', async () => {
    const principal = await loginSigned(t, 'yuanzhang');
    const child = riders[0] ?? '';
    const [route] = await t.database.db.select().from(busRoutes).where(eq(busRoutes.id, routeId));
    const second = route?.stops[1]?.stopId ?? '';
    expect(
      await push('busRider.save', { id: busRiderId(routeId, child), schoolId: 101, routeId, stopId: second, studentId: child }, principal),
    ).toEqual({ id: 1, status: 'applied' });
    const [moved] = await t.database.db
      .select()
      .from(busRiders)
      .where(eq(busRiders.id, busRiderId(routeId, child)));
    expect(moved?.stopId).toBe(second);
    expect(
      await push(
        'busRider.save',
        { id: busRiderId(routeId, child), schoolId: 101, routeId, stopId: uuidv7(), studentId: child },
        principal,
      ),
    ).toMatchObject({
      status: 'rejected',
      msg: BusTripMsg.stopNotOnRoute,
    });
    expect(
      await push('busRider.save', { id: busRiderId(routeId, child), schoolId: 102, routeId, stopId: second, studentId: child }, principal),
    ).toMatchObject({ status: 'rejected' });
    await push('busRider.save', { id: busRiderId(routeId, child), schoolId: 101, routeId, stopId, studentId: child }, principal);
  });
});
