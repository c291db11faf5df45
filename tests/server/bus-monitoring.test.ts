import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusSocketMessage, type IncrementalInfo, MonitorMsg, nextHlc, type OperationInfo, type ScrollItem, uuidv7 } from '@contract';
import { busCars, busFixes, busRiders, busRoutes } from '../../server/db/schema';
import { TripEventHub } from '../../server/services/bus/operations/trip-event-hub';
import { chinaDayOf, type Fix } from '../../server/services/bus/positions/fixes';
import { POSITIONS_CHANNEL, storeFixes } from '../../server/services/bus/positions/store-fixes';
import { PokeHub } from '../../server/sync/pokes';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** Live monitoring (docs/bus-tracking.md "Monitoring"): the three /v2/monitoring calls and the bus socket's positions. */
describe('bus monitoring', () => {
  let t: TestApp;
  let principal: Signed;
  let busTeacher: Signed;
  let teacher: Signed;
  let cars: (typeof busCars.$inferSelect)[];
  let otherCar: string;
  let route: typeof busRoutes.$inferSelect;
  let riders: string[];
  let hlc: string | undefined;

  const fix = (carId: string, schoolId: number, ago: number, speed: number, i = 0): Fix => ({
    carId,
    schoolId,
    time: new Date(Math.floor((Date.now() - ago) / 1000) * 1000),
    lat: 22_545_231 + i * 90,
    lng: 114_027_153 + i * 80,
    speed,
    direction: 90,
    altitude: 10,
    alarm: 0,
    status: 3,
  });
  const carOf = (plate: string) => cars.find((c) => c.plate === plate) as (typeof cars)[number];
  /** The app's clock is the test's: keep it on the wall clock, which the fixes' arrival times (the database's) follow. */
  const syncClock = () => t.clock.advance(Date.now() - t.clock.now().getTime());
  const get: TestApp['get'] = (...args) => {
    syncClock();
    return t.get(...args);
  };
  const data = async <T>(res: Promise<{ json(): unknown }>): Promise<T> => {
    const body = (await res).json() as { code: number; msg: string; data: T };
    expect(body.code, body.msg).toBe(200);
    return body.data;
  };
  const operation = (as = principal) => data<OperationInfo>(get('/v2/monitoring/getOperationInfo', { schoolId: 101 }, as));

  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    busTeacher = await loginSigned(t, 'xiaoche');
    teacher = await loginSigned(t, 'jiaoshi');
    cars = await t.database.db.select().from(busCars).where(eq(busCars.schoolId, 101));
    otherCar = uuidv7();
    await t.database.db
      .insert(busCars)
      .values({ id: otherCar, schoolId: 102, plate: '粤B99999D', model: '宇通', seats: 19, gpsDeviceId: '013877770001' });
    [route] = (await t.database.db
      .select()
      .from(busRoutes)
      .where(and(eq(busRoutes.schoolId, 101), eq(busRoutes.period, 'morning')))) as [typeof route];
    riders = (await t.database.db.select().from(busRiders).where(eq(busRiders.routeId, route.id))).map((r) => r.studentId);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new trip event of the morning route, stamped now. */
  const tripEvent = () => {
    hlc = nextHlc(hlc, Date.now(), 'c-monitor');
    return { id: uuidv7(), schoolId: 101, routeId: route.id, day: chinaDayOf(new Date()), hlc, createTime: new Date().toISOString() };
  };
  const tap = (studentId: string, kind = 'board') => ({ ...tripEvent(), kind, studentId, stopId: route.stops[0]?.stopId });

  it('getOperationInfo: every car of the school with status, speed and children on board, and the routes with stops', async () => {
    const [a, b, c] = [...cars].sort((x, y) => x.plate.localeCompare(y.plate, 'zh-CN'));
    if (!a || !b || !c) throw new Error('the demo school has three cars');
    await storeFixes(t.database.db, [
      fix(a.id, 101, 5000, 300, 0),
      fix(a.id, 101, 2000, 420, 1),
      fix(b.id, 101, 3000, 10),
      fix(otherCar, 102, 1000, 200),
    ]);
    // The third car's only fix is old: it reached the server 6 minutes ago, so the car is 离线.
    await t.database.db.insert(busFixes).values({
      ...fix(c.id, 101, 6 * 60_000, 0),
      deviceTime: new Date(Date.now() - 6 * 60_000),
      receivedAt: new Date(Date.now() - 6 * 60_000),
    });
    const kids = [riders[0] ?? '', riders[1] ?? ''];
    const routeCar = carOf(cars.find((k) => k.id === route.carId)?.plate ?? '');
    const push = protocolClient(t, busTeacher);
    await push.push([
      { id: 1, name: 'busTrip.tap', args: tap(kids[0] ?? '') },
      { id: 2, name: 'busTrip.tap', args: tap(kids[1] ?? '') },
    ]);

    const info = await operation();
    expect(Math.abs(info.cursor - Date.now())).toBeLessThan(60_000);
    expect(info.cars.map((k) => k.plate)).toEqual([a.plate, b.plate, c.plate]);
    expect(info.cars.map((k) => k.status)).toEqual(['moving', 'parked', 'offline']);
    expect(info.cars[0]?.position).toMatchObject({ speed: 42, lat: 22.545321, lng: 114.027233, direction: 90 });
    expect(info.cars[1]?.position?.speed).toBe(1);
    expect(info.cars.find((k) => k.carId === routeCar.id)?.onBoard).toBe(2);
    expect(info.cars.filter((k) => k.carId !== routeCar.id).every((k) => k.onBoard === 0)).toBe(true);
    const shown = info.routes.find((r) => r.routeId === route.id);
    expect(shown?.stops.map((s) => s.stopId)).toEqual(route.stops.map((s) => s.stopId));
    expect(shown?.stops[0]?.lat).toBeGreaterThan(20);
    // Another school's car is never listed.
    expect(info.cars.some((k) => k.carId === otherCar)).toBe(false);
  });

  it('getIncrementalInfo: only what changed after the cursor; a child getting off is news for its car', async () => {
    const first = await operation();
    const b = [...cars].sort((x, y) => x.plate.localeCompare(y.plate, 'zh-CN'))[1];
    if (!b) throw new Error('no car');
    const nothing = await data<IncrementalInfo>(
      get('/v2/monitoring/getIncrementalInfo', { schoolId: 101, since: first.cursor }, principal),
    );
    expect(nothing.cars).toEqual([]);
    expect(nothing.events).toEqual([]);
    await new Promise((r) => setTimeout(r, 5));
    await storeFixes(t.database.db, [fix(b.id, 101, 0, 250)]);
    const moved = await data<IncrementalInfo>(
      get('/v2/monitoring/getIncrementalInfo', { schoolId: 101, since: nothing.cursor }, principal),
    );
    expect(moved.cars.map((k) => [k.plate, k.status, k.position?.speed])).toEqual([[b.plate, 'moving', 25]]);
    expect(moved.cursor).toBeGreaterThanOrEqual(nothing.cursor);

    await new Promise((r) => setTimeout(r, 5));
    const off = tap(riders[0] ?? '', 'alight');
    syncClock();
    await protocolClient(t, busTeacher).push([{ id: 1, name: 'busTrip.tap', args: off }]);
    const alighted = await data<IncrementalInfo>(
      get('/v2/monitoring/getIncrementalInfo', { schoolId: 101, since: moved.cursor }, principal),
    );
    expect(alighted.cars.map((k) => [k.carId, k.onBoard])).toEqual([[route.carId, 1]]);
    expect(alighted.events.map((e) => [e.id, e.kind])).toEqual([[off.id, 'alight']]);
    expect(alighted.removed).toEqual([]);
    // Taken back: the child is on board again and the ticker drops the line.
    await new Promise((r) => setTimeout(r, 5));
    syncClock();
    const undo = { ...tripEvent(), targetId: off.id };
    await protocolClient(t, busTeacher).push([{ id: 1, name: 'busTrip.undo', args: undo }]);
    const undone = await data<IncrementalInfo>(
      get('/v2/monitoring/getIncrementalInfo', { schoolId: 101, since: alighted.cursor }, principal),
    );
    expect(undone.cars.map((k) => [k.carId, k.onBoard])).toEqual([[route.carId, 2]]);
    expect(undone.removed).toEqual([off.id]);
    expect(undone.events).toEqual([]);

    const bad = await get('/v2/monitoring/getIncrementalInfo', { schoolId: 101 }, principal);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(MonitorMsg.since);
    const old = await get('/v2/monitoring/getIncrementalInfo', { schoolId: 101, since: Date.now() - 2 * 86_400_000 }, principal);
    expect(old.json().msg).toBe(MonitorMsg.tooOld);
  });

  it('getScrollInfo: the ticker, newest first, with the plate, the route, the child and the stop; a car gone silent', async () => {
    const items = await data<ScrollItem[]>(get('/v2/monitoring/getScrollInfo', { schoolId: 101, limit: 50 }, principal));
    const plate = cars.find((c) => c.id === route.carId)?.plate ?? '';
    const taps = items.filter((i) => i.kind !== 'offline');
    expect(taps.map((i) => i.kind)).toEqual(['board', 'board']);
    expect(taps[0]?.text).toMatch(new RegExp(`^${plate} ${route.name}：\\S+ 上车（.+）$`));
    expect(items.filter((i) => i.kind === 'offline').map((i) => i.text)).toEqual([expect.stringMatching(/离线（5分钟无定位）$/)]);
    const times = items.map((i) => Date.parse(i.time));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(await data<ScrollItem[]>(get('/v2/monitoring/getScrollInfo', { schoolId: 101, limit: 1 }, principal))).toHaveLength(1);
    const bad = await get('/v2/monitoring/getScrollInfo', { schoolId: 101, limit: 1000 }, principal);
    expect([bad.statusCode, bad.json().msg]).toEqual([400, MonitorMsg.limit]);
  });

  it('refuses members without the monitoring page and schools not their own', async () => {
    for (const path of ['getOperationInfo', 'getScrollInfo', 'getIncrementalInfo']) {
      const res = await get(`/v2/monitoring/${path}`, { schoolId: 101, since: Date.now() - 1000 }, teacher);
      expect(res.statusCode).toBe(403);
      const other = await get(`/v2/monitoring/${path}`, { schoolId: 102, since: Date.now() - 1000 }, busTeacher);
      expect(other.statusCode).toBe(403);
    }
    // Bus staff follow the cars of the routes they escort only.
    const escorted = (await t.database.db.select().from(busRoutes).where(eq(busRoutes.schoolId, 101))).filter(
      (r) => r.escortId === busTeacher.userId && !r.disabled,
    );
    const theirs = await operation(busTeacher);
    expect(theirs.routes.map((r) => r.routeId).sort()).toEqual(escorted.map((r) => r.id).sort());
    expect(theirs.cars.map((c) => c.carId).sort()).toEqual([...new Set(escorted.flatMap((r) => (r.carId ? [r.carId] : [])))].sort());
    expect(theirs.cars.length).toBeLessThan(cars.length);
    // No tile layer is configured in tests: the plain base.
    expect(await data(get('/v2/monitoring/getMapConfig', { schoolId: 101 }, principal))).toEqual({ tiles: null });
  });

  it('the bus socket sends new positions per school, once a second at most, never another school’s cars', async () => {
    const pokes = new PokeHub();
    const positionPokes = new PokeHub();
    await pokes.start({ listen: t.database.listen });
    await positionPokes.start({ listen: t.database.listen }, POSITIONS_CHANNEL);
    const hub = new TripEventHub(t.database.db, pokes, 1000, undefined, positionPokes);
    const got: { at: number; message: BusSocketMessage }[] = [];
    const other: BusSocketMessage[] = [];
    const stop = hub.subscribe(101, (message) => got.push({ at: Date.now(), message }));
    const stopOther = hub.subscribe(102, (message) => other.push(message));
    try {
      await new Promise((r) => setTimeout(r, 300));
      const [a, b] = cars;
      if (!a || !b) throw new Error('no car');
      const aFix = fix(a.id, 101, 0, 333, 5);
      await storeFixes(t.database.db, [aFix]);
      await expect.poll(() => got.length, { timeout: 1500 }).toBe(1);
      const first = got[0]?.message;
      expect(first?.type === 'positions' && first.positions).toEqual([
        expect.objectContaining({ carId: a.id, speed: 33.3, lat: 22.545681 }),
      ]);
      // A burst right after: batched into one message a second after the first, the cars that moved only.
      await storeFixes(t.database.db, [fix(b.id, 101, 0, 100, 6)]);
      await storeFixes(t.database.db, [fix(b.id, 101, -1000, 120, 7), fix(otherCar, 102, 0, 500)]);
      await expect.poll(() => got.length, { timeout: 3000 }).toBe(2);
      const second = got[1]?.message;
      expect(second?.type === 'positions' && second.positions.map((p) => [p.carId, p.speed])).toEqual([[b.id, 12]]);
      expect((got[1]?.at ?? 0) - (got[0]?.at ?? 0)).toBeGreaterThanOrEqual(990);
      // School 102's listener hears its own car only.
      await expect.poll(() => other.length, { timeout: 3000 }).toBe(1);
      const theirs = other[0];
      expect(theirs?.type === 'positions' && theirs.positions.map((p) => p.carId)).toEqual([otherCar]);
      // The same fix again stores nothing and sends nothing.
      await storeFixes(t.database.db, [aFix]);
      await new Promise((r) => setTimeout(r, 1500));
      expect(got).toHaveLength(2);
    } finally {
      stop();
      stopOther();
      hub.close();
      await pokes.close();
      await positionPokes.close();
    }
  });
});
