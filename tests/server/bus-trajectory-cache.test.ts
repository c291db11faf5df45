import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusPositionMsg, decodeBusDayTrack, uuidv7 } from '@contract';
import { busCars, busFixes, busTrackDays } from '../../server/db/schema';
import { chinaDayOf } from '../../server/services/bus/positions/fixes';
import { POSITIONS_CHANNEL } from '../../server/services/bus/positions/track-day-changes';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { withoutDemoTracks } from './helpers/no-demo-tracks';

/**
 * GET /api/getHistoryTrajectory through the day-track cache (server/services/bus/positions/track-day-cache.ts): the
 * bytes stay right when a day's positions change (in this process, or another one announcing it by NOTIFY), another
 * school's car stays refused when a day of it is kept, a closed day revalidates to a 304.
 */
describe('playback days kept in memory: invalidated by new positions, never another school', () => {
  let t: TestApp;
  let principal: Signed;
  let carId: string;
  let otherCar: string;
  let key: string;
  const yesterday = chinaDayOf(new Date(Date.now() - 86_400_000));
  const dayBefore = chinaDayOf(new Date(Date.now() - 2 * 86_400_000));
  const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

  const read = async (schoolId: number, car: string, day: string, headers: Record<string, string> = {}) =>
    t.get('/api/getHistoryTrajectory', { schoolId, carId: car, day }, principal, headers);
  const points = async (car: string, day: string) => {
    const res = await read(101, car, day);
    expect(res.statusCode).toBe(200);
    return decodeBusDayTrack(new Uint8Array(res.rawPayload)).time.length;
  };
  const ingest = (day: string, seconds: number[]) =>
    t.app.inject({
      method: 'POST',
      url: '/device/ingest',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        deviceId: '013800000002',
        key,
        fixes: seconds.map((s) => ({ time: dayStart(day) + (8 * 3600 + s) * 1000, lat: 22.55 + s / 1e5, lng: 114.05, speed: 30 })),
      }),
    });
  /** A write as another server process makes it: the fix, the day's version, the NOTIFY; nothing told to this process. */
  const writeElsewhere = async (day: string, second: number, announce: boolean) =>
    t.database.db.transaction(async (tx) => {
      const time = new Date(dayStart(day) + (8 * 3600 + second) * 1000);
      await tx.insert(busFixes).values({
        carId,
        schoolId: 101,
        deviceTime: time,
        lat: 22_550_000,
        lng: 114_050_000,
        speed: 0,
        direction: 0,
        altitude: 0,
        alarm: 0,
        status: 3,
      });
      await tx
        .update(busTrackDays)
        .set({ version: sql`${busTrackDays.version} + 1` })
        .where(and(eq(busTrackDays.carId, carId), eq(busTrackDays.day, day)));
      if (announce) await tx.execute(sql`SELECT pg_notify(${POSITIONS_CHANNEL}, ${`101 ${carId}/${day}`})`);
    });
  const until = async (what: () => Promise<boolean>) => {
    const end = Date.now() + 3_000;
    while (!(await what())) {
      if (Date.now() > end) throw new Error('not seen within 3 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    await withoutDemoTracks(t);
    principal = await loginSigned(t, 'yuanzhang');
    const [car] = await t.database.db
      .select()
      .from(busCars)
      .where(and(eq(busCars.schoolId, 101), eq(busCars.gpsDeviceId, '013800000002')));
    carId = car?.id ?? '';
    key = (await t.post('/device/trackerKey', { schoolId: 101, carId }, principal)).json().data.key;
    otherCar = uuidv7();
    await t.database.db
      .insert(busCars)
      .values({ id: otherCar, schoolId: 102, plate: '粤B99999D', model: '宇通', seats: 19, gpsDeviceId: '013877770001' });
  });
  afterAll(() => t.close());

  it('a change of a day’s positions is seen on the next request: this process’s ingestion at once, another’s by its NOTIFY', async () => {
    expect((await ingest(yesterday, [0, 1, 2])).json().data).toEqual({ received: 3, stored: 3 });
    expect(await points(carId, yesterday)).toBe(3);
    expect(await points(carId, yesterday)).toBe(3);
    // A later fix and a late one from before (a blind-area batch): each is in the very next answer.
    await ingest(yesterday, [10]);
    expect(await points(carId, yesterday)).toBe(4);
    await ingest(yesterday, [-60]);
    const res = await read(101, carId, yesterday);
    const track = decodeBusDayTrack(new Uint8Array(res.rawPayload));
    expect([...track.time]).toEqual([8 * 3600 - 60, 8 * 3600, 8 * 3600 + 1, 8 * 3600 + 2, 8 * 3600 + 10]);

    // This process's own ingestions are announced by NOTIFY too, a moment later, and each drops the day again (a
    // miss, never a stale answer). Wait until they have arrived: a listener gets notifications in commit order, so
    // once a later announcement of another day — one nothing else names — has been applied, so have they.
    await t.database.db.insert(busTrackDays).values({ carId, day: dayBefore, schoolId: 101 });
    await writeElsewhere(dayBefore, 0, false);
    expect(await points(carId, dayBefore)).toBe(1);
    await writeElsewhere(dayBefore, 5, true);
    await until(async () => (await points(carId, dayBefore)) === 2);
    expect(await points(carId, yesterday)).toBe(5);

    // The day is kept: a write nobody announced is not read (no query on a hit)…
    await writeElsewhere(yesterday, 20, false);
    expect(await points(carId, yesterday)).toBe(5);
    // …and one announced by another process's NOTIFY is, as soon as it arrives.
    await writeElsewhere(yesterday, 30, true);
    await until(async () => (await points(carId, yesterday)) === 7);
  });

  it('another school’s car is refused even when a day of it is kept', async () => {
    expect(await points(carId, yesterday)).toBe(7);
    // The same car and day asked under another school of the same user (102): the car is not that school's.
    const elsewhere = await read(102, carId, yesterday);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().msg).toBe(BusPositionMsg.missingCar);
    // And the other way: school 102's car, kept under 102, asked under 101.
    expect((await read(102, otherCar, yesterday)).statusCode).toBe(200);
    const mine = await read(101, otherCar, yesterday);
    expect(mine.statusCode).toBe(404);
    expect(mine.json().msg).toBe(BusPositionMsg.missingCar);
    // A member of neither school's bus pages is refused before any of it.
    const teacher = await loginSigned(t, 'jiaoshi');
    expect((await t.get('/api/getHistoryTrajectory', { schoolId: 101, carId, day: yesterday }, teacher)).statusCode).toBe(403);
  });

  it('a closed day has a strong ETag: asked again with it, 304 and no body; today is not kept by the browser', async () => {
    const first = await read(101, carId, yesterday);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await read(101, carId, yesterday, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // A new fix changes the bytes and so the tag: the old one gets the whole day.
    await ingest(yesterday, [40]);
    const changed = await read(101, carId, yesterday, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(decodeBusDayTrack(new Uint8Array(changed.rawPayload)).time.length).toBe(8);
    // The tag alone lets nobody in: without the session the answer is the usual 20011.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/getHistoryTrajectory?schoolId=101&carId=${carId}&day=${yesterday}`,
      headers: { 'if-none-match': etag },
    });
    expect(anonymous.statusCode).not.toBe(304);
    const today = await read(101, carId, chinaDayOf(t.clock.now()));
    expect(today.statusCode).toBe(200);
    expect(today.headers['cache-control']).toBe('private, no-store');
  });

  it('a deleted car’s kept days go with it', async () => {
    const spare = uuidv7();
    await t.database.db
      .insert(busCars)
      .values({ id: spare, schoolId: 101, plate: '粤B00001D', model: '宇通', seats: 19, gpsDeviceId: '013877770002' });
    expect(await points(spare, yesterday)).toBe(0);
    const push = await protocolClient(t, principal).push([{ id: 1, name: 'busCar.delete', args: { schoolId: 101, id: spare } }]);
    expect(push.status).toBe(200);
    await until(async () => (await read(101, spare, yesterday)).statusCode === 404);
  });
});
