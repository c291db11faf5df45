import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusAlert, BusAlertMsg, distanceToPolylineM, uuidv7 } from '@contract';
import { busAlerts, busCars, busStops, notifications, users } from '../../server/db/schema';
import { startJt808Server } from '../../server/jt808/jt808-server';
import { TerminalClient } from '../../server/jt808/terminal-client';
import { STOPS } from '../../server/seed/demo-bus';
import { BusAlertHub } from '../../server/services/bus/alerts/alert-hub';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { withoutDemoTracks } from './helpers/no-demo-tracks';

/** Thursday 2026-11-26, China time: the demo morning route (一号线（早）, 07:10–07:55, car 粤B12345D) runs. */
const at = (hhmmss: string) => new Date(`2026-11-26T${hhmmss}+08:00`);
const [S0, S1] = [STOPS[0], STOPS[1]].map(([, lat, lng]) => ({ lat, lng }));

/** A point `off` metres to the left of the route's first leg, `along` of the way from its first stop to its second. */
function offLeg(along: number, off: number) {
  const a = S0 ?? { lat: 0, lng: 0 };
  const b = S1 ?? { lat: 0, lng: 0 };
  const kx = Math.cos((a.lat * Math.PI) / 180) * (Math.PI / 180) * 6_371_008.8;
  const ky = (Math.PI / 180) * 6_371_008.8;
  const dx = (b.lng - a.lng) * kx;
  const dy = (b.lat - a.lat) * ky;
  const len = Math.hypot(dx, dy);
  const x = dx * along - (dy / len) * off;
  const y = dy * along + (dx / len) * off;
  return { lat: a.lat + y / ky, lng: a.lng + x / kx };
}

describe('bus alerts: judged on ingestion, sent to 通知, listed and acknowledged', () => {
  let t: TestApp;
  let principal: Signed;
  let busTeacher: Signed;
  let key = '';
  let carId = '';
  const ingest = async (fixes: { time: Date; lat: number; lng: number; speed: number }[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/device/ingest',
      payload: JSON.stringify({ deviceId: '013800000001', key, fixes: fixes.map((f) => ({ ...f, time: f.time.toISOString() })) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    await t.busAlerts.drain();
  };
  const run = (from: Date, seconds: number, step: number, fix: (i: number) => { lat: number; lng: number; speed: number }) =>
    Array.from({ length: Math.floor(seconds / step) }, (_, i) => ({ time: new Date(from.getTime() + i * step * 1000), ...fix(i) }));
  const list = async (query: Record<string, string | number> = {}, as = principal): Promise<BusAlert[]> => {
    const res = await t.get('/api/bus/alerts', { schoolId: 101, pageSize: 100, ...query }, as);
    expect(res.statusCode).toBe(200);
    return res.json().data.list;
  };
  const ofKind = async (kind: string) => (await list()).filter((a) => a.kind === kind);

  beforeAll(async () => {
    t = await createTestApp();
    await withoutDemoTracks(t);
    t.clock.advance(at('08:00:00').getTime() - t.clock.now().getTime());
    principal = await loginSigned(t, 'yuanzhang');
    busTeacher = await loginSigned(t, 'xiaoche');
    const [car] = await t.database.db
      .select()
      .from(busCars)
      .where(and(eq(busCars.schoolId, 101), eq(busCars.gpsDeviceId, '013800000001')));
    carId = car?.id ?? '';
    key = (await t.post('/device/trackerKey', { schoolId: 101, carId }, principal)).json().data.key;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('measures metres to a route: the geometry the corridor uses', async () => {
    const stops = await t.database.db.select().from(busStops).where(eq(busStops.schoolId, 101));
    expect(stops.length).toBeGreaterThan(1);
    const line = [S0, S1].map((s) => s ?? { lat: 0, lng: 0 });
    expect(distanceToPolylineM(offLeg(0.5, 40), line)).toBeCloseTo(40, 0);
    expect(distanceToPolylineM(offLeg(0.5, -10), line)).toBeCloseTo(10, 0);
    expect(distanceToPolylineM(offLeg(-0.1, 0), line)).toBeGreaterThan(90);
  });

  it('a 30 s overspeed run raises one alert, not thirty; the episode ends below the limit; the principal hears of it', async () => {
    const fast = run(at('07:20:00'), 30, 1, (i) => ({ ...offLeg(0.1 + i * 0.001, 0), speed: 80 }));
    // As a tracker sends them: a few at a time.
    for (let i = 0; i < fast.length; i += 5) await ingest(fast.slice(i, i + 5));
    let over = await ofKind('overspeed');
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ plate: '粤B12345D', routeName: '一号线（早）', value: 80, limit: 60, endedAt: null, ackAt: null });
    expect(over[0]?.startedAt).toBe(at('07:20:00').toISOString());
    expect(over[0]?.message).toBe('粤B12345D（一号线（早））超速行驶，最高80 km/h，限速60 km/h');
    // The same fixes again (a tracker repeating itself) store nothing and raise nothing.
    await ingest(fast.slice(0, 10));
    expect(await ofKind('overspeed')).toHaveLength(1);

    // 40 s below the limit end the episode; a dip shorter than that would not have.
    await ingest(run(at('07:20:30'), 40, 1, (i) => ({ ...offLeg(0.14 + i * 0.001, 0), speed: 40 })));
    over = await ofKind('overspeed');
    expect(over).toHaveLength(1);
    expect(over[0]?.endedAt).toBe(at('07:20:29').toISOString());

    // 5 s above is no episode.
    await ingest(run(at('07:21:10'), 5, 1, (i) => ({ ...offLeg(0.2 + i * 0.001, 0), speed: 75 })));
    expect(await ofKind('overspeed')).toHaveLength(1);

    const [me] = await t.database.db.select().from(users).where(eq(users.id, principal.userId));
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, principal.userId), like(notifications.title, '校车报警%')));
    expect(notices.map((n) => n.title)).toEqual(['校车报警：粤B12345D超速']);
    expect(notices[0]?.content).toContain('最高80 km/h');
    expect(me).toBeTruthy();
    // The bus teacher may not acknowledge, so does not hear of it.
    const teacherNotices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, busTeacher.userId), like(notifications.title, '校车报警%')));
    expect(teacherNotices).toEqual([]);
  });

  it('off-route is found for a point 40 m off the corridor, not for one 10 m off', async () => {
    await ingest([{ time: at('07:22:00'), ...offLeg(0.3, 10), speed: 30 }]);
    await ingest([{ time: at('07:22:01'), ...offLeg(0.3, -10), speed: 30 }]);
    expect(await ofKind('offRoute')).toEqual([]);
    await ingest([{ time: at('07:22:02'), ...offLeg(0.3, 40), speed: 30 }]);
    await ingest([{ time: at('07:22:03'), ...offLeg(0.3, 45), speed: 30 }]);
    const off = await ofKind('offRoute');
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ routeName: '一号线（早）', limit: 25, endedAt: null });
    expect(off[0]?.value).toBeGreaterThanOrEqual(39);
    expect(off[0]?.value).toBeLessThanOrEqual(41);
    // Back inside for 30 s: the episode ends.
    await ingest(run(at('07:22:04'), 40, 1, (i) => ({ ...offLeg(0.3 + i * 0.001, 0), speed: 30 })));
    expect((await ofKind('offRoute'))[0]?.endedAt).toBe(at('07:22:03').toISOString());
  });

  it('overtime parking: stopped longer than the setting away from the stops, but not at a stop', async () => {
    // Mid-leg (≈ 500 m from either stop), 11 minutes at a standstill with GPS jitter.
    await ingest(run(at('07:23:00'), 11 * 60, 30, (i) => ({ ...offLeg(0.5, i % 2 ? 3 : -3), speed: i % 3 })));
    let parking = await ofKind('parking');
    expect(parking).toHaveLength(1);
    expect(parking[0]).toMatchObject({ routeName: '一号线（早）', limit: 10, endedAt: null });
    expect(parking[0]?.message).toBe('粤B12345D（一号线（早））在站点外停车超过10分钟');
    // Drives off: ended; then 12 minutes at 侨香村东门 (a stop of the route) is no alert.
    await ingest([{ time: at('07:34:00'), ...offLeg(0.7, 0), speed: 25 }]);
    parking = await ofKind('parking');
    expect(parking[0]?.endedAt).toBe(at('07:34:00').toISOString());
    await ingest(run(at('07:35:00'), 12 * 60, 30, () => ({ ...offLeg(1, 0), speed: 0 })));
    expect(await ofKind('parking')).toHaveLength(1);
  });

  it('a terminal gone silent while its route runs is an alert once; its next fix ends it', async () => {
    // The last fix was 07:46:30; the clock says 08:00.
    expect(await t.busAlerts.checkSilent()).toBe(1);
    expect(await t.busAlerts.checkSilent()).toBe(0);
    let silent = await ofKind('silent');
    expect(silent).toHaveLength(1);
    expect(silent[0]).toMatchObject({ routeName: '一号线（早）', endedAt: null, startedAt: at('07:46:30').toISOString() });
    expect(silent[0]?.message).toBe('粤B12345D（一号线（早））的定位终端已14分钟未上报位置');
    await ingest([{ time: at('07:59:50'), ...offLeg(1, 0), speed: 0 }]);
    silent = await ofKind('silent');
    expect(silent[0]?.endedAt).toBe(at('07:59:50').toISOString());
    // Out of the route's window (after 08:25) a quiet terminal is no alert.
    t.clock.advance(40 * 60_000);
    expect(await t.busAlerts.checkSilent()).toBe(0);
  });

  it('确认处理 records who and when; bus staff may not; the list filters by state', async () => {
    const [alert] = await ofKind('overspeed');
    const id = alert?.id ?? '';
    const denied = await t.post('/api/bus/alerts/ack', { schoolId: 101, id }, busTeacher);
    expect(denied.statusCode).toBe(403);
    expect((await list({ state: 'unacked' })).map((a) => a.id)).toContain(id);
    const res = await t.post('/api/bus/alerts/ack', { schoolId: 101, id }, principal);
    expect(res.statusCode).toBe(200);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, principal.userId));
    expect(res.json().data).toMatchObject({ id, ackUserId: principal.userId, ackName: me?.userName });
    expect(res.json().data.ackAt).toBe(t.clock.now().toISOString());
    const again = await t.post('/api/bus/alerts/ack', { schoolId: 101, id }, principal);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(BusAlertMsg.acked);
    expect((await list({ state: 'unacked' })).map((a) => a.id)).not.toContain(id);
    expect((await list({ kind: 'overspeed' })).map((a) => a.ackName)).toEqual([me?.userName]);
    expect((await list({ state: 'open' })).every((a) => a.endedAt === null)).toBe(true);
    // Bus staff read their own routes' alerts (the demo bus teacher escorts the morning route).
    expect((await list({}, busTeacher)).length).toBe((await list()).length);
  });

  it('JT/T 808 reports are judged too, off the answers; the bus socket feed hears of the alert', async () => {
    const hub = new BusAlertHub(t.database.db);
    await hub.start(t.database);
    const heard: BusAlert[] = [];
    const stop = hub.subscribe(101, (alerts) => heard.push(...alerts));
    const jt = await startJt808Server({
      db: t.database.db,
      clock: t.clock,
      host: '127.0.0.1',
      port: 0,
      busTrackDays: 90,
      onStored: (fixes) => t.busAlerts.judge(fixes),
    });
    const c = await TerminalClient.connect('127.0.0.1', jt.port, '013800000003');
    try {
      await c.signIn();
      // 粤B8K9Z3 drives no route: an overspeed anyway, with no route named.
      for (let i = 0; i < 15; i++) {
        const answer = await c.report({
          alarm: 0,
          status: 3,
          lat: 22_548_621 + i * 200,
          lng: 114_069_538,
          altitude: 10,
          speed: 850,
          direction: 0,
          time: new Date(at('08:30:00').getTime() + i * 1000),
        });
        expect(answer.result).toBe(0);
      }
      await t.busAlerts.drain();
      const mine = (await ofKind('overspeed')).filter((a) => a.plate === '粤B8K9Z3');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ routeId: null, routeName: '', value: 85, message: '粤B8K9Z3超速行驶，最高85 km/h，限速60 km/h' });
      await expect.poll(() => heard.map((a) => a.id), { timeout: 3000 }).toContain(mine[0]?.id);
      // Bus staff see their routes' alerts only: one on no route is not theirs.
      expect((await list({}, busTeacher)).map((a) => a.id)).not.toContain(mine[0]?.id);
      // The terminal fell quiet above the limit: the periodic check ends the episode at its last fix (the car runs no
      // route now, so it is no silent terminal).
      expect((await list({ state: 'open' })).map((a) => a.id)).toContain(mine[0]?.id);
      t.clock.advance(at('08:36:00').getTime() - t.clock.now().getTime());
      expect(await t.busAlerts.checkSilent()).toBe(0);
      const [ended] = (await ofKind('overspeed')).filter((a) => a.id === mine[0]?.id);
      expect(ended?.endedAt).toBe(at('08:30:14').toISOString());
    } finally {
      c.close();
      stop();
      await jt.close();
      await hub.close();
    }
  });

  it("another school's alert is neither listed nor acknowledged", async () => {
    const otherCar = uuidv7();
    await t.database.db
      .insert(busCars)
      .values({ id: otherCar, schoolId: 102, plate: '粤B99999D', model: '宇通', seats: 19, gpsDeviceId: '013877770001' });
    const id = uuidv7();
    await t.database.db.insert(busAlerts).values({
      id,
      schoolId: 102,
      carId: otherCar,
      kind: 'overspeed',
      startedAt: at('07:30:00'),
      raisedAt: at('07:30:10'),
      value: 90,
      limit: 60,
    });
    expect((await list()).map((a) => a.id)).not.toContain(id);
    const mine = await t.post('/api/bus/alerts/ack', { schoolId: 101, id }, principal);
    expect(mine.statusCode).toBe(404);
    expect(mine.json().msg).toBe(BusAlertMsg.missing);
    // A member of 101 only (the bus teacher) may neither read nor acknowledge in 102.
    expect((await t.post('/api/bus/alerts/ack', { schoolId: 102, id }, busTeacher)).statusCode).toBe(403);
    expect((await t.get('/api/bus/alerts', { schoolId: 102 }, busTeacher)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(busAlerts).where(eq(busAlerts.id, id));
    expect(row?.ackAt).toBeNull();
    // 102's principal (the demo principal runs both) sees it there.
    expect((await t.get('/api/bus/alerts', { schoolId: 102 }, principal)).json().data.list.map((a: BusAlert) => a.id)).toEqual([id]);
  });
});
