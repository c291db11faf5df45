import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PICTURES, uuidv7 } from '@contract';
import { approvalTemplates, students } from '../../server/db/schema';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('POST /sync/push', () => {
  let t: TestApp;
  let classId: string;
  beforeAll(async () => {
    t = await createTestApp();
    classId = await firstClassId(t, 101);
  });
  afterAll(() => t.close());

  const studentCount = async (schoolId = 101) =>
    (await t.database.db.select({ n: count() }).from(students).where(eq(students.schoolId, schoolId)))[0]?.n;
  const newStudent = (name: string) => ({
    name: 'student.create',
    args: { id: uuidv7(), schoolId: 101, classId, name, gender: 1, birthday: '2021-05-06' },
  });

  it('applies mutations in order, exactly once, however often they are delivered', async () => {
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    const before = await studentCount();
    const batch = [
      { id: 1, ...newStudent('林小雨') },
      { id: 2, ...newStudent('周一诺') },
    ];
    expect((await c.push(batch)).body).toEqual({
      lastMutationId: 2,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'applied' },
      ],
    });
    // The same batch again (a retry after a lost answer), and reversed: acknowledged, not applied.
    expect((await c.push(batch)).body.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect((await c.push([...batch].reverse())).body.lastMutationId).toBe(2);
    expect(await studentCount()).toBe((before ?? 0) + 2);
  });

  it('stops at a gap and tells the client where the server is', async () => {
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    const gap = await c.push([{ id: 2, ...newStudent('跳号') }]);
    expect(gap.body).toEqual({ lastMutationId: 0, results: [] });
    const filled = await c.push([
      { id: 1, ...newStudent('补号一') },
      { id: 2, ...newStudent('补号二') },
    ]);
    expect(filled.body.lastMutationId).toBe(2);
  });

  it('rejects what can never succeed with the server message, advances the counter, and says it again on a resend', async () => {
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    const before = await studentCount();
    const res = await c.push([
      { id: 1, name: 'class.delete', args: { id: classId, schoolId: 101 } },
      { id: 2, name: 'student.create', args: { ...newStudent('').args } },
      { id: 3, name: 'student.update', args: { id: uuidv7(), schoolId: 101, name: '不存在' } },
      { id: 4, name: 'no.such', args: {} },
      { id: 5, ...newStudent('正常') },
    ]);
    expect(res.body.results).toEqual([
      { id: 1, status: 'rejected', code: 400, msg: '该班级下还有幼儿，不能删除' },
      { id: 2, status: 'rejected', code: 400, msg: '请输入姓名' },
      { id: 3, status: 'rejected', code: 404, msg: '数据不存在或已被删除' },
      { id: 4, status: 'rejected', code: 400, msg: '不支持的操作' },
      { id: 5, status: 'applied' },
    ]);
    expect(await studentCount()).toBe((before ?? 0) + 1);
    const again = await c.push([{ id: 1, name: 'class.delete', args: { id: classId, schoolId: 101 } }]);
    expect(again.body.results).toEqual([{ id: 1, status: 'duplicate', code: 400, msg: '该班级下还有幼儿，不能删除' }]);
  });

  it('rejects a mutation the database refuses (an id that exists) and applies the rest of the batch', async () => {
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    const before = await studentCount();
    const first = newStudent('原有');
    const [other] = await t.database.db.select().from(students).where(eq(students.schoolId, 102)).limit(1);
    const res = await c.push([
      { id: 1, ...first },
      { id: 2, ...newStudent('同号'), args: { ...newStudent('同号').args, id: first.args.id } },
      { id: 3, ...newStudent('别园同号'), args: { ...newStudent('别园同号').args, id: other?.id } },
      { id: 4, ...newStudent('其后') },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lastMutationId: 4,
      results: [
        { id: 1, status: 'applied' },
        { id: 2, status: 'rejected', code: 400, msg: '数据已存在' },
        { id: 3, status: 'rejected', code: 400, msg: '数据已存在' },
        { id: 4, status: 'applied' },
      ],
    });
    expect(await studentCount()).toBe((before ?? 0) + 2);
    // Resent (its answer lost): the same rejection, nothing applied twice; the next one goes through.
    const again = await c.push([
      { id: 2, ...newStudent('同号'), args: { ...newStudent('同号').args, id: first.args.id } },
      { id: 5, ...newStudent('再后') },
    ]);
    expect(again.body.results).toEqual([
      { id: 2, status: 'duplicate', code: 400, msg: '数据已存在' },
      { id: 5, status: 'applied' },
    ]);
  });

  it('rejects a mutation that fails for any other reason too, instead of failing the whole push', async () => {
    const c = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    // A failure inside the database that is no integrity violation (valid input, so the contract lets it through):
    // a trigger raising for one name stands in for any unexpected error while one mutation is applied.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_one_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = '触发失败' THEN RAISE EXCEPTION 'refused by the test trigger'; END IF; RETURN NEW; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_one_name BEFORE INSERT ON students FOR EACH ROW EXECUTE FUNCTION refuse_one_name()`,
    );
    const res = await c.push([
      { id: 1, ...newStudent('触发失败') },
      { id: 2, ...newStudent('其后') },
    ]);
    await t.database.db.execute(sql`DROP TRIGGER refuse_one_name ON students`);
    await t.database.db.execute(sql`DROP FUNCTION refuse_one_name()`);
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(2);
    expect(res.body.results.map((r) => [r.id, r.status])).toEqual([
      [1, 'rejected'],
      [2, 'applied'],
    ]);
    expect(res.body.results[0]).toMatchObject({ code: 500, msg: '服务器处理该修改时出错，请稍后重试' });
  });

  it('rejects a mutation carrying a NUL (which PostgreSQL cannot store) with 400 alone, and applies the next', async () => {
    const c = protocolClient(t, await loginSigned(t, 'jiaoshi'));
    const [general] = await t.database.db
      .select()
      .from(approvalTemplates)
      .where(and(eq(approvalTemplates.schoolId, 101), eq(approvalTemplates.kind, 'general')));
    // Deep in a free-form value (an attachment's name in an application's form): no text field of a schema sees it.
    const form = { content: '购买绘本', files: [{ filePath: DEMO_PICTURES[0], fileName: '清\u0000单.pdf', size: 1024 }] };
    const args = { id: uuidv7(), schoolId: 101, templateId: general?.id, form, createTime: new Date().toISOString() };
    const res = await c.push([
      { id: 1, name: 'approval.submit', args },
      { id: 2, name: 'approval.submit', args: { ...args, id: uuidv7(), form: { content: '购买绘本' } } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lastMutationId: 2,
      results: [
        { id: 1, status: 'rejected', code: 400, msg: '内容包含无效字符' },
        { id: 2, status: 'applied' },
      ],
    });
  });

  it('never writes into another school: not by its id, not by a row id from it', async () => {
    const teacher = protocolClient(t, await loginSigned(t, 'jiaoshi'));
    const [pupil] = await t.database.db.select().from(students).where(eq(students.schoolId, 102)).limit(1);
    const before = await studentCount(102);
    const res = await teacher.push([
      { id: 1, name: 'student.create', args: { ...newStudent('越权').args, schoolId: 102 } },
      { id: 2, name: 'student.delete', args: { id: pupil?.id, schoolId: 101 } },
    ]);
    expect(res.body.results).toEqual([
      { id: 1, status: 'rejected', code: 403, msg: '您没有权限访问该园所的数据' },
      { id: 2, status: 'rejected', code: 404, msg: '数据不存在或已被删除' },
    ]);
    expect(await studentCount(102)).toBe(before);
  });

  it('keeps a client id to the user who first used it', async () => {
    const mine = protocolClient(t, await loginSigned(t, 'yuanzhang'));
    await mine.push([{ id: 1, ...newStudent('我的') }]);
    const theirs = protocolClient(t, await loginSigned(t, 'caiwu'), mine.clientId);
    expect((await theirs.push([{ id: 2, ...newStudent('冒用') }])).status).toBe(409);
    expect((await theirs.pull(101)).status).toBe(409);
  });

  it('offers the same operations as REST routes that run the same services', async () => {
    const who = await loginSigned(t, 'yuanzhang');
    const id = uuidv7();
    const res = await t.post('/park/baby/add', { id, schoolId: 101, classId, name: '王子涵', gender: 2, birthday: '2022-01-02' }, who);
    expect(res.json()).toMatchObject({ code: 200, data: { id, name: '王子涵', status: 1 } });
    const bad = await t.post('/park/baby/add', { id: uuidv7(), schoolId: 101, classId, name: '', gender: 2, birthday: '2022-01-02' }, who);
    expect(bad.json()).toMatchObject({ code: 400, msg: '请输入姓名' });
    // The same id again, and a class whose id is taken: refused with a message, never a 500.
    const clash = await t.post('/park/baby/add', { id, schoolId: 101, classId, name: '重号', gender: 2, birthday: '2022-01-02' }, who);
    expect([clash.statusCode, clash.json()]).toEqual([400, { code: 400, msg: '数据已存在', data: null }]);
    const classClash = await t.post('/park/class/add', { id: classId, schoolId: 101, name: '重号班', grade: 1 }, who);
    expect([classClash.statusCode, classClash.json()]).toEqual([400, { code: 400, msg: '数据已存在', data: null }]);
    const c = protocolClient(t, who);
    const { changes } = await c.pullAll(101);
    expect(changes.some((ch) => ch.row.id === id && ch.op === 'put')).toBe(true);
  });
});
