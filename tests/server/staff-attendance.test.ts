import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextHlc, type StaffAttendanceDayItem, StaffAttendanceMsg, type StaffRow, uuidv7 } from '@contract';
import { changeLog, staffAttendanceEvents } from '../../server/db/schema';
import { backfillStaffRoster } from '../../server/seed/backfill-staff-roster';
import { loginWithSmsCode } from './helpers/security';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

describe('staff attendance: /park/teacherAttendance and the staffAttendance.record mutation', () => {
  let t: TestApp;
  let principal: Signed;
  let vice: Signed;
  let teacher: Signed;
  let finance: Signed;
  let outsider: Signed;
  const base = '/park/teacherAttendance';
  // A Sunday: the demo seed marks weekdays only.
  const day = '2026-11-22';
  const T0 = Date.UTC(2026, 10, 23, 0, 30);
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    vice = signer(await loginWithSmsCode(t, 'shuangyz'));
    teacher = await loginSigned(t, 'jiaoshi');
    finance = await loginSigned(t, 'caiwu');
    outsider = await loginSigned(t, 'xufei');
  });
  afterAll(() => t.close());

  const mark = (userId: number, status: number, hlc: string, extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    userId,
    day,
    status,
    hlc,
    createTime: new Date(T0).toISOString(),
    ...extra,
  });
  const staffDay = async (as: Signed = vice, schoolId = 101) => {
    const res = await t.get(`${base}/day`, { schoolId, day }, as);
    return res.json() as { code: number; data: StaffAttendanceDayItem[] };
  };

  it('records a mark in the recorder’s name and lists the day with each member’s department and position', async () => {
    const args = mark(teacher.userId, 2, nextHlc(undefined, T0, 'c-office'), { leaveType: 3, reason: '年假' });
    const res = await t.post(`${base}/record`, args, vice);
    expect(res.json()).toMatchObject({ code: 200, data: { id: args.id, hlc: args.hlc, status: 2, leaveType: 3, recorderName: '赵安' } });
    const list = await staffDay();
    expect(list.code).toBe(200);
    const line = list.data.find((l) => l.userId === teacher.userId);
    expect(line).toMatchObject({ name: '李晓雯', departmentName: '保教部', positionName: '教师', current: { id: args.id } });
    expect(list.data.map((l) => l.name)).toContain('王丽华');
    expect((await t.post(`${base}/record`, args, vice)).json()).toMatchObject({ code: 400, msg: StaffAttendanceMsg.exists });
  });

  it('settles two marks of the same member by HLC, not by arrival, and keeps both in the history', async () => {
    const ahead = mark(finance.userId, 1, nextHlc(undefined, T0 + 2 * 3_600_000, 'c-ahead'), { reason: '堵车' });
    const behind = mark(finance.userId, 0, nextHlc(undefined, T0 + 60_000, 'c-behind'));
    await t.post(`${base}/record`, ahead, principal);
    await t.post(`${base}/record`, behind, vice);
    const line = (await staffDay()).data.find((l) => l.userId === finance.userId);
    expect(line?.current?.id).toBe(ahead.id);
    expect(line?.history.map((e) => e.recorderName)).toEqual(['赵安', '王丽华']);
  });

  it('applies through sync push and replicates the roster and the event to who may view them', async () => {
    const c = protocolClient(t, vice);
    const args = mark(vice.userId, 5, nextHlc(undefined, Date.now(), 'c-push'), {
      reason: '区教育局开会',
      day: new Date().toISOString().slice(0, 10),
    });
    expect((await c.push([{ id: 1, name: 'staffAttendance.record', args }])).body.results[0]).toMatchObject({ status: 'applied' });
    const { changes, scopes } = await c.pullAll(101);
    expect(scopes).toEqual(expect.arrayContaining(['staff', 'staffAttendance']));
    expect(changes.find((ch) => ch.table === 'staffAttendanceEvents' && ch.row.id === args.id)?.row).toMatchObject({ status: 5 });
    const roster = changes.filter((ch) => ch.table === 'staff').map((ch) => ch.row as StaffRow);
    expect(roster.find((r) => r.userId === teacher.userId)).toMatchObject({
      id: `101-${teacher.userId}`,
      name: '李晓雯',
      positionName: '教师',
    });
    // A teacher records her class's attendance but neither pulls nor marks her colleagues'.
    const theirs = await protocolClient(t, teacher).pullAll(101);
    expect(theirs.scopes).not.toContain('staffAttendance');
    expect(theirs.scopes).not.toContain('staff');
    expect(theirs.changes.filter((ch) => ch.table === 'staffAttendanceEvents' || ch.table === 'staff').map((ch) => ch.table)).toEqual([]);
  });

  it('全部出勤 marks only the members still unmarked: a mark made before stays, a member of another school is left out', async () => {
    const sunday = '2026-11-15';
    const c = protocolClient(t, vice);
    const absent = mark(teacher.userId, 3, nextHlc(undefined, T0, 'c-office'), { day: sunday });
    const batch = {
      schoolId: 101,
      day: sunday,
      entries: [teacher.userId, principal.userId, outsider.userId].map((userId) => ({ id: uuidv7(), userId })),
      hlc: nextHlc(undefined, T0 + 60_000, 'c-office'),
      createTime: new Date(T0 + 60_000).toISOString(),
    };
    const res = await c.push([
      { id: 1, name: 'staffAttendance.record', args: absent },
      { id: 2, name: 'staffAttendance.presentAll', args: batch },
    ]);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const list = (await t.get(`${base}/day`, { schoolId: 101, day: sunday }, vice)).json() as { data: StaffAttendanceDayItem[] };
    const line = (id: number) => list.data.find((l) => l.userId === id);
    expect(line(teacher.userId)?.current).toMatchObject({ id: absent.id, status: 3 });
    expect(line(teacher.userId)?.history.length).toBe(1);
    expect(line(principal.userId)?.current).toMatchObject({ status: 0, hlc: batch.hlc, recorderName: '赵安' });
    const stored = await t.database.db.select().from(staffAttendanceEvents).where(eq(staffAttendanceEvents.day, sunday));
    expect(stored.map((e) => e.userId).sort()).toEqual([teacher.userId, principal.userId].sort());
  });

  it('checks the input with the same Chinese messages as the device', async () => {
    const hlc = nextHlc(undefined, T0, 'c-x');
    const refused = async (args: object) => (await t.post(`${base}/record`, args, vice)).json();
    expect(await refused(mark(teacher.userId, 2, hlc, { reason: '有事' }))).toMatchObject({ code: 400, msg: StaffAttendanceMsg.leaveType });
    expect(await refused(mark(teacher.userId, 0, hlc, { leaveType: 1 }))).toMatchObject({ code: 400, msg: StaffAttendanceMsg.leaveType });
    expect(await refused(mark(teacher.userId, 5, hlc))).toMatchObject({ code: 400, msg: StaffAttendanceMsg.reason });
    expect(await refused(mark(teacher.userId, 9, hlc))).toMatchObject({ code: 400, msg: StaffAttendanceMsg.status });
    expect(await refused(mark(teacher.userId, 0, 'now'))).toMatchObject({ code: 400, msg: StaffAttendanceMsg.hlc });
    expect(await refused(mark(teacher.userId, 0, hlc, { day: '2026-02-30' }))).toMatchObject({ code: 400, msg: StaffAttendanceMsg.day });
  });

  it('is for directors: a teacher and finance staff may neither read the staff day nor mark, on the route or through sync', async () => {
    for (const who of [teacher, finance]) {
      expect((await t.get(`${base}/day`, { schoolId: 101, day }, who)).statusCode).toBe(403);
      expect((await t.post(`${base}/record`, mark(who.userId, 0, nextHlc(undefined, T0, 'c-t')), who)).statusCode).toBe(403);
      const pushed = await protocolClient(t, who).push([
        { id: 1, name: 'staffAttendance.record', args: mark(who.userId, 0, nextHlc(undefined, T0, 'c-t')) },
      ]);
      expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    }
  });

  it("refuses another school's member, and a member of another school, on every route and through sync", async () => {
    const hlc = nextHlc(undefined, T0, 'c-y');
    // xufei, principal of 104 only, cannot read or mark 101.
    expect((await staffDay(outsider)).code).toBe(403);
    expect((await t.post(`${base}/record`, mark(teacher.userId, 0, hlc), outsider)).statusCode).toBe(403);
    const pushed = await protocolClient(t, outsider).push([{ id: 1, name: 'staffAttendance.record', args: mark(teacher.userId, 0, hlc) }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    // Nor may 101's director file xufei (not a member of 101) under 101.
    expect((await t.post(`${base}/record`, mark(outsider.userId, 0, hlc), vice)).json()).toMatchObject({
      code: 404,
      msg: StaffAttendanceMsg.notInSchool,
    });
    const viaSync = await protocolClient(t, vice).push([{ id: 1, name: 'staffAttendance.record', args: mark(outsider.userId, 0, hlc) }]);
    expect(viaSync.body.results[0]).toMatchObject({ status: 'rejected', code: 404 });
    const written = await t.database.db
      .select()
      .from(staffAttendanceEvents)
      .where(and(eq(staffAttendanceEvents.userId, outsider.userId), eq(staffAttendanceEvents.schoolId, 101)));
    expect(written).toEqual([]);
  });

  it('records the roster of a school that has none at start (a database older than the roster), once', async () => {
    const db = t.database.db;
    const staffEntries = () =>
      db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.schoolId, 102), eq(changeLog.tableName, 'staff')));
    await db.delete(changeLog).where(and(eq(changeLog.schoolId, 102), eq(changeLog.tableName, 'staff')));
    expect(await staffEntries()).toEqual([]);
    expect(await backfillStaffRoster(db)).toBe(1);
    expect((await staffEntries()).length).toBeGreaterThan(0);
    expect(await backfillStaffRoster(db)).toBe(0);
  });

  it('seeds four weeks of the demo school’s staff attendance', async () => {
    const rows = await t.database.db.select().from(staffAttendanceEvents).where(eq(staffAttendanceEvents.schoolId, 101));
    expect(new Set(rows.map((r) => r.day)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(3);
  });
});
