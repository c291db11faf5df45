import { STUDENT_STATUS } from '@contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassMsg, Msg, uuidv7 } from '@contract';
import { classes, classHistory, promotionPlans, students, users } from '../../server/db/schema';
import { runPromotionPlan } from '../../server/services/people/promotion/run-promotion-plan';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

const DAY = 24 * 3600_000;
const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

describe('班级管理 and 升班: /park/class, /park/ClassManagements, getClassTree', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
  });
  afterAll(() => t.close());

  // biome-ignore lint/suspicious/noExplicitAny: each route answers its own shape; the assertions read it.
  type Envelope = { code: number; msg: string; data: any };
  const post = async (path: string, body: unknown, as: Signed = principal) => {
    const res = await t.post(path, body, as);
    return { status: res.statusCode, body: res.json() as Envelope };
  };
  const get = async (path: string, query: Record<string, number>, as: Signed = principal) => {
    const res = await t.get(path, query, as);
    return { status: res.statusCode, body: res.json() as Envelope };
  };
  const db = () => t.database.db;
  const classesOf = (schoolId: number) =>
    db().select().from(classes).where(eq(classes.schoolId, schoolId)).orderBy(asc(classes.sort), asc(classes.id));
  const gradesByName = async (schoolId: number) => Object.fromEntries((await classesOf(schoolId)).map((c) => [c.name, c.grade]));
  const statusCount = async (schoolId: number, status: number) =>
    (
      await db()
        .select()
        .from(students)
        .where(and(eq(students.schoolId, schoolId), eq(students.status, status)))
    ).length;
  const userId = async (loginName: string) => (await db().select().from(users).where(eq(users.loginName, loginName)))[0]?.id ?? 0;

  describe('promotion in school 101 (大一–三, 中一–三, 小一–三, 托一–二, 学前班; 25 children each)', () => {
    const before = {
      大一班: 0,
      中一班: 1,
      小一班: 2,
      托一班: 3,
      学前班: 5,
    };

    it('previews each class old → new and the children graduating, changing nothing', async () => {
      const { body } = await get('/park/class/promotion/preview', { schoolId: 101 });
      expect(body.code).toBe(200);
      const byName = Object.fromEntries(body.data.map((p: { name: string }) => [p.name, p]));
      expect(byName.中一班).toMatchObject({ action: 'promote', grade: 1, newGrade: 0, newName: '大一班', graduating: 0 });
      expect(byName.托二班).toMatchObject({ action: 'promote', grade: 3, newGrade: 2, newName: '小二班' });
      expect(byName.大一班).toMatchObject({ action: 'graduate', grade: 0, newGrade: 0, newName: '大一班(2027届)', graduating: 25 });
      expect(byName.学前班).toMatchObject({ action: 'graduate', graduating: 25 });
      expect(await gradesByName(101)).toMatchObject(before);
    });

    it('立即执行 moves every class up, graduates the top grade once even when run twice, and undo restores it all', async () => {
      const enrolled = await statusCount(101, STUDENT_STATUS.enrolled);
      // The demo's graduates of earlier years stay as they are.
      const earlier = await statusCount(101, STUDENT_STATUS.graduated);
      const id = uuidv7();
      const done = await post('/park/class/promotion/add', { id, schoolId: 101 });
      expect(done.body).toMatchObject({
        code: 200,
        data: { id, state: 'done', promoted: 8, graduated: 100, runOn: chinaDay(t.clock.now()) },
      });
      const after = await gradesByName(101);
      expect(after).toMatchObject({ 大一班: 0, 中一班: 1, 小一班: 2, '大一班(2027届)': 0, '学前班(2027届)': 5 });
      expect(Object.keys(after)).not.toContain('托一班');
      expect(await statusCount(101, STUDENT_STATUS.graduated)).toBe(earlier + 100);

      // Again: the same request (a retry), the run itself, and a plan for the next promotion are no second promotion.
      expect((await post('/park/class/promotion/add', { id, schoolId: 101 })).body.data.state).toBe('done');
      expect(await t.database.db.transaction((tx) => runPromotionPlan(tx, t.clock, id))).toBe(false);
      expect(await gradesByName(101)).toEqual(after);
      expect(await statusCount(101, STUDENT_STATUS.graduated)).toBe(earlier + 100);
      const history = await db().select().from(classHistory).where(eq(classHistory.planId, id));
      expect(history).toHaveLength(12);
      expect(history.find((h) => h.name === '托一班')).toMatchObject({ reason: 'promote', grade: 3, schoolYear: '2026-2027' });
      expect(history.filter((h) => h.reason === 'graduate')).toHaveLength(4);

      // The devices learn it from pull: classes, students, history and the plan.
      const pulled = await protocolClient(t, principal).pullAll(101);
      expect(pulled.changes.some((c) => c.table === 'promotionPlans' && (c.row as { state: string }).state === 'done')).toBe(true);

      const undone = await post('/park/class/promotion/undo', { id, schoolId: 101 });
      expect(undone.body).toMatchObject({ code: 200, data: { state: 'undone' } });
      expect(await gradesByName(101)).toMatchObject(before);
      expect(await statusCount(101, STUDENT_STATUS.enrolled)).toBe(enrolled);
      expect(await db().select().from(classHistory).where(eq(classHistory.planId, id))).toHaveLength(0);
      expect((await post('/park/class/promotion/undo', { id, schoolId: 101 })).body).toMatchObject({ code: 400, msg: ClassMsg.notPlanned });
    });

    it('a plan for a later day does nothing until the clock reaches it, then the server runs it on the next request', async () => {
      const id = uuidv7();
      const runOn = chinaDay(new Date(t.clock.now().getTime() + 3 * DAY));
      const planned = await post('/park/class/promotion/add', { id, schoolId: 101, runOn });
      expect(planned.body).toMatchObject({ code: 200, data: { state: 'planned', runOn } });
      expect((await post('/park/class/promotion/add', { id: uuidv7(), schoolId: 101, runOn })).body.msg).toBe(ClassMsg.planExists);

      t.clock.advance(2 * DAY);
      // Sessions do not outlive days of the test's clock: sign in again as the days pass.
      principal = await loginSigned(t, 'yuanzhang');
      await get('/park/class/promotion/preview', { schoolId: 101 });
      expect(await gradesByName(101)).toMatchObject(before);
      expect((await db().select().from(promotionPlans).where(eq(promotionPlans.id, id)))[0]?.state).toBe('planned');

      t.clock.advance(1 * DAY);
      principal = await loginSigned(t, 'yuanzhang');
      teacher = await loginSigned(t, 'jiaoshi');
      // Any request after the day began finds the due plan and runs it first.
      await get('/park/ClassManagements/allClass', { schoolId: 101 });
      expect((await db().select().from(promotionPlans).where(eq(promotionPlans.id, id)))[0]).toMatchObject({ state: 'done', promoted: 8 });
      expect(await gradesByName(101)).toMatchObject({ 大一班: 0, '大一班(2027届)': 0 });

      expect((await post('/park/class/promotion/undo', { id, schoolId: 101 })).body.data.state).toBe('undone');
      expect(await gradesByName(101)).toMatchObject(before);
    });

    it('refuses a day in the past, and deleting a plan that already ran', async () => {
      const yesterday = chinaDay(new Date(t.clock.now().getTime() - DAY));
      expect((await post('/park/class/promotion/add', { id: uuidv7(), schoolId: 101, runOn: yesterday })).body).toMatchObject({
        code: 400,
        msg: ClassMsg.runOnPast,
      });
      const id = uuidv7();
      await post('/park/class/promotion/add', { id, schoolId: 101, runOn: chinaDay(new Date(t.clock.now().getTime() + 30 * DAY)) });
      expect((await post('/park/class/promotion/delete', { id, schoolId: 101 })).body.code).toBe(200);
      expect(await db().select().from(promotionPlans).where(eq(promotionPlans.id, id))).toHaveLength(0);
    });

    it('refuses the undo once a class or child changed after the promotion', async () => {
      const id = uuidv7();
      await post('/park/class/promotion/add', { id, schoolId: 101 });
      const [cls] = await classesOf(101);
      expect((await post('/park/class/update', { id: cls?.id, schoolId: 101, headTeacher: '周老师' })).body.code).toBe(200);
      expect((await post('/park/class/promotion/undo', { id, schoolId: 101 })).body).toMatchObject({
        code: 400,
        msg: ClassMsg.changedSince,
      });
      expect((await db().select().from(promotionPlans).where(eq(promotionPlans.id, id)))[0]?.state).toBe('done');
    });
  });

  it('promotes a style 2 school by 年级: 一年级(一)班 → 二年级(一)班, 六年级 graduates', async () => {
    const { body } = await post('/edu/eduAffairsController/student/getClassTree', { schoolId: 102 });
    expect(body.data.map((g: { label: string }) => g.label)).toEqual(['一年级', '二年级', '三年级', '四年级', '五年级', '六年级']);
    const preview = (await get('/park/class/promotion/preview', { schoolId: 102 })).body.data;
    expect(preview.find((p: { name: string }) => p.name === '一年级(一)班')).toMatchObject({ newName: '二年级(一)班', newGrade: 2 });
    expect(preview.find((p: { name: string }) => p.name === '六年级(二)班')).toMatchObject({ action: 'graduate', graduating: 40 });
  });

  it('keeps head and assistant teachers as member ids with their names, refusing staff of another school', async () => {
    const staff = (await get('/park/class/teachers', { schoolId: 101 })).body.data as { id: number; name: string }[];
    const jiaoshi = await userId('jiaoshi');
    expect(staff).toContainEqual(expect.objectContaining({ id: jiaoshi, name: '李晓雯', position: '教师' }));
    const id = uuidv7();
    const added = await post('/park/class/add', {
      id,
      schoolId: 101,
      name: '向日葵班',
      grade: 2,
      headTeacherId: jiaoshi,
      headTeacher: '随便写的',
      assistants: [{ id: await userId('caiwu'), name: '' }],
    });
    expect(added.body.data).toMatchObject({ headTeacherId: jiaoshi, headTeacher: '李晓雯', assistants: [{ name: '张敏' }] });
    const outsider = await post('/park/class/update', { id, schoolId: 101, headTeacherId: await userId('xufei') });
    expect(outsider.body).toMatchObject({ code: 400, msg: ClassMsg.notMember });

    // A rename leaves the old name in the class history.
    await post('/park/class/update', { id, schoolId: 101, name: '太阳花班' });
    const history = await db().select().from(classHistory).where(eq(classHistory.classId, id));
    expect(history).toMatchObject([{ name: '向日葵班', reason: 'rename', grade: 2 }]);
    expect((await post('/park/class/delete', { id, schoolId: 101 })).body.code).toBe(200);
    expect(await db().select().from(classHistory).where(eq(classHistory.classId, id))).toHaveLength(0);
  });

  it('sorts the classes in the given order and refuses deleting a class with children', async () => {
    const ids = (await classesOf(102)).map((c) => c.id).reverse();
    expect((await post('/park/class/sort', { schoolId: 102, ids })).body.code).toBe(200);
    const listed = (await get('/park/ClassManagements/allClass', { schoolId: 102 })).body.data as { id: string; sort: number }[];
    expect(listed.map((c) => c.id)).toEqual(ids);
    const deleting = await post('/park/class/delete', { id: ids[0], schoolId: 102 });
    expect(deleting.body).toMatchObject({ code: 400, msg: Msg.classHasStudents });
  });

  it("refuses another school's class on every route", async () => {
    const [other] = await classesOf(102);
    const otherPlan = uuidv7();
    await post('/park/class/promotion/add', { id: otherPlan, schoolId: 102, runOn: '2099-09-01' });
    const otherSort = other?.sort;
    // Named school not the teacher's: 403 before anything runs.
    const refusedSchool: Array<[string, 'GET' | 'POST', Record<string, unknown>]> = [
      ['/park/class/update', 'POST', { id: other?.id, schoolId: 102, name: '偷改' }],
      ['/park/class/delete', 'POST', { id: other?.id, schoolId: 102 }],
      ['/park/class/sort', 'POST', { schoolId: 102, ids: [other?.id] }],
      ['/park/class/teachers', 'GET', { schoolId: 102 }],
      ['/park/class/promotion/preview', 'GET', { schoolId: 102 }],
      ['/park/class/promotion/add', 'POST', { id: uuidv7(), schoolId: 102 }],
      ['/park/class/promotion/undo', 'POST', { id: otherPlan, schoolId: 102 }],
      ['/park/class/promotion/delete', 'POST', { id: otherPlan, schoolId: 102 }],
      ['/park/ClassManagements/allClass', 'GET', { schoolId: 102 }],
      ['/edu/eduAffairsController/student/getClassTree', 'POST', { schoolId: 102 }],
    ];
    for (const [path, method, input] of refusedSchool) {
      const res = method === 'GET' ? await get(path, input as Record<string, number>, teacher) : await post(path, input, teacher);
      expect(res.status, path).toBe(403);
    }
    // Own school named, another school's row: as good as missing (or, for sort, left alone).
    expect((await post('/park/class/update', { id: other?.id, schoolId: 101, name: '偷改' }, teacher)).body.code).toBe(404);
    expect((await post('/park/class/delete', { id: other?.id, schoolId: 101 }, teacher)).body.code).toBe(404);
    expect((await post('/park/class/promotion/undo', { id: otherPlan, schoolId: 101 }, teacher)).body.code).toBe(404);
    expect((await post('/park/class/promotion/delete', { id: otherPlan, schoolId: 101 }, teacher)).body.code).toBe(404);
    await post('/park/class/sort', { schoolId: 101, ids: [other?.id] }, teacher);
    const after = (
      await db()
        .select()
        .from(classes)
        .where(eq(classes.id, other?.id ?? ''))
    )[0];
    expect(after).toMatchObject({ name: other?.name, sort: otherSort, schoolId: 102 });
    // The sync mutation is refused the same way.
    const push = await protocolClient(t, teacher).push([{ id: 1, name: 'class.sort', args: { schoolId: 102, ids: [other?.id] } }]);
    expect(push.body.results?.[0]).toMatchObject({ status: 'rejected', code: 403 });
  });

  it('lets a teacher without the 升班 action read the preview but not plan', async () => {
    const caiwu = await loginSigned(t, 'caiwu');
    expect((await get('/park/class/promotion/preview', { schoolId: 101 }, caiwu)).status).toBe(200);
    expect((await post('/park/class/promotion/add', { id: uuidv7(), schoolId: 101 }, caiwu)).status).toBe(403);
  });
});
