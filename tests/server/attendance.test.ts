import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttendanceClassDayItem, AttendanceMsg, nextHlc, STUDENT_STATUS, uuidv7 } from '@contract';
import { students } from '../../server/db/schema';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

describe('attendance: /park/studentAttendance and the attendance.record mutation', () => {
  let t: TestApp;
  let teacher: Signed;
  let principal: Signed;
  let finance: Signed;
  let classId: string;
  let kids: { id: string; name: string }[];
  const base = '/park/studentAttendance';
  // A Sunday: the demo seed fills school days up to yesterday, so a weekday here would already hold a seeded tap.
  const day = '2026-11-22';
  const T0 = Date.UTC(2026, 10, 22, 0, 30);
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await loginSigned(t, 'jiaoshi');
    principal = await loginSigned(t, 'yuanzhang');
    finance = await loginSigned(t, 'caiwu');
    classId = await firstClassId(t, 101);
    kids = await t.database.db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.schoolId, 101), eq(students.classId, classId), eq(students.status, STUDENT_STATUS.enrolled)));
  });
  afterAll(() => t.close());

  const tap = (studentId: string, status: number, hlc: string, extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    studentId,
    day,
    status,
    hlc,
    createTime: new Date(T0).toISOString(),
    ...extra,
  });
  const classDay = async (as: Signed = teacher) => {
    const res = await t.get(`${base}/classDay`, { classId, day }, as);
    return res.json() as { code: number; data: AttendanceClassDayItem[] };
  };

  it('records a tap as an event in the recorder’s name, unchanged, and lists the class day', async () => {
    const kid = kids[0]?.id as string;
    const args = tap(kid, 1, nextHlc(undefined, T0, 'c-tablet'), { reason: '发烧', temperature: 378 });
    const res = await t.post(`${base}/record`, args, teacher);
    expect(res.json()).toMatchObject({
      code: 200,
      data: { id: args.id, hlc: args.hlc, day, status: 1, reason: '发烧', temperature: 378, classId, recorderName: '李晓雯' },
    });
    const list = await classDay();
    expect(list.code).toBe(200);
    expect(list.data.length).toBe(kids.length);
    const line = list.data.find((l) => l.studentId === kid);
    expect(line?.current).toMatchObject({ id: args.id, status: 1 });
    expect(line?.history.length).toBe(1);
    // Recording the same event id twice is refused, and nothing is rewritten.
    expect((await t.post(`${base}/record`, args, teacher)).json()).toMatchObject({ code: 400, msg: AttendanceMsg.exists });
  });

  it('settles two teachers’ taps by HLC, not by arrival or the server’s clock, and keeps both in the history', async () => {
    const kid = kids[1]?.id as string;
    // The principal's tablet is two hours ahead: its tap (made first, pushed last) is the later one by HLC.
    const ahead = tap(kid, 3, nextHlc(undefined, T0 + 2 * 3_600_000, 'c-ahead'));
    const behind = tap(kid, 2, nextHlc(undefined, T0 + 60_000, 'c-behind'), { leaveType: 1, reason: '感冒' });
    await t.post(`${base}/record`, behind, teacher);
    await t.post(`${base}/record`, ahead, principal);
    const line = (await classDay()).data.find((l) => l.studentId === kid);
    expect(line?.current?.id).toBe(ahead.id);
    expect(line?.history.map((e) => e.recorderName)).toEqual(['李晓雯', '王丽华']);
  });

  it('applies through sync push and replicates the event in the attendance scope', async () => {
    const kid = kids[2]?.id as string;
    const c = protocolClient(t, teacher);
    const args = tap(kid, 0, nextHlc(undefined, Date.now(), 'c-push'), { day: new Date().toISOString().slice(0, 10) });
    const res = await c.push([{ id: 1, name: 'attendance.record', args }]);
    expect(res.body.results[0]).toMatchObject({ status: 'applied' });
    const { changes, scopes } = await c.pullAll(101);
    expect(scopes).toContain('attendance');
    expect(changes.find((ch) => ch.table === 'attendanceEvents' && ch.row.id === args.id)?.row).toMatchObject({
      status: 0,
      studentId: kid,
    });
  });

  it('全部入园 marks only the children still unmarked: a child marked before stays as marked, whatever the stamps', async () => {
    const [marked, open1, open2] = [kids[5]?.id, kids[6]?.id, kids[7]?.id] as [string, string, string];
    const c = protocolClient(t, teacher);
    // 缺勤 tapped first (pushed first), then 全部入园 confirmed with a later stamp naming the same child.
    const absent = tap(marked, 3, nextHlc(undefined, T0, 'c-sheet'));
    const batch = {
      schoolId: 101,
      day,
      entries: [marked, open1, open2].map((studentId) => ({ id: uuidv7(), studentId })),
      hlc: nextHlc(undefined, T0 + 60_000, 'c-sheet'),
      createTime: new Date(T0 + 60_000).toISOString(),
    };
    const res = await c.push([
      { id: 1, name: 'attendance.record', args: absent },
      { id: 2, name: 'attendance.enterAll', args: batch },
    ]);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const list = (await classDay()).data;
    const line = (id: string) => list.find((l) => l.studentId === id);
    expect(line(marked)?.current).toMatchObject({ id: absent.id, status: 3 });
    expect(line(marked)?.history.length).toBe(1);
    for (const id of [open1, open2]) expect(line(id)?.current).toMatchObject({ status: 0, hlc: batch.hlc, recorderName: '李晓雯' });
    // The events reach the replicas: two, none for the child marked before.
    const { changes } = await c.pullAll(101);
    const batchIds = new Set(batch.entries.map((e) => e.id));
    const pulled = changes.filter((ch) => ch.table === 'attendanceEvents' && batchIds.has(ch.row.id as string));
    expect(pulled.map((ch) => ch.row.studentId).sort()).toEqual([open1, open2].sort());
    // The REST call runs the same service: the same children again add nothing.
    const again = { ...batch, entries: batch.entries.map((e) => ({ ...e, id: uuidv7() })) };
    expect((await t.post(`${base}/enterAll`, again, teacher)).json()).toMatchObject({ code: 200, data: [] });
  });

  it('checks the input with the same Chinese messages as the device', async () => {
    const kid = kids[3]?.id as string;
    const hlc = nextHlc(undefined, T0, 'c-x');
    expect((await t.post(`${base}/record`, tap(kid, 2, hlc, { reason: '发烧' }), teacher)).json()).toMatchObject({
      code: 400,
      msg: AttendanceMsg.leaveType,
    });
    expect((await t.post(`${base}/record`, tap(kid, 0, 'yesterday'), teacher)).json()).toMatchObject({ code: 400, msg: AttendanceMsg.hlc });
    expect((await t.post(`${base}/record`, tap(kid, 0, hlc, { temperature: 500 }), teacher)).json()).toMatchObject({
      code: 400,
      msg: AttendanceMsg.temperature,
    });
  });

  it('needs the attendance rights: finance staff may neither read the sheet nor record', async () => {
    const kid = kids[4]?.id as string;
    expect((await t.get(`${base}/classDay`, { classId, day }, finance)).statusCode).toBe(403);
    expect((await t.post(`${base}/record`, tap(kid, 0, nextHlc(undefined, T0, 'c-f')), finance)).statusCode).toBe(403);
    const pushed = await protocolClient(t, finance).push([
      { id: 1, name: 'attendance.record', args: tap(kid, 0, nextHlc(undefined, T0, 'c-f')) },
    ]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
  });

  it("refuses another school's child and class, on every route and through sync", async () => {
    const otherClass = await firstClassId(t, 102);
    const [otherKid] = await t.database.db.select({ id: students.id }).from(students).where(eq(students.schoolId, 102)).limit(1);
    const hlc = nextHlc(undefined, T0, 'c-y');
    // jiaoshi is not a member of 102: naming it is a 403; naming her own school for a child of 102 is a 404.
    expect((await t.post(`${base}/record`, tap(otherKid?.id as string, 0, hlc, { schoolId: 102 }), teacher)).statusCode).toBe(403);
    const asOwn = (await t.post(`${base}/record`, tap(otherKid?.id as string, 0, hlc), teacher)).json();
    expect(asOwn).toMatchObject({ code: 404, msg: AttendanceMsg.notInSchool });
    expect((await t.get(`${base}/classDay`, { classId: otherClass, day }, teacher)).statusCode).toBe(403);
    const pushed = await protocolClient(t, teacher).push([{ id: 1, name: 'attendance.record', args: tap(otherKid?.id as string, 0, hlc) }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 404 });
    // Even the principal of both schools cannot file a child of 102 under 101.
    expect((await t.post(`${base}/record`, tap(otherKid?.id as string, 0, hlc), principal)).json()).toMatchObject({ code: 404 });
  });
});
