import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_SETTINGS_DEFAULTS, BusMsg, PlateMsg, uuidv7 } from '@contract';
import { busCars, operationLogs } from '../../server/db/schema';
import { DRIVER_ID_NUMBER } from './helpers/bus-calls';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

describe('school bus basic settings: /api bus calls and the bus mutations', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  let busTeacher: Signed;
  let outsider: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    busTeacher = await loginSigned(t, 'xiaoche');
    outsider = await loginSigned(t, 'xufei');
  });
  afterAll(() => t.close());

  const driver = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    name: '王建军',
    phone: '13911112222',
    idNumber: DRIVER_ID_NUMBER.toLowerCase(),
    licenceClass: 'A1',
    licenceExpiry: '2030-06-30',
    ...extra,
  });
  const car = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    plate: '粤b·24680d',
    model: '宇通ZK6609',
    seats: 19,
    gpsDeviceId: '013899990001',
    ...extra,
  });
  const stop = (name: string, extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    name,
    lat: 22.54,
    lng: 114.05,
    ...extra,
  });

  it('saves a driver (ID number upper-cased), edits it by the same id, and lists and finds it', async () => {
    const d = driver();
    expect((await t.post('/api/doDriverInfo', d, principal)).json()).toMatchObject({ code: 200, data: { idNumber: DRIVER_ID_NUMBER } });
    expect((await t.post('/api/doDriverInfo', { ...d, name: '王师傅', licenceClass: 'B1' }, principal)).json().code).toBe(200);
    const list = (await t.get('/api/driverInfo', { schoolId: 101 }, principal)).json();
    expect(list.data.filter((r: { id: string }) => r.id === d.id)).toEqual([
      expect.objectContaining({ name: '王师傅', licenceClass: 'B1' }),
    ]);
    expect((await t.get('/api/driverInfoOne', { schoolId: 101, id: d.id }, principal)).json().data.name).toBe('王师傅');
    expect((await t.get('/api/isDriver', { schoolId: 101, phone: d.phone }, principal)).json().data).toEqual({ isDriver: true });
    expect((await t.get('/api/isDriver', { schoolId: 101, phone: '13900000000' }, principal)).json().data).toEqual({ isDriver: false });
    // A second driver with the same phone is refused.
    expect((await t.post('/api/doDriverInfo', driver(), principal)).json()).toMatchObject({ code: 400, msg: BusMsg.driverPhoneTaken });
  });

  it('refuses bad driver input with the Chinese message, as a 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, BusMsg.driverName],
      [{ phone: '12345' }, BusMsg.phone],
      // One digit changed: the check character no longer fits.
      [{ idNumber: '110105194912310021' }, BusMsg.idNumber],
      [{ idNumber: '' }, BusMsg.idNumberRequired],
      [{ licenceClass: 'D' }, BusMsg.licenceClass],
      [{ licenceExpiry: '2030-02-30' }, BusMsg.licenceExpiry],
    ];
    for (const [bad, msg] of cases) {
      const res = await t.post('/api/doDriverInfo', driver({ phone: '13922223333', ...bad }), principal);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('saves cars with ordinary and new-energy plates, keeps plates and GPS ids unique, refuses bad ones', async () => {
    const c = car();
    expect((await t.post('/api/editCarInfo', c, principal)).json()).toMatchObject({ code: 200, data: { plate: '粤B24680D' } });
    expect((await t.post('/api/editCarInfo', car({ plate: '粤B24680D', gpsDeviceId: '013899990002' }), principal)).json()).toMatchObject({
      code: 400,
      msg: BusMsg.plateTaken,
    });
    expect((await t.post('/api/editCarInfo', car({ plate: '京AD12345', gpsDeviceId: '013899990001' }), principal)).json()).toMatchObject({
      code: 400,
      msg: BusMsg.gpsTaken,
    });
    expect((await t.post('/api/editCarInfo', car({ plate: '京AD12345', gpsDeviceId: '013899990003' }), principal)).json().code).toBe(200);
    for (const [bad, msg] of [
      [{ plate: '粤B1234' }, PlateMsg.invalid],
      [{ plate: '' }, PlateMsg.required],
      [{ seats: 0 }, BusMsg.seats],
      [{ gpsDeviceId: '12' }, BusMsg.gps],
      [{ insuranceExpiry: '2026-13-01' }, '保险到期日不正确'],
    ] as const) {
      const res = await t.post('/api/editCarInfo', car({ plate: '沪C88888', gpsDeviceId: '013899990009', ...bad }), principal);
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    // The same plate is free in another school.
    expect((await t.post('/api/editCarInfo', car({ schoolId: 102 }), principal)).json().code).toBe(200);
  });

  it('saves stops with range checks and disables them; a route needs two open stops with rising times', async () => {
    const [a, b, c] = [stop('阳光花园'), stop('滨河小区'), stop('幼儿园')];
    for (const s of [a, b, c]) expect((await t.post('/api/setCarSiteInfo', s, principal)).json().code).toBe(200);
    expect((await t.post('/api/setCarSiteInfo', stop('x', { lat: 91 }), principal)).json()).toMatchObject({ code: 400, msg: BusMsg.lat });
    expect((await t.post('/api/setCarSiteInfo', stop('x', { lng: -181 }), principal)).json()).toMatchObject({ code: 400, msg: BusMsg.lng });
    const route = {
      id: uuidv7(),
      schoolId: 101,
      name: '一号线',
      period: 'morning',
      stops: [
        { stopId: a.id, time: '07:10' },
        { stopId: b.id, time: '07:25' },
        { stopId: c.id, time: '07:45' },
      ],
      escortId: busTeacher.userId,
      escortName: '随便写',
    };
    expect((await t.post('/api/doRouteInfo', route, principal)).json()).toMatchObject({ code: 200, data: { escortName: '陈建国' } });
    const bad: [Record<string, unknown>, string][] = [
      [{ stops: [{ stopId: a.id, time: '07:10' }] }, BusMsg.stops],
      [
        {
          stops: [
            { stopId: a.id, time: '07:30' },
            { stopId: b.id, time: '07:20' },
          ],
        },
        BusMsg.stopOrder,
      ],
      [
        {
          stops: [
            { stopId: a.id, time: '07:10' },
            { stopId: a.id, time: '07:20' },
          ],
        },
        BusMsg.stopRepeated,
      ],
      [
        {
          stops: [
            { stopId: a.id, time: '7:10' },
            { stopId: b.id, time: '07:20' },
          ],
        },
        BusMsg.stopTime,
      ],
      [{ period: 'noon' }, BusMsg.period],
      [{ carId: uuidv7() }, BusMsg.missingCar],
      [{ escortId: outsider.userId }, BusMsg.escort],
    ];
    for (const [fields, msg] of bad)
      expect((await t.post('/api/doRouteInfo', { ...route, ...fields }, principal)).json(), msg).toMatchObject({ code: 400, msg });
    expect((await t.post('/api/disableSite', { schoolId: 101, id: c.id }, principal)).json()).toMatchObject({
      code: 200,
      data: { disabled: true },
    });
    expect((await t.post('/api/doRouteInfo', route, principal)).json()).toMatchObject({ code: 400, msg: BusMsg.missingStop });
  });

  it('refuses to delete a driver or car a route uses', async () => {
    const [d, c, a, b] = [
      driver({ phone: '13933334444' }),
      car({ plate: '粤B66666', gpsDeviceId: '013899990010' }),
      stop('甲'),
      stop('乙'),
    ];
    for (const [path, body] of [
      ['/api/doDriverInfo', d],
      ['/api/editCarInfo', c],
      ['/api/setCarSiteInfo', a],
      ['/api/setCarSiteInfo', b],
    ] as const)
      expect((await t.post(path, body, principal)).json().code).toBe(200);
    const stops = [
      { stopId: a.id, time: '16:30' },
      { stopId: b.id, time: '16:50' },
    ];
    const route = { id: uuidv7(), schoolId: 101, name: '放学二号线', period: 'afternoon', stops, carId: c.id, driverId: d.id };
    expect((await t.post('/api/doRouteInfo', route, principal)).json().code).toBe(200);
    expect((await t.post('/api/deleteDriverInfo', { id: d.id, schoolId: 101 }, principal)).json()).toMatchObject({
      code: 400,
      msg: BusMsg.driverInUse('放学二号线'),
    });
    expect((await t.post('/api/deleteCarInfo', { id: c.id, schoolId: 101 }, principal)).json()).toMatchObject({
      code: 400,
      msg: BusMsg.carInUse('放学二号线'),
    });
    await t.post('/api/doRouteInfo', { ...route, carId: null, driverId: null }, principal);
    expect((await t.post('/api/deleteCarInfo', { id: c.id, schoolId: 101 }, principal)).json().code).toBe(200);
  });

  it('reads the defaults, saves alerts and templates apart, refuses unknown placeholders, and logs the change', async () => {
    expect((await t.get('/api/getAlarmConfig', { schoolId: 103 }, principal)).json().data).toMatchObject(BUS_SETTINGS_DEFAULTS);
    expect((await t.post('/api/updateAlarmConfig', { schoolId: 103, overspeedKmh: 50, corridorM: 30 }, principal)).json().code).toBe(200);
    expect(
      (await t.post('/api/saveMessagePushTemplate', { schoolId: 103, boardingText: '{幼儿姓名}在{站点}上车' }, principal)).json().code,
    ).toBe(200);
    expect((await t.get('/api/getMessagePushTemplate', { schoolId: 103 }, principal)).json().data).toMatchObject({
      overspeedKmh: 50,
      corridorM: 30,
      parkingMinutes: BUS_SETTINGS_DEFAULTS.parkingMinutes,
      boardingText: '{幼儿姓名}在{站点}上车',
      alightingText: BUS_SETTINGS_DEFAULTS.alightingText,
    });
    expect((await t.post('/api/saveMessagePushTemplate', { schoolId: 103, boardingText: '{家长}好' }, principal)).json()).toMatchObject({
      code: 400,
      msg: BusMsg.placeholder('家长'),
    });
    expect((await t.post('/api/updateAlarmConfig', { schoolId: 103, overspeedKmh: 500 }, principal)).json()).toMatchObject({
      code: 400,
      msg: BusMsg.overspeed,
    });
    const logs = await t.database.db.select().from(operationLogs).where(eq(operationLogs.schoolId, 103));
    expect(logs.map((l) => `${l.module} ${l.action}`)).toContain('校车基础设置 保存校车设置');
  });

  it("refuses another school's car: 403 for a school not the user's, 404 for a row of another school", async () => {
    const other = car({ schoolId: 102, plate: '粤B77777', gpsDeviceId: '013899990020' });
    expect((await t.post('/api/editCarInfo', other, principal)).json().code).toBe(200);
    expect((await t.post('/api/editCarInfo', { ...other, model: '偷改' }, outsider)).statusCode).toBe(403);
    expect((await t.get('/api/getCarInfo', { schoolId: 102, id: other.id }, outsider)).statusCode).toBe(403);
    // Named as 101's, it is as good as missing: nothing of 102 changes.
    expect((await t.post('/api/editCarInfo', { ...other, schoolId: 101, model: '偷改' }, principal)).json().code).toBe(404);
    expect((await t.post('/api/deleteCarInfo', { id: other.id, schoolId: 101 }, principal)).json().code).toBe(404);
    expect((await t.get('/api/getCarInfo', { schoolId: 101, id: other.id }, principal)).json().code).toBe(404);
    const pushed = await protocolClient(t, principal).push([
      { id: 1, name: 'busCar.save', args: { ...other, schoolId: 101, model: '偷改' } },
    ]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 404 });
    const [row] = await t.database.db.select().from(busCars).where(eq(busCars.id, other.id));
    expect(row).toMatchObject({ schoolId: 102, model: '宇通ZK6609' });
  });

  it('a teacher without the right, and the bus teacher, are refused on the route and through sync; the bus teacher reads', async () => {
    for (const who of [teacher, busTeacher]) {
      expect((await t.post('/api/editCarInfo', car({ plate: '粤B55555', gpsDeviceId: '013899990030' }), who)).statusCode).toBe(403);
      const pushed = await protocolClient(t, who).push([{ id: 1, name: 'busDriver.save', args: driver({ phone: '13955556666' }) }]);
      expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    }
    expect((await t.get('/api/carInfo', { schoolId: 101 }, teacher)).statusCode).toBe(403);
    expect((await t.get('/api/carInfo', { schoolId: 101 }, busTeacher)).json().code).toBe(200);
  });

  it('applies through sync push and replicates the rows in the bus scope', async () => {
    const c = protocolClient(t, principal);
    const s = stop('同步站');
    expect((await c.push([{ id: 1, name: 'busStop.save', args: s }])).body.results[0]).toMatchObject({ status: 'applied' });
    const { changes, scopes } = await c.pullAll(101);
    expect(scopes).toContain('bus');
    expect(changes.find((ch) => ch.table === 'busStops' && ch.row.id === s.id)?.row).toMatchObject({ name: '同步站', disabled: false });
    const { scopes: teacherScopes } = await protocolClient(t, teacher).pullAll(101);
    expect(teacherScopes).not.toContain('bus');
  });
});
