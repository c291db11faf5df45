import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusPositionMsg, decodeBusDayTrack, Msg, PermissionMsg, uuidv7 } from '@contract';
import { busCars, busFixes, busTrackDays } from '../../server/db/schema';
import { MsgId, RegisterResult, Result } from '../../server/jt808/codec';
import { type Jt808Server, startJt808Server } from '../../server/jt808/jt808-server';
import { TerminalClient } from '../../server/jt808/terminal-client';
import { pruneBusTracks } from '../../server/services/bus/positions/prune-bus-tracks';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { withoutDemoTracks } from './helpers/no-demo-tracks';

const hex = (s: string) => Uint8Array.from(s.trim().split(/\s+/), (b) => Number.parseInt(b, 16));
/** Captured-style frames of terminal 013800000001 (tests/unit/jt808-codec.test.ts reads them field by field). */
const REGISTER = hex(
  '7e 01 00 00 2e 01 38 00 00 00 01 00 01 00 2c 01 2c 59 55 41 4e 57 53 49 4d 2d 31 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 54 30 30 30 30 30 31 01 d4 c1 42 31 32 33 34 35 44 7d 02 7e',
);
/** 2026-11-26 08:30:00 China time, 22.545231 N 114.027153 E, 12.6 km/h (0x7e, escaped), heading 125 (0x7d, escaped). */
const LOCATION = hex(
  '7e 02 00 00 1c 01 38 00 00 00 01 00 05 00 00 00 00 00 00 00 03 01 58 03 4f 06 cb ea 91 00 12 00 7d 02 00 7d 01 26 11 26 08 30 00 bb 7e',
);
const NOW = new Date('2026-11-26T02:00:00Z');
const DAY = '2026-11-26';
const at = (hhmmss: string) => new Date(`${DAY}T${hhmmss}+08:00`);
const fix = (time: Date, i = 0) => ({
  alarm: 0,
  status: 3,
  lat: 22_545_231 + i * 90,
  lng: 114_027_153 + i * 80,
  altitude: 20,
  speed: 300,
  direction: 45,
  time,
});

describe('bus positions: JT/T 808 terminals, phone trackers, day tracks and last positions', () => {
  let t: TestApp;
  let jt: Jt808Server;
  let busTeacher: Signed;
  let principal: Signed;
  let teacher: Signed;
  const cars = new Map<string, string>();
  let otherCar: string;
  const open: TerminalClient[] = [];
  const terminal = async (phone: string) => {
    const c = await TerminalClient.connect('127.0.0.1', jt.port, phone);
    open.push(c);
    return c;
  };
  const fixesOf = (carId: string) => t.database.db.select().from(busFixes).where(eq(busFixes.carId, carId));

  beforeAll(async () => {
    t = await createTestApp();
    await withoutDemoTracks(t);
    jt = await startJt808Server({ db: t.database.db, clock: { now: () => NOW }, host: '127.0.0.1', port: 0, busTrackDays: 90 });
    busTeacher = await loginSigned(t, 'xiaoche');
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    for (const c of await t.database.db.select().from(busCars).where(eq(busCars.schoolId, 101))) cars.set(c.gpsDeviceId, c.id);
    otherCar = uuidv7();
    await t.database.db
      .insert(busCars)
      .values({ id: otherCar, schoolId: 102, plate: '粤B99999D', model: '宇通', seats: 19, gpsDeviceId: '013877770001' });
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await jt.close();
    await t.close();
  });

  it('registers, authenticates and takes a captured location report, answering 0x8001 result 0', async () => {
    const c = await terminal('013800000001');
    const reg = await c.sendRaw(REGISTER, 1);
    expect(reg).toMatchObject({ msgId: MsgId.registerResponse, result: RegisterResult.ok });
    expect(reg.authCode).toMatch(/^[0-9a-f]{24}$/);
    expect(await c.authenticate(reg.authCode ?? '')).toEqual({ msgId: MsgId.platformResponse, result: Result.ok });
    expect(await c.heartbeat()).toEqual({ msgId: MsgId.platformResponse, result: Result.ok });
    expect(await c.sendRaw(LOCATION, 5)).toEqual({ msgId: MsgId.platformResponse, result: Result.ok });
    const [stored] = await fixesOf(cars.get('013800000001') ?? '');
    expect(stored).toMatchObject({ lat: 22_545_231, lng: 114_027_153, speed: 0x7e, direction: 0x7d, altitude: 18, schoolId: 101 });
    expect(stored?.deviceTime.toISOString()).toBe('2026-11-26T00:30:00.000Z');

    // Sent again (a terminal repeating what it thinks was not acked): acked, stored once.
    expect(await c.sendRaw(LOCATION, 5)).toMatchObject({ result: Result.ok });
    expect(await fixesOf(cars.get('013800000001') ?? '')).toHaveLength(1);
  });

  it('refuses reports before authentication, a wrong auth code, and an unknown phone number at registration', async () => {
    const c = await terminal('013800000002');
    expect(await c.report(fix(at('08:00:00')))).toMatchObject({ result: Result.failed });
    expect(await c.authenticate('not-the-code')).toMatchObject({ result: Result.failed });
    expect(await c.report(fix(at('08:00:01')))).toMatchObject({ result: Result.failed });
    expect(await fixesOf(cars.get('013800000002') ?? '')).toHaveLength(0);

    const stranger = await terminal('013899999999');
    expect(await stranger.register()).toMatchObject({ msgId: MsgId.registerResponse, result: RegisterResult.noTerminal, authCode: '' });
    expect(await stranger.authenticate('anything')).toMatchObject({ result: Result.failed });
  });

  it('answers a bad checksum with "bad message" and an unknown message with "unsupported"', async () => {
    const c = await terminal('013800000003');
    await c.signIn();
    const bad = LOCATION.slice();
    bad[bad.length - 2] = 0x00;
    expect(await c.sendRaw(bad, 5)).toMatchObject({ result: Result.badMessage });
    expect(await c.send(0x0900, new Uint8Array([1, 2, 3]))).toMatchObject({ result: Result.unsupported });
    // A report stamped a day ahead of the clock is bad too, and not stored.
    expect(await c.report(fix(new Date(NOW.getTime() + 86_400_000)))).toMatchObject({ result: Result.badMessage });
    expect(await fixesOf(cars.get('013800000003') ?? '')).toHaveLength(0);
  });

  it('a batch after a tunnel lands in the day track, which reads back every fix and follows later ones', async () => {
    const c = await terminal('013800000003');
    await c.signIn();
    const batch = Array.from({ length: 30 }, (_, i) => fix(new Date(at('07:10:00').getTime() + i * 1000), i));
    expect(await c.reportBatch(batch)).toMatchObject({ result: Result.ok });
    const carId = cars.get('013800000003') ?? '';
    const read = async () => {
      const res = await t.get('/api/getHistoryTrajectory', { schoolId: 101, carId, day: DAY }, busTeacher);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      return decodeBusDayTrack(new Uint8Array(res.rawPayload));
    };
    const track = await read();
    expect(track.dayStartMs).toBe(at('00:00:00').getTime());
    expect(track.time.length).toBe(30);
    expect(track.time[0]).toBe(7 * 3600 + 600);
    expect([...track.lat]).toEqual(batch.map((b) => b.lat));
    expect([...track.lng]).toEqual(batch.map((b) => b.lng));
    expect(track.speed[29]).toBe(300);
    const [record] = await t.database.db
      .select()
      .from(busTrackDays)
      .where(and(eq(busTrackDays.carId, carId), eq(busTrackDays.day, DAY)));
    expect(record?.builtVersion).toBe(record?.version);

    // A later fix is appended to the stored day; one that comes late with an earlier time rebuilds it in order.
    expect(await c.report(fix(at('07:11:00'), 60))).toMatchObject({ result: Result.ok });
    const appended = await read();
    expect(appended.time.length).toBe(31);
    expect(appended.time[30]).toBe(7 * 3600 + 660);
    expect(appended.lat[30]).toBe(22_545_231 + 60 * 90);
    expect(await c.report(fix(at('07:05:00'), 1))).toMatchObject({ result: Result.ok });
    const rebuilt = await read();
    expect(rebuilt.time.length).toBe(32);
    expect([rebuilt.time[0], rebuilt.time[1], rebuilt.time[31]]).toEqual([7 * 3600 + 300, 7 * 3600 + 600, 7 * 3600 + 660]);
    // A day with no fixes is an empty track, not an error.
    const none = await t.get('/api/getHistoryTrajectory', { schoolId: 101, carId, day: '2026-11-20' }, busTeacher);
    expect(decodeBusDayTrack(new Uint8Array(none.rawPayload)).time.length).toBe(0);
  });

  it('selectLastLon gives each car of the school its latest fix, in degrees and km/h', async () => {
    const res = await t.get('/device/selectLastLon', { schoolId: 101 }, busTeacher);
    expect(res.json().code).toBe(200);
    const last = res.json().data as { gpsDeviceId: string; lat: number; speed: number; time: string }[];
    expect(last.map((l) => l.gpsDeviceId).sort()).toEqual(['013800000001', '013800000003']);
    const three = last.find((l) => l.gpsDeviceId === '013800000003');
    expect(three).toMatchObject({ lat: (22_545_231 + 60 * 90) / 1e6, speed: 30, time: at('07:11:00').toISOString() });
  });

  it("another school's car and another school's positions are refused, as is a member without the bus pages", async () => {
    const mine = await t.get('/api/getHistoryTrajectory', { schoolId: 101, carId: otherCar, day: DAY }, busTeacher);
    expect(mine.statusCode).toBe(404);
    expect(mine.json().msg).toBe(BusPositionMsg.missingCar);
    expect((await t.get('/api/getHistoryTrajectory', { schoolId: 102, carId: otherCar, day: DAY }, busTeacher)).statusCode).toBe(403);
    expect((await t.get('/device/selectLastLon', { schoolId: 102 }, busTeacher)).statusCode).toBe(403);
    const denied = await t.get('/device/selectLastLon', { schoolId: 101 }, teacher);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe(PermissionMsg.denied);
    const badDay = await t.get('/api/getHistoryTrajectory', { schoolId: 101, carId: otherCar, day: '2026-02-30' }, busTeacher);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().msg).toBe(BusPositionMsg.day);
  });

  it('a phone tracker posts batches with its tracker key: stored once, bad input refused in Chinese', async () => {
    const carId = cars.get('013800000002') ?? '';
    expect((await t.post('/device/trackerKey', { schoolId: 101, carId }, busTeacher)).statusCode).toBe(403);
    expect((await t.post('/device/trackerKey', { schoolId: 101, carId: otherCar }, principal)).statusCode).toBe(404);
    const issued = await t.post('/device/trackerKey', { schoolId: 101, carId }, principal);
    const key = issued.json().data.key as string;
    expect(key.length).toBeGreaterThanOrEqual(32);
    const now = Date.now();
    const fixes = [0, 1, 2].map((i) => ({
      time: new Date(now - 60_000 + i * 1000).toISOString(),
      lat: 22.55 + i / 1e4,
      lng: 114.05,
      speed: 35.5,
    }));
    const ingest = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/device/ingest',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
    const first = await ingest({ deviceId: '013800000002', key, fixes });
    expect(first.json()).toMatchObject({ code: 200, data: { received: 3, stored: 3 } });
    expect((await ingest({ deviceId: '13800000002', key, fixes })).json().data).toEqual({ received: 3, stored: 0 });
    const rows = await t.database.db
      .select()
      .from(busFixes)
      .where(and(eq(busFixes.carId, carId), sql`${busFixes.speed} = 355`));
    expect(rows).toHaveLength(3);

    const refused = async (payload: unknown, status: number, msg: string) => {
      const res = await ingest(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().msg).toBe(msg);
    };
    const one = fixes[0];
    await refused({ deviceId: '013800000002', key: 'wrong', fixes }, 403, BusPositionMsg.badKey);
    await refused({ deviceId: '013800000001', key, fixes }, 403, BusPositionMsg.badKey);
    await refused({ key, fixes }, 400, BusPositionMsg.deviceId);
    await refused({ deviceId: '013800000002', fixes }, 400, BusPositionMsg.key);
    await refused({ deviceId: '013800000002', key, fixes: [] }, 400, BusPositionMsg.fixes);
    await refused({ deviceId: '013800000002', key, fixes: Array(501).fill(one) }, 400, BusPositionMsg.tooManyFixes);
    await refused({ deviceId: '013800000002', key, fixes: [{ ...one, lat: 91 }] }, 400, BusPositionMsg.lat);
    await refused({ deviceId: '013800000002', key, fixes: [{ ...one, lng: -181 }] }, 400, BusPositionMsg.lng);
    await refused({ deviceId: '013800000002', key, fixes: [{ ...one, speed: 251 }] }, 400, BusPositionMsg.speed);
    await refused({ deviceId: '013800000002', key, fixes: [{ ...one, time: 'yesterday' }] }, 400, BusPositionMsg.time);
    const ahead = new Date(now + 10 * 60_000).toISOString();
    await refused({ deviceId: '013800000002', key, fixes: [one, { ...one, time: ahead }] }, 400, `第2个定位点：${BusPositionMsg.future}`);
    const old = new Date(now - 91 * 86_400_000).toISOString();
    await refused({ deviceId: '013800000002', key, fixes: [{ ...one, time: old }] }, 400, `第1个定位点：${BusPositionMsg.tooOld(90)}`);
  });

  it('limits one address to 300 ingestion requests a minute', async () => {
    const post = () => t.app.inject({ method: 'POST', url: '/device/ingest', payload: {}, remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 300; i++) expect((await post()).statusCode).toBe(400);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe(Msg.tooManyRequests);
  });

  it('housekeeping deletes fixes and day records past the retention', async () => {
    const carId = cars.get('013800000003') ?? '';
    await pruneBusTracks(t.database.db, new Date('2026-11-28T12:00:00Z'), 1);
    expect(await fixesOf(carId)).toHaveLength(0);
    expect(await t.database.db.select().from(busTrackDays).where(eq(busTrackDays.carId, carId))).toHaveLength(0);
  });
});
