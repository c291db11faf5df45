import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday, dueReminder, expiryState, uuidv7 } from '@contract';
import { notifications } from '../../server/db/schema';
import { sendExpiryReminders } from '../../server/services/bus/fleet/expiry-reminders';
import { startReminderScheduler } from '../../server/services/bus/fleet/reminder-scheduler';
import { DRIVER_ID_NUMBER } from './helpers/bus-calls';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;

describe('expiry days: the reminder due and the colour (contract/bus/expiry.ts)', () => {
  it('is due 30 days ahead, then 7; never past the day; orange within 30 days, red once past', () => {
    const today = '2026-11-26';
    expect([31, 30, 8, 7, 0, -1].map((d) => dueReminder(new Date(Date.parse(today) + d * DAY).toISOString().slice(0, 10), today))).toEqual([
      null,
      30,
      30,
      7,
      7,
      null,
    ]);
    expect(dueReminder(null, today)).toBeNull();
    expect([expiryState('2026-12-27', today), expiryState('2026-12-26', today), expiryState('2026-11-25', today)]).toEqual([
      null,
      'soon',
      'expired',
    ]);
    // China's day turns at 16:00 UTC.
    expect(chinaToday(new Date('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(chinaToday(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  });
});

/** Issue 20: insurance, inspection and licence expiry reminded in 通知 to the fleet's editors, 30 and 7 days ahead, once. */
describe('bus expiry reminders in 通知', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  let busTeacher: Signed;
  const tail = String(Date.now() % 10000).padStart(4, '0');
  const plate = `粤B9${tail}D`;
  const carId = uuidv7();
  const driverId = uuidv7();
  /** The day `n` days after the app clock's China day. */
  const inDays = (n: number) => new Date(Date.parse(chinaToday(t.clock.now())) + n * DAY).toISOString().slice(0, 10);
  /** The reminders a member holds about our car and driver (demo rows may come due as the clock moves). */
  const reminders = async (who: Signed) =>
    (
      await t.database.db
        .select({ content: notifications.content, title: notifications.title, sender: notifications.senderName })
        .from(notifications)
        .where(and(eq(notifications.userId, who.userId), like(notifications.title, '校车证件到期提醒')))
    )
      .map((n) => n.content)
      .filter((c) => c.includes(plate) || c.includes('孙师傅'))
      .sort();
  /** Days pass; the next request (signing in again: the session has lapsed) runs the day's reminders. */
  const nextDay = async (days = 1) => {
    t.clock.advance(days * DAY);
    principal = await loginSigned(t, 'yuanzhang');
  };

  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    busTeacher = await loginSigned(t, 'xiaoche');
  });
  afterAll(() => t.close());

  it('reminds the members who edit the fleet, once per thing, day and lead, across runs, processes and restarts', async () => {
    const car = {
      id: carId,
      schoolId: 101,
      plate,
      model: '宇通',
      seats: 19,
      gpsDeviceId: `GPSR${tail}`,
      insuranceExpiry: inDays(21),
      inspectionExpiry: inDays(100),
    };
    expect((await t.post('/api/editCarInfo', car, principal)).json().code).toBe(200);
    const driver = {
      id: driverId,
      schoolId: 101,
      name: '孙师傅',
      phone: `1392601${tail}`,
      idNumber: DRIVER_ID_NUMBER,
      licenceClass: 'A1',
      licenceExpiry: inDays(6),
    };
    expect((await t.post('/api/doDriverInfo', driver, principal)).json().code).toBe(200);
    // The day's run was at start: nothing new until the day turns.
    await t.get('/park/notice/count', { schoolId: 101 }, principal);
    expect(await reminders(principal)).toEqual([]);

    await nextDay();
    const insurance30 = `车辆${plate}的保险将于${car.insuranceExpiry}到期（还有20天），请及时续保。`;
    const licence7 = `司机孙师傅的驾驶证将于${driver.licenceExpiry}到期（还有5天），请提醒其及时换证。`;
    expect(await reminders(principal)).toEqual([insurance30, licence7].sort());
    expect(await reminders(teacher)).toEqual([]);
    expect(await reminders(busTeacher)).toEqual([]);

    // Again the same day, a forced run, another process's scheduler (a restart): nothing twice.
    await t.get('/park/notice/count', { schoolId: 101 }, principal);
    expect(await sendExpiryReminders(t.database.db, t.clock)).toBe(0);
    const restarted = startReminderScheduler(t.database.db, t.clock, (e) => {
      throw e;
    });
    await restarted.runIfDue({ force: true });
    restarted.stop();
    expect(await reminders(principal)).toHaveLength(2);

    // Days pass: the 30-day one is not sent again; at 7 days the second comes, once.
    await nextDay(5);
    expect(await reminders(principal)).toHaveLength(2);
    await nextDay(8);
    const insurance7 = `车辆${plate}的保险将于${car.insuranceExpiry}到期（还有7天），请及时续保。`;
    expect(await reminders(principal)).toEqual([insurance30, licence7, insurance7].sort());
    await nextDay();
    expect(await reminders(principal)).toHaveLength(3);
  });

  it('a changed expiry day makes new reminders due; a car out of use is not reminded', async () => {
    const renewed = inDays(25);
    const car = { id: carId, schoolId: 101, plate, model: '宇通', seats: 19, gpsDeviceId: `GPSR${tail}`, insuranceExpiry: renewed };
    expect((await t.post('/api/editCarInfo', car, principal)).json()).toMatchObject({ code: 200 });
    await nextDay();
    expect((await reminders(principal)).filter((c) => c.includes(renewed))).toEqual([
      `车辆${plate}的保险将于${renewed}到期（还有24天），请及时续保。`,
    ]);
    const later = inDays(20);
    expect((await t.post('/api/editCarInfo', { ...car, insuranceExpiry: later, status: 0 }, principal)).json().code).toBe(200);
    await nextDay();
    expect((await reminders(principal)).filter((c) => c.includes(later))).toEqual([]);
  });
});
