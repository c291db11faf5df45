import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusOpsMsg, uuidv7 } from '@contract';
import { busRiders, busRoutes, busStops, busTripEvents, classes, students } from '../../server/db/schema';
import { formatDateTime } from '../../server/lib/format';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** 行驶记录 over the seeded trips, the blob exports, the imports' dry run and the school scope (contract/bus/operations.ts). */
describe('bus operations: driving records, exports and imports', () => {
  let t: TestApp;
  let principal: Signed;
  let busTeacher: Signed;
  let teacher: Signed;
  let morning: typeof busRoutes.$inferSelect;
  let afternoon: typeof busRoutes.$inferSelect;
  const today = formatDateTime(new Date()).slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    busTeacher = await loginSigned(t, 'xiaoche');
    teacher = await loginSigned(t, 'jiaoshi');
    const routes = await t.database.db.select().from(busRoutes).where(eq(busRoutes.schoolId, 101));
    morning = routes.find((r) => r.period === 'morning') as typeof morning;
    afternoon = routes.find((r) => r.period === 'afternoon') as typeof afternoon;
  });
  afterAll(() => t.close());

  it('the demo history: weeks of past school days, none today or later, one forced end', async () => {
    const events = await t.database.db.select().from(busTripEvents).where(eq(busTripEvents.schoolId, 101));
    const days = new Set(events.map((e) => e.day));
    expect(days.size).toBeGreaterThanOrEqual(10);
    expect([...days].every((d) => d < today)).toBe(true);
    expect(events.filter((e) => e.kind === 'close' && e.forced)).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'absent').length).toBeGreaterThanOrEqual(2);
  });

  it('records by child: each ride with its stop and times, an absence with its reason', async () => {
    const res = (await t.get('/api/studentsBusRecordsV2', { schoolId: 101, pageNum: 1, pageSize: 100 }, principal)).json();
    expect(res.code).toBe(200);
    expect(res.data.total).toBeGreaterThan(100);
    const ride = res.data.list.find((r: { state: string }) => r.state === 'alighted');
    expect(ride).toMatchObject({ boardTime: expect.stringMatching(/^\d\d:\d\d$/), alightTime: expect.stringMatching(/^\d\d:\d\d$/) });
    const all = (await t.get('/api/studentsBusRecordsV2', { schoolId: 101, pageSize: 100, pageNum: 1, name: '' }, principal)).json();
    expect(all.data.total).toBe(res.data.total);
    const absent = [];
    for (let p = 1; p <= Math.ceil(res.data.total / 100); p++) {
      const page = (await t.get('/api/studentsBusRecordsV2', { schoolId: 101, pageNum: p, pageSize: 100 }, principal)).json();
      absent.push(...page.data.list.filter((r: { state: string }) => r.state === 'absent'));
    }
    expect(absent.map((r) => r.reason).sort()).toEqual(['生病', '生病', '请假', '请假']);
  });

  it('records by route, car, driver and stop: trips with counts, the forced one with who was left', async () => {
    const trips = (await t.get('/api/routeDrivingRecords', { schoolId: 101, routeId: afternoon.id, pageSize: 100 }, principal)).json();
    const forced = trips.data.list.filter((r: { forced: boolean }) => r.forced);
    expect(forced).toHaveLength(1);
    expect(forced[0]).toMatchObject({ routeName: '二号线（晚）', onBoard: 1, leftOnBoard: [expect.any(String)], closed: true });
    const byCar = (await t.get('/api/carDrivingRecords', { schoolId: 101, carId: morning.carId ?? '', pageSize: 5 }, principal)).json();
    expect(byCar.data.list.every((r: { routeId: string }) => r.routeId === morning.id)).toBe(true);
    expect(byCar.data.list[0]).toMatchObject({ expected: 13, startTime: expect.stringMatching(/^07:/) });
    const byDriver = (await t.get('/api/driverDrivingRecords', { schoolId: 101, driverId: afternoon.driverId ?? '' }, principal)).json();
    expect(byDriver.data.total).toBe(trips.data.total);
    const sites = (await t.get('/api/siteDrivingRecords', { schoolId: 101, pageSize: 100 }, principal)).json();
    expect(sites.data.list.some((r: { boardings: number; alightings: number }) => r.boardings > 0 && r.alightings === 0)).toBe(true);
    const range = (await t.get('/api/routeDrivingRecords', { schoolId: 101, startDate: today, endDate: today }, principal)).json();
    expect(range.data.total).toBe(0);
  });

  it('a trip keeps the car and driver that drove it when its route is given another bus later', async () => {
    const records = async (carId: string) =>
      (await t.get('/api/carDrivingRecords', { schoolId: 101, carId, pageSize: 100 }, principal)).json().data;
    const before = await records(morning.carId ?? '');
    expect(before.total).toBeGreaterThan(0);
    const plate = before.list[0].carPlate;
    const afternoonTrips = (await records(afternoon.carId ?? '')).total;
    // The morning route now runs with the afternoon's bus and driver.
    await t.database.db.update(busRoutes).set({ carId: afternoon.carId, driverId: afternoon.driverId }).where(eq(busRoutes.id, morning.id));
    try {
      const after = await records(morning.carId ?? '');
      expect(after.total).toBe(before.total);
      expect(after.list.every((r: { carPlate: string }) => r.carPlate === plate)).toBe(true);
      expect((await records(afternoon.carId ?? '')).total).toBe(afternoonTrips);
    } finally {
      await t.database.db.update(busRoutes).set({ carId: morning.carId, driverId: morning.driverId }).where(eq(busRoutes.id, morning.id));
    }
  });

  it("refuses another school's route, car or stop in records queries, and bad ranges, in Chinese", async () => {
    const [otherStop] = await t.database.db
      .insert(busStops)
      .values({ id: uuidv7(), schoolId: 102, name: '别校站点', lat: 22.5, lng: 114, address: '' })
      .returning();
    expect((await t.get('/api/siteDrivingRecords', { schoolId: 101, stopId: otherStop?.id ?? '' }, principal)).json().code).toBe(404);
    const foreignRoute = { ...morning, id: uuidv7(), schoolId: 102, carId: null, driverId: null, escortId: null };
    await t.database.db.insert(busRoutes).values({ ...foreignRoute, stops: [] });
    expect((await t.get('/api/routeDrivingRecords', { schoolId: 101, routeId: foreignRoute.id }, principal)).json().code).toBe(404);
    expect((await t.get('/api/carDrivingRecords', { schoolId: 101, carId: uuidv7() }, principal)).json().code).toBe(404);
    expect((await t.get('/api/carDrivingRecords', { schoolId: 102, routeId: morning.id }, principal)).json().code).toBe(404);
    const bad = (
      await t.get('/api/studentsBusRecordsV2', { schoolId: 101, startDate: '2026-11-20', endDate: '2026-11-01' }, principal)
    ).json();
    expect(bad).toMatchObject({ code: 400, msg: BusOpsMsg.range });
    // A class teacher has no right to the bus pages.
    expect((await t.get('/api/studentsBusRecordsV2', { schoolId: 101 }, teacher)).statusCode).toBe(403);
    expect((await t.get('/api/getExportData', { schoolId: 101, kind: 'car' }, teacher)).statusCode).toBe(403);
  });

  it('exports the records and the routes as .xlsx blobs', async () => {
    const res = await t.get('/api/getExportData', { schoolId: 101, kind: 'student' }, principal);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const routes = await t.get('/api/getExportRouteData', { schoolId: 101 }, principal);
    expect(routes.headers['content-disposition']).toContain('.xlsx');
    expect((await t.get('/api/getExportData', { schoolId: 101, kind: 'bogus' }, principal)).json()).toMatchObject({
      code: 400,
      msg: BusOpsMsg.kind,
    });
  });

  it("the riders import's dry run names a bad row and writes nothing; a bad row fails the whole import", async () => {
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 101));
    const kids = await t.database.db
      .select()
      .from(students)
      .where(and(eq(students.schoolId, 101), eq(students.classId, cls?.id ?? '')));
    const free = kids.find((k) => k.status === 1) as (typeof kids)[number];
    const stop = afternoon.stops[1]?.stopId ?? '';
    await t.database.db.delete(busRiders).where(and(eq(busRiders.routeId, afternoon.id), eq(busRiders.studentId, free.id)));
    const rows = [
      { row: 2, routeId: afternoon.id, stopId: stop, classId: cls?.id, studentName: free.name },
      { row: 3, routeId: afternoon.id, stopId: stop, classId: cls?.id, studentName: '没有这个人' },
    ];
    const before = await t.database.db.select().from(busRiders).where(eq(busRiders.schoolId, 101));
    const dry = (await t.post('/api/importData', { schoolId: 101, dryRun: true, rows }, principal)).json();
    expect(dry).toMatchObject({ code: 200, data: { count: 1, errors: [{ row: 3, column: '幼儿姓名', message: BusOpsMsg.noChild }] } });
    const refused = (await t.post('/api/importData', { schoolId: 101, rows }, principal)).json();
    expect(refused).toMatchObject({ code: 400, msg: `第3行「幼儿姓名」：${BusOpsMsg.noChild}` });
    expect(await t.database.db.select().from(busRiders).where(eq(busRiders.schoolId, 101))).toHaveLength(before.length);
    const done = (await t.post('/api/importData', { schoolId: 101, rows: rows.slice(0, 1) }, principal)).json();
    expect(done).toMatchObject({ code: 200, data: { count: 1 } });
    expect(await t.database.db.select().from(busRiders).where(eq(busRiders.schoolId, 101))).toHaveLength(before.length + 1);
  });

  it('the routes import: a dry run names the bad row; good rows make routes with their stops', async () => {
    const [a, b] = morning.stops;
    const rows = [
      { row: 2, name: '三号线（早）', period: 'morning', stopId: a?.stopId, time: '07:00' },
      { row: 3, name: '三号线（早）', period: 'morning', stopId: b?.stopId, time: '06:50' },
    ];
    const dry = (await t.post('/api/importRouteData', { schoolId: 101, dryRun: true, rows }, principal)).json();
    expect(dry.data.errors).toEqual([{ row: 3, column: '到站时间', message: '到站时间应按站点顺序递增' }]);
    expect((await t.post('/api/importRouteData', { schoolId: 101, rows }, principal)).json().code).toBe(400);
    const taken = (
      await t.post('/api/importRouteData', { schoolId: 101, dryRun: true, rows: [{ ...rows[0], name: morning.name }] }, principal)
    ).json();
    expect(taken.data.errors[0]).toMatchObject({ message: BusOpsMsg.routeExists(morning.name) });
    const ok = [rows[0], { ...rows[1], time: '07:20' }];
    expect((await t.post('/api/importRouteData', { schoolId: 101, rows: ok }, principal)).json()).toMatchObject({
      code: 200,
      data: { count: 1 },
    });
    const [made] = await t.database.db.select().from(busRoutes).where(eq(busRoutes.name, '三号线（早）'));
    expect(made?.stops.map((s) => s.time)).toEqual(['07:00', '07:20']);
    // The bus teacher may not import.
    expect((await t.post('/api/importRouteData', { schoolId: 101, rows: ok }, busTeacher)).statusCode).toBe(403);
  });

  it("a day's events for the control centre", async () => {
    const [e] = await t.database.db.select().from(busTripEvents).where(eq(busTripEvents.schoolId, 101)).limit(1);
    const res = (await t.get('/v2/route/getDrivingCarSiteStuInfo', { schoolId: 101, day: e?.day ?? '' }, principal)).json();
    expect(res.data.length).toBeGreaterThan(20);
    expect((await t.get('/v2/route/getDrivingCarSiteStuInfo', { schoolId: 101, day: '2026-13-01' }, principal)).json().code).toBe(400);
  });

  it('bus staff read the trips of the routes they escort only; who may record on every route reads all', async () => {
    // A route escorted by someone else, with a trip the principal records on a Sunday.
    const routeId = uuidv7();
    const stops = morning.stops.slice(0, 2);
    const route = { id: routeId, schoolId: 101, name: '三号线（早）', period: 'morning', stops, carId: null, driverId: null };
    expect((await t.post('/api/doRouteInfo', route, principal)).json().code).toBe(200);
    const day = '2026-11-08';
    const [child] = await t.database.db.select({ id: students.id }).from(students).where(eq(students.schoolId, 101)).limit(1);
    const tap = {
      id: uuidv7(),
      schoolId: 101,
      routeId,
      day,
      kind: 'board',
      studentId: child?.id,
      stopId: stops[0]?.stopId,
      hlc: '000001795000000000:00000:c-other',
      createTime: '2026-11-08T00:10:00.000Z',
    };
    const push = await t.post(
      '/sync/push',
      { clientId: `c-${uuidv7()}`, mutations: [{ id: 1, name: 'busTrip.tap', args: tap }] },
      principal,
    );
    expect(push.json().data.results[0]).toEqual({ id: 1, status: 'applied' });
    const dayRead = async (who: Signed) =>
      ((await t.get('/v2/route/getDrivingCarSiteStuInfo', { schoolId: 101, day }, who)).json().data as { routeId: string }[]).map(
        (e) => e.routeId,
      );
    expect(await dayRead(principal)).toContain(routeId);
    expect(await dayRead(busTeacher)).not.toContain(routeId);
    const routeTrips = async (who: Signed) =>
      (await t.get('/api/routeDrivingRecords', { schoolId: 101, routeId, pageSize: 10 }, who)).json().data.total as number;
    expect(await routeTrips(principal)).toBe(1);
    expect(await routeTrips(busTeacher)).toBe(0);
  });
});
