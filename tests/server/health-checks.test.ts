import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttendanceEventRow, AttendanceMsg, nextHlc, STUDENT_STATUS, uuidv7 } from '@contract';
import { ClassCareMsg } from '@contract/health/class-care';
import { CheckMsg, type HealthCheckRow } from '@contract/health/checks';
import { attendanceEvents, classes, notifications, students, users } from '../../server/db/schema';
import { healthChecks, illnessFollowUps, outbreakWarnings } from '../../server/db/schema/health/checks';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

describe('晨午检: /park/health and the healthCheck / illnessFollowUp mutations', () => {
  let t: TestApp;
  let teacher: Signed;
  let doctor: Signed;
  let principal: Signed;
  let finance: Signed;
  let ownClass: string;
  let otherClass: string;
  let kids: { id: string; name: string }[];
  let otherKid: string;
  const base = '/park/health';
  // A Sunday: the demo seed fills school days only, so the day holds just this file's checks.
  const day = '2026-11-22';
  const T0 = Date.UTC(2026, 10, 22, 0, 30);
  let n = 0;
  const hlc = (ms = 0) => nextHlc(undefined, T0 + ms + n++, 'c-tablet');

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await loginSigned(t, 'jiaoshi');
    doctor = await loginSigned(t, 'baojian');
    principal = await loginSigned(t, 'yuanzhang');
    finance = await loginSigned(t, 'caiwu');
    const list = await t.database.db.select().from(classes).where(eq(classes.schoolId, 101));
    ownClass = list.find((c) => c.name === '大一班')?.id as string;
    otherClass = list.find((c) => c.name !== '大一班')?.id as string;
    const inClass = (classId: string) =>
      t.database.db
        .select({ id: students.id, name: students.name })
        .from(students)
        .where(and(eq(students.schoolId, 101), eq(students.classId, classId), eq(students.status, STUDENT_STATUS.enrolled)));
    kids = await inClass(ownClass);
    otherKid = (await inClass(otherClass))[0]?.id as string;
  });
  afterAll(() => t.close());

  const check = (studentId: string, extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    studentId,
    day,
    session: 1,
    result: 0,
    attendanceId: uuidv7(),
    hlc: hlc(),
    createTime: new Date(T0).toISOString(),
    ...extra,
  });
  const attendanceOf = async (studentId: string) =>
    (await t.database.db
      .select()
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.studentId, studentId), eq(attendanceEvents.day, day)))) as unknown as AttendanceEventRow[];

  it('a morning check with a temperature is one attendance entry: the check keeps none, attendance holds it', async () => {
    const kid = kids[0]?.id as string;
    const args = check(kid, { temperature: 366 });
    const res = (await t.post(`${base}/check/record`, args, teacher)).json();
    expect(res).toMatchObject({
      code: 200,
      data: { id: args.id, temperature: null, session: 1, classId: ownClass, recorderName: '李晓雯' },
    });
    expect(await attendanceOf(kid)).toMatchObject([{ id: args.attendanceId, status: 0, temperature: 366, hlc: args.hlc }]);
    // The same check id twice is refused.
    expect((await t.post(`${base}/check/record`, args, teacher)).json()).toMatchObject({ code: 400, msg: CheckMsg.exists });
  });

  it('劝返 marks the day’s attendance 劝返 with the symptoms as the reason; a noon check keeps its own temperature', async () => {
    const kid = kids[1]?.id as string;
    const args = check(kid, { temperature: 385, symptoms: 0b11, result: 2, note: '体温高，咳嗽' });
    expect((await t.post(`${base}/check/record`, args, doctor)).json()).toMatchObject({ code: 200 });
    expect(await attendanceOf(kid)).toMatchObject([{ status: 1, reason: '晨检劝返：发热、咳嗽', temperature: 385, recorderName: '孙静' }]);
    const kid2 = kids[2]?.id as string;
    await t.post(`${base}/check/record`, check(kid2), teacher);
    const noon = check(kid2, { session: 2, temperature: 372, attendanceId: uuidv7() });
    expect((await t.post(`${base}/check/record`, noon, teacher)).json()).toMatchObject({ code: 200, data: { temperature: 372 } });
    // The morning check marked the unmarked child present; the noon one wrote no attendance.
    expect((await attendanceOf(kid2)).map((e) => e.status)).toEqual([0]);
  });

  it('refuses bad input with Chinese messages: 50 ℃, a future day, an unknown symptom, an evening check of a day pupil', async () => {
    const kid = kids[3]?.id as string;
    const post = async (a: Record<string, unknown>) => (await t.post(`${base}/check/record`, a, teacher)).json();
    expect(await post(check(kid, { temperature: 500 }))).toMatchObject({ code: 400, msg: AttendanceMsg.temperature });
    expect(await post(check(kid, { day: '2099-01-01' }))).toMatchObject({ code: 400, msg: CheckMsg.future });
    expect(await post(check(kid, { symptoms: 1 << 11 }))).toMatchObject({ code: 400, msg: CheckMsg.symptoms });
    expect(await post(check(kid, { result: 7 }))).toMatchObject({ code: 400, msg: CheckMsg.result });
    const [pupil] = await t.database.db
      .select({ id: students.id, trusteeship: students.trusteeship })
      .from(students)
      .where(eq(students.classId, ownClass));
    if (pupil?.trusteeship !== 1)
      expect(await post(check(pupil?.id as string, { session: 3 }))).toMatchObject({ msg: CheckMsg.notBoarder });
    expect(await attendanceOf(kid)).toEqual([]);
  });

  it('a teacher records only for her own classes; another school’s child is refused; finance may not read', async () => {
    expect((await t.post(`${base}/check/record`, check(otherKid), teacher)).json()).toMatchObject({
      code: 403,
      msg: ClassCareMsg.notYourClass,
    });
    const batch = { schoolId: 101, classId: otherClass, day, session: 1, entries: [{ id: uuidv7(), studentId: otherKid }], hlc: hlc() };
    expect((await t.post(`${base}/check/allNormal`, batch, teacher)).json()).toMatchObject({ code: 403 });
    // Through sync the same refusal.
    const pushed = await protocolClient(t, teacher).push([{ id: 1, name: 'healthCheck.record', args: check(otherKid) }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    // The health doctor checks every class.
    expect((await t.post(`${base}/check/record`, check(otherKid), doctor)).json()).toMatchObject({ code: 200 });
    const [far] = await t.database.db.select({ id: students.id }).from(students).where(eq(students.schoolId, 102)).limit(1);
    expect((await t.post(`${base}/check/record`, check(far?.id as string, { schoolId: 102 }), teacher)).statusCode).toBe(403);
    expect((await t.post(`${base}/check/record`, check(far?.id as string), principal)).json()).toMatchObject({
      code: 404,
      msg: CheckMsg.notInSchool,
    });
    expect((await t.get(`${base}/check/classDay`, { classId: ownClass, day }, finance)).statusCode).toBe(403);
  });

  it('全部正常 checks only the children still unchecked, marks the unmarked present, and replicates both', async () => {
    const c = protocolClient(t, teacher);
    const rest = kids.slice(4, 8).map((k) => k.id);
    const first = check(rest[0] as string, { result: 1, symptoms: 1 << 2 });
    const batch = {
      schoolId: 101,
      classId: ownClass,
      day,
      session: 1,
      entries: rest.map((studentId) => ({ id: uuidv7(), studentId, attendanceId: uuidv7() })),
      hlc: hlc(60_000),
      createTime: new Date(T0 + 60_000).toISOString(),
    };
    const res = await c.push([
      { id: 1, name: 'healthCheck.record', args: first },
      { id: 2, name: 'healthCheck.allNormal', args: batch },
    ]);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const list = (await t.get(`${base}/check/classDay`, { classId: ownClass, day }, teacher)).json().data as HealthCheckRow[];
    const of = (id: string) => list.filter((r) => r.studentId === id && r.session === 1);
    expect(of(rest[0] as string)).toMatchObject([{ id: first.id, result: 1 }]);
    for (const id of rest.slice(1)) expect(of(id)).toMatchObject([{ result: 0, hlc: batch.hlc }]);
    const { changes, scopes } = await c.pullAll(101);
    expect(scopes).toContain('healthChecks');
    const ids = new Set(batch.entries.flatMap((e) => [e.id, e.attendanceId]));
    expect(changes.filter((ch) => ids.has(ch.row.id as string)).length).toBe(2 * 3);
    // Again: nothing left to check.
    const again = { ...batch, entries: batch.entries.map((e) => ({ ...e, id: uuidv7(), attendanceId: uuidv7() })) };
    expect((await t.post(`${base}/check/allNormal`, again, teacher)).json()).toMatchObject({ code: 200, data: [] });
  });

  it('tells the health doctor and the principal once when two children of a class show the same symptom in three days', async () => {
    const red = 1 << 8; // 红眼
    const sent = async () =>
      t.database.db
        .select({ userId: notifications.userId, title: notifications.title })
        .from(notifications)
        .where(like(notifications.title, '传染病预警：大一班%红眼'));
    await t.post(`${base}/check/record`, check(kids[8]?.id as string, { symptoms: red, result: 1, day: '2026-11-20' }), teacher);
    expect(await sent()).toEqual([]);
    await t.post(`${base}/check/record`, check(kids[9]?.id as string, { symptoms: red, result: 1, session: 2 }), teacher);
    const first = await sent();
    const names = await t.database.db.select({ id: users.id, name: users.userName }).from(users);
    const who = new Set(first.map((r) => names.find((u) => u.id === r.userId)?.name));
    expect(who.has('孙静')).toBe(true);
    expect(who.has('王丽华')).toBe(true);
    expect(who.has('李晓雯')).toBe(false);
    expect(first[0]?.title).toBe('传染病预警：大一班 3天内2名幼儿出现红眼');
    // A third child the same days: no second notice.
    await t.post(`${base}/check/record`, check(kids[10]?.id as string, { symptoms: red, result: 3 }), teacher);
    expect((await sent()).length).toBe(first.length);
  });

  it('因病缺勤追踪: one follow-up per child and day, the last save wins', async () => {
    const kid = kids[11]?.id as string;
    const save = (extra: Record<string, unknown>) => ({ id: uuidv7(), schoolId: 101, studentId: kid, day, ...extra });
    expect((await t.post(`${base}/illness/save`, save({ symptoms: 1, diagnosis: '感冒' }), teacher)).json()).toMatchObject({
      code: 200,
      data: { diagnosis: '感冒', updaterName: '李晓雯' },
    });
    const second = await t.post(
      `${base}/illness/save`,
      save({ seenDoctor: true, diagnosis: '流感', expectedReturn: '2026-11-25' }),
      doctor,
    );
    expect(second.json()).toMatchObject({ code: 200, data: { seenDoctor: true, diagnosis: '流感' } });
    const rows = await t.database.db
      .select()
      .from(illnessFollowUps)
      .where(and(eq(illnessFollowUps.studentId, kid), eq(illnessFollowUps.day, day)));
    expect(rows.length).toBe(1);
    expect((await t.post(`${base}/illness/save`, save({ expectedReturn: '11月25日' }), teacher)).json()).toMatchObject({
      code: 400,
      msg: CheckMsg.expectedReturn,
    });
    expect((await t.post(`${base}/illness/save`, save({ studentId: otherKid }), teacher)).json()).toMatchObject({ code: 403 });
  });

  it('the demo holds the recent checks, abnormal ones and follow-ups, and one open outbreak warning with its 通知', async () => {
    const db = t.database.db;
    const checks = await db
      .select({ result: healthChecks.result, day: healthChecks.day })
      .from(healthChecks)
      .where(eq(healthChecks.schoolId, 101));
    expect(checks.length).toBeGreaterThan(500);
    expect(checks.some((c) => c.result === 2)).toBe(true);
    expect(checks.some((c) => c.result === 1)).toBe(true);
    expect((await db.select().from(illnessFollowUps).where(eq(illnessFollowUps.schoolId, 101))).length).toBeGreaterThan(5);
    const [warning] = await db.select().from(outbreakWarnings).where(eq(outbreakWarnings.schoolId, 101));
    expect(warning?.title).toMatch(/^传染病预警：.+ 3天内2名幼儿出现手足口疱疹$/);
    const notes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.title, warning?.title ?? ''));
    const [doctorId] = (await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'baojian'))).map((u) => u.id);
    expect(notes.map((n) => n.userId)).toEqual([doctorId]);
  });
});
