import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrolmentMsg, uuidv7 } from '@contract';
import { enrolments, students } from '../../server/db/schema';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { APPLICANT } from './helpers/form-examples';

const application = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  schoolId: 101,
  childName: '林小雨',
  ...APPLICANT,
  materials: ['/demo/website/banner-1.svg'],
  ...over,
});

describe('enrolment: /park/EnrollmentManagement and /park/enrollmentStatistics', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  let otherPrincipal: Signed;
  let classId: string;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    otherPrincipal = await loginSigned(t, 'xufei');
    classId = await firstClassId(t, 101);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: unknown, as: Signed = principal) => {
    const res = await t.post(`/park/EnrollmentManagement/${path}`, body, as);
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: Record<string, unknown> } };
  };
  const childrenNamed = async (name: string) => t.database.db.select().from(students).where(eq(students.name, name));

  it('adds an application with materials, admits it, places it in a class once: the child is created a single time', async () => {
    const app = application({ childName: '分班一次' });
    expect((await post('add', app)).body).toMatchObject({ code: 200, data: { id: app.id, status: 0, materials: app.materials } });
    // Not admitted yet: no class.
    const early = await post('assign', { id: app.id, schoolId: 101, classId, studentId: uuidv7() });
    expect(early.body).toMatchObject({ code: 400, msg: EnrolmentMsg.notAdmitted });
    expect((await post('admit', { id: app.id, schoolId: 101 })).body.data).toMatchObject({ status: 1 });

    const first = uuidv7();
    const placed = await post('assign', { id: app.id, schoolId: 101, classId, studentId: first });
    expect(placed.body).toMatchObject({ code: 200, data: { classId, studentId: first } });
    // Again by REST, and by a second device's push with its own child id: still the one child.
    const again = await post('assign', { id: app.id, schoolId: 101, classId, studentId: uuidv7() });
    expect(again.body.data).toMatchObject({ studentId: first });
    const device = protocolClient(t, principal);
    const pushed = await device.push([
      { id: 1, name: 'enrolment.assign', args: { id: app.id, schoolId: 101, classId, studentId: uuidv7() } },
    ]);
    expect(pushed.body.results).toEqual([{ id: 1, status: 'applied' }]);
    const kids = await childrenNamed('分班一次');
    expect(kids.map((k) => k.id)).toEqual([first]);
    expect(kids[0]).toMatchObject({ classId, gender: 2, birthday: '2022-04-12', schoolId: 101 });
    // A placed application is history: not turned down, not deleted.
    expect((await post('reject', { id: app.id, schoolId: 101, reason: '名额已满' })).body.msg).toBe(EnrolmentMsg.assigned);
    expect((await post('delete', { id: app.id, schoolId: 101 })).body.msg).toBe(EnrolmentMsg.assigned);
  });

  it('two devices placing the same application at once make one child', async () => {
    const app = application({ childName: '并发分班' });
    await post('add', app);
    await post('admit', { id: app.id, schoolId: 101 });
    const [a, b] = [protocolClient(t, principal), protocolClient(t, principal)];
    const results = await Promise.all([
      a.push([{ id: 1, name: 'enrolment.assign', args: { id: app.id, schoolId: 101, classId, studentId: uuidv7() } }]),
      b.push([{ id: 1, name: 'enrolment.assign', args: { id: app.id, schoolId: 101, classId, studentId: uuidv7() } }]),
    ]);
    for (const r of results) expect(r.body.results[0]?.status).toBe('applied');
    expect(await childrenNamed('并发分班')).toHaveLength(1);
    const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.id, app.id));
    expect(row?.studentId).toBe((await childrenNamed('并发分班'))[0]?.id);
  });

  it('rejects with a reason, edits only while pending, and says so in Chinese', async () => {
    const app = application({ childName: '未录取' });
    await post('add', app);
    expect((await post('update', { ...app, parentPhone: '13912345678' })).body.data).toMatchObject({ parentPhone: '13912345678' });
    expect((await post('reject', { id: app.id, schoolId: 101, reason: '' })).body).toMatchObject({ code: 400, msg: EnrolmentMsg.reason });
    expect((await post('reject', { id: app.id, schoolId: 101, reason: '年龄未达到入园要求' })).body.data).toMatchObject({
      status: 2,
      reason: '年龄未达到入园要求',
    });
    expect((await post('update', app)).body).toMatchObject({ code: 400, msg: EnrolmentMsg.notPending });
    expect((await post('add', application({ parentPhone: '12345' }))).body).toMatchObject({ code: 400, msg: EnrolmentMsg.parentPhone });
    expect((await post('add', application({ childName: '' }))).body.msg).toBe(EnrolmentMsg.childName);
    expect((await post('add', application({ birthday: '2099-01-01' }))).body.msg).toBe(EnrolmentMsg.badBirthday);
    expect((await post('add', application({ materials: Array(7).fill('/demo/website/banner-1.svg') }))).body.msg).toBe(
      EnrolmentMsg.materials,
    );
    // A material that is not a file stored for the school.
    expect((await post('add', application({ materials: ['schools/101/2026-01/nope.png'] }))).body.code).toBe(400);
    expect((await post('delete', { id: app.id, schoolId: 101 })).body.code).toBe(200);
    expect((await post('admit', { id: app.id, schoolId: 101 })).body).toMatchObject({ code: 404, msg: EnrolmentMsg.missing });
  });

  it('counts applications by state, intended grade and month, matching the list', async () => {
    const res = await t.get('/park/enrollmentStatistics', { schoolId: 101 }, principal);
    const stats = res.json().data as {
      total: number;
      byState: Record<string, number>;
      byGrade: Record<string, number>;
      byMonth: { count: number }[];
    };
    const list = (await t.get('/park/EnrollmentManagement/list', { schoolId: 101 }, principal)).json().data as {
      status: number;
      studentId: string | null;
    }[];
    expect(stats.total).toBe(list.length);
    expect(stats.byState['0']).toBe(list.filter((r) => r.status === 0 && !r.studentId).length);
    expect(stats.byState['3']).toBe(list.filter((r) => r.studentId).length);
    expect(Object.values(stats.byGrade).reduce((a, b) => a + b, 0)).toBe(list.length);
    expect(stats.byMonth.reduce((a, m) => a + m.count, 0)).toBe(list.length);
  });

  it('refuses staff without the 招生管理 rights, on every route and mutation', async () => {
    const app = application();
    for (const [path, body] of [
      ['add', app],
      ['update', app],
      ['delete', { id: app.id, schoolId: 101 }],
      ['admit', { id: app.id, schoolId: 101 }],
      ['reject', { id: app.id, schoolId: 101, reason: '名额已满' }],
      ['assign', { id: app.id, schoolId: 101, classId, studentId: uuidv7() }],
    ] as const) {
      expect((await post(path, body, teacher)).status, path).toBe(403);
    }
    expect((await t.get('/park/enrollmentStatistics', { schoolId: 101 }, teacher)).statusCode).toBe(403);
    expect((await t.get('/park/EnrollmentManagement/list', { schoolId: 101 }, teacher)).statusCode).toBe(403);
    const pushed = await protocolClient(t, teacher).push([{ id: 1, name: 'enrolment.create', args: app }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
  });

  it("refuses another school's application and class on every route", async () => {
    const app = application({ childName: '别校' });
    await post('add', app);
    await post('admit', { id: app.id, schoolId: 101 });
    const theirs = { id: app.id, schoolId: 101 };
    for (const [path, body] of [
      ['update', { ...app }],
      ['delete', theirs],
      ['admit', theirs],
      ['reject', { ...theirs, reason: '名额已满' }],
      ['assign', { ...theirs, classId, studentId: uuidv7() }],
    ] as const) {
      expect((await post(path, body, otherPrincipal)).status, path).toBe(403);
      // Naming their own school with our row: refused (not found, or their school lacks the right), never done.
      expect([403, 404], `${path} in 104`).toContain((await post(path, { ...body, schoolId: 104 }, otherPrincipal)).status);
    }
    expect((await t.get('/park/EnrollmentManagement/list', { schoolId: 101 }, otherPrincipal)).statusCode).toBe(403);
    // Our application placed in another school's class: the class is not found, no child made.
    const theirClass = await firstClassId(t, 102);
    expect((await post('assign', { ...theirs, classId: theirClass, studentId: uuidv7() })).status).toBe(404);
    expect(await childrenNamed('别校')).toHaveLength(0);
    const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.id, app.id));
    expect(row).toMatchObject({ status: 1, studentId: null });
  });

  it('replicates applications to the staff who read 招生管理 only', async () => {
    const app = application({ childName: '同步可见' });
    await post('add', app);
    const mine = await protocolClient(t, principal).pullAll(101);
    expect(mine.changes.some((c) => c.table === 'enrolments' && (c.row as { id: string }).id === app.id)).toBe(true);
    const teachers = await protocolClient(t, teacher).pullAll(101);
    expect(teachers.changes.some((c) => c.table === 'enrolments')).toBe(false);
  });
});
