import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_FORCED_CLOSE_TITLE, BUS_UNMARKED_CLOSE_TITLE, BusTripMsg, nextHlc, uuidv7 } from '@contract';
import { busCars, busRiders, busRoutes, busStops, guardians, notifications, students, users } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** The parents' messages a trip's taps send, and the principal's alert on a forced close. */
describe('bus trips: parents’ messages exactly once, and the forced-close alert', () => {
  let t: TestApp;
  let busTeacher: Signed;
  let principal: Signed;
  let routeId: string;
  let stopId: string;
  let stopName: string;
  let plate: string;
  let riders: string[];
  let last: string | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    busTeacher = await loginSigned(t, 'xiaoche');
    principal = await loginSigned(t, 'yuanzhang');
    const db = t.database.db;
    const [route] = await db
      .select()
      .from(busRoutes)
      .where(and(eq(busRoutes.schoolId, 101), eq(busRoutes.period, 'morning')));
    routeId = route?.id ?? '';
    stopId = route?.stops[0]?.stopId ?? '';
    stopName = (await db.select().from(busStops).where(eq(busStops.id, stopId)))[0]?.name ?? '';
    plate =
      (
        await db
          .select()
          .from(busCars)
          .where(eq(busCars.id, route?.carId ?? ''))
      )[0]?.plate ?? '';
    riders = (await db.select().from(busRiders).where(eq(busRiders.routeId, routeId))).map((r) => r.studentId);
  });
  afterAll(() => t.close());

  const stamp = () => {
    last = nextHlc(last, Date.now(), 'c-msg');
    return last;
  };
  // 23:10 UTC is 07:10 the next morning in China: the message shows China time.
  // Weekend days: the demo history (server/seed/demo-bus-trips.ts) fills the school days before today.
  const base = (day: string) => ({ id: uuidv7(), schoolId: 101, routeId, day, hlc: stamp(), createTime: '2026-11-22T23:10:00.000Z' });
  async function push(name: string, args: Record<string, unknown>, as = busTeacher) {
    const res = await protocolClient(t, as).push([{ id: 1, name, args }]);
    return res.body.results?.[0];
  }
  const messages = async (day: string, as = busTeacher) => {
    const res = await t.get('/api/busTripMessages', { schoolId: 101, routeId, day }, as);
    return res.json().data as {
      eventId: string;
      studentName: string;
      kind: string;
      text: string;
      phones: string[];
      status: string;
      sentAt: string | null;
    }[];
  };

  it('a boarding sends the template to the child’s guardians once, however often the event is pushed', async () => {
    const day = '2026-11-01';
    const child = riders[0] ?? '';
    const board = { ...base(day), kind: 'board', studentId: child, stopId };
    expect(await push('busTrip.tap', board)).toEqual({ id: 1, status: 'applied' });
    // The same event again, from another device (or a retry): refused as existing, and nothing more is sent.
    expect(await push('busTrip.tap', board)).toMatchObject({ status: 'rejected', msg: BusTripMsg.exists });
    const [name] = (await t.database.db.select().from(students).where(eq(students.id, child))).map((s) => s.name);
    const phones = (await t.database.db.select().from(guardians).where(eq(guardians.studentId, child))).map((g) => g.phone);
    const list = await messages(day);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ eventId: board.id, studentName: name, kind: 'board', status: 'sent' });
    expect(list[0]?.text).toBe(`【校车】${name}已于07:10在${stopName}上车，车牌${plate}。`);
    expect(new Set(list[0]?.phones)).toEqual(new Set(phones.filter(Boolean)));
    expect(phones.length).toBeGreaterThan(0);
    expect(list[0]?.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const alight = { ...base(day), kind: 'alight', studentId: child, stopId };
    expect(await push('busTrip.tap', alight)).toEqual({ id: 1, status: 'applied' });
    const after = await messages(day);
    expect(after.map((m) => m.kind)).toEqual(['board', 'alight']);
    expect(after[1]?.text).toBe(`【校车】${name}已于07:10在${stopName}下车，请家长及时接送。`);
  });

  it('an undo of a boarding sends a correction; an absence and its undo send nothing', async () => {
    const day = '2026-10-31';
    const [a, b] = riders as [string, string];
    const board = { ...base(day), kind: 'board', studentId: a, stopId };
    await push('busTrip.tap', board);
    expect(await push('busTrip.undo', { ...base(day), targetId: board.id })).toEqual({ id: 1, status: 'applied' });
    const absent = { ...base(day), kind: 'absent', studentId: b, stopId, reason: '请假' };
    await push('busTrip.tap', absent);
    await push('busTrip.undo', { ...base(day), targetId: absent.id });
    const list = await messages(day);
    expect(list.map((m) => m.kind)).toEqual(['board', 'undo']);
    expect(list[1]?.text).toMatch(/^【校车】\S+07:10在\S+的上车记录有误，已撤销，请以之后的通知为准。$/);
  });

  it('the messages are read by the bus section only, and never another school’s', async () => {
    const day = '2026-11-01';
    expect(await messages(day, principal)).toHaveLength(2);
    const teacher = await loginSigned(t, 'jiaoshi');
    expect((await t.get('/api/busTripMessages', { schoolId: 101, routeId, day }, teacher)).statusCode).toBe(403);
    const outsider = await loginSigned(t, 'xufei');
    const res = await t.get('/api/busTripMessages', { schoolId: 101, routeId, day }, outsider);
    expect(res.statusCode).toBe(403);
    // 102's trip of the same route id shows nothing of 101's.
    const own = await t.get('/api/busTripMessages', { schoolId: outsider.schoolId, routeId, day }, outsider);
    expect(own.json().data ?? []).toEqual([]);
    const bad = await t.get('/api/busTripMessages', { schoolId: 101, routeId: 'x', day }, principal);
    expect(bad.json()).toMatchObject({ code: 400, msg: BusTripMsg.route });
  });

  it('a forced close alerts the principal with the route, the day, who is on board, why and who closed', async () => {
    const day = '2026-11-08';
    const child = riders[2] ?? '';
    await push('busTrip.tap', { ...base(day), kind: 'board', studentId: child, stopId });
    expect(await push('busTrip.close', { ...base(day), forced: true, reason: '家长在车门口接走' })).toEqual({ id: 1, status: 'applied' });
    const [name] = (await t.database.db.select().from(students).where(eq(students.id, child))).map((s) => s.name);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, busTeacher.userId));
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, principal.userId), eq(notifications.title, BUS_FORCED_CLOSE_TITLE)))
      .orderBy(desc(notifications.id));
    expect(notice?.schoolId).toBe(101);
    expect(notice?.content).toContain('一号线（早）');
    expect(notice?.content).toContain(day);
    expect(notice?.content).toContain(`车上仍有幼儿未下车：${name}`);
    expect(notice?.content).toContain('家长在车门口接走');
    expect(notice?.content).toContain(me?.userName ?? '?');
    // The bus teacher is no principal: only the principals hear of it.
    const mine = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, busTeacher.userId), eq(notifications.title, BUS_FORCED_CLOSE_TITLE)));
    expect(mine).toHaveLength(0);
  });

  it('a trip ended with riders never marked (待上车) tells the principal who they are; a trip with every rider marked does not', async () => {
    const day = '2026-11-07';
    const [marked, ...rest] = riders as [string, ...string[]];
    await push('busTrip.tap', { ...base(day), kind: 'absent', studentId: marked, stopId, reason: '请假' });
    expect(await push('busTrip.close', base(day))).toEqual({ id: 1, status: 'applied' });
    const names = new Map((await t.database.db.select().from(students)).map((s) => [s.id, s.name]));
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, principal.userId), eq(notifications.title, BUS_UNMARKED_CLOSE_TITLE)));
    expect(notice?.content).toContain(day);
    expect(notice?.content).toContain(`未登记（待上车）的幼儿：${rest.map((id) => names.get(id)).join('、')}`);
    expect(notice?.content).not.toContain(names.get(marked) ?? '?');

    // Every rider marked: a plain end, nobody alerted.
    const full = '2026-10-31';
    for (const id of riders) await push('busTrip.tap', { ...base(full), kind: 'absent', studentId: id, stopId, reason: '请假' });
    expect(await push('busTrip.close', base(full))).toEqual({ id: 1, status: 'applied' });
    const alerts = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, principal.userId), eq(notifications.title, BUS_UNMARKED_CLOSE_TITLE)));
    expect(alerts.filter((n) => n.content.includes(full))).toHaveLength(0);
  });
});
