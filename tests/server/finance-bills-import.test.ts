import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FINANCE_PASSWORD, uuidv7 } from '@contract';
import { bills, classes, feeItems, financeAuditLog, operationLogs, students } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, md5, type Signed, type TestApp } from './helpers/test-app';

/** POST /park/charge/importOrders (issue 23 item 3; contract/finance/bill-sheet.ts): the file's bills as drafts, all or none. */
describe('finance: bills imported from xlsx', () => {
  let t: TestApp;
  let caiwu: Signed;
  let classId: string;
  let kids: { id: string; name: string }[];
  let items: { id: string; name: string; unit: string }[];
  const S = 101;
  const unlock = async (as: Signed) => (await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, as)).json();
  const send = (rows: Record<string, unknown>[], as = caiwu) => t.post('/park/charge/importOrders', { schoolId: S, rows }, as);
  /** One row of the sheet as the dry run sends it (codes, yuan as typed). */
  const line = (row: number, kid: number, item: number, amount: string, title: string, extra: Record<string, unknown> = {}) => ({
    row,
    studentName: kids[kid]?.name,
    idNumber: '',
    classId,
    schoolYear: '2026-2027',
    termType: 1,
    title,
    dueOn: '2027-01-15',
    itemId: items[item]?.id,
    amount,
    remark: '',
    ...extra,
  });
  const titled = async (title: string) =>
    t.database.db
      .select()
      .from(bills)
      .where(and(eq(bills.schoolId, S), like(bills.title, `${title}%`)));

  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await loginSigned(t, 'caiwu');
    await unlock(caiwu);
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, S)).limit(1);
    if (!cls) throw new Error('no class');
    classId = cls.id;
    const all = await t.database.db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.classId, classId), eq(students.status, 1)));
    kids = all.filter((k) => all.filter((o) => o.name === k.name).length === 1);
    items = await t.database.db
      .select({ id: feeItems.id, name: feeItems.name, unit: feeItems.unit })
      .from(feeItems)
      .where(and(eq(feeItems.schoolId, S), eq(feeItems.validity, 1)));
    if (kids.length < 2 || items.length < 2) throw new Error('demo finance set missing');
  });
  afterAll(() => t.close());

  it('a good file of two bills makes two drafts with their lines in exact fen, an audit line each, a log line, and they sync', async () => {
    const res = await send([
      line(3, 0, 0, '1280.50', '导入甲', { remark: '九月' }),
      line(4, 1, 0, '¥1,280.00', '导入甲'),
      line(5, 0, 1, '0.07', '导入甲'),
    ]);
    expect(res.json()).toMatchObject({ code: 200, data: { count: 2 } });
    const made = await titled('导入甲');
    expect(made).toHaveLength(2);
    const first = made.find((b) => b.studentId === kids[0]?.id);
    const second = made.find((b) => b.studentId === kids[1]?.id);
    expect(first).toMatchObject({
      state: 'draft',
      studentName: kids[0]?.name,
      classId,
      totalFen: 128_057,
      remark: '九月',
      dueOn: '2027-01-15',
    });
    expect(first?.lines).toEqual([
      {
        itemId: items[0]?.id,
        name: items[0]?.name,
        unit: items[0]?.unit,
        quantity: 1,
        unitFen: 128_050,
        amountFen: 128_050,
        discountFen: 0,
      },
      { itemId: items[1]?.id, name: items[1]?.name, unit: items[1]?.unit, quantity: 1, unitFen: 7, amountFen: 7, discountFen: 0 },
    ]);
    expect(second).toMatchObject({ state: 'draft', totalFen: 128_000 });
    const audit = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(eq(financeAuditLog.entityId, first?.id ?? ''));
    expect(audit).toMatchObject([{ action: '导入账单', before: null }]);
    const logged = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.schoolId, S), eq(operationLogs.action, '导入账单')));
    expect(logged.map((l) => l.detail)).toContain('2份');
    const pulled = await protocolClient(t, caiwu).pullAll(S);
    const synced = pulled.changes.filter((c) => c.table === 'bills' && String((c.row as { title: string }).title) === '导入甲');
    expect(synced).toHaveLength(2);
  });

  it('a bad row is refused naming its Excel row, and nothing is written', async () => {
    const bad = await send([line(3, 0, 0, '100', '导入乙'), line(4, 1, 0, '12.345', '导入乙')]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('第4行「金额（元）」：请输入正确的金额（最多两位小数）');
    const twice = await send([line(3, 0, 0, '100', '导入乙'), line(4, 0, 0, '100', '导入乙')]);
    expect(twice.json()).toMatchObject({ code: 400, msg: '第4行「收费项目」：同一账单中收费项目重复（与第3行相同）' });
    const nobody = await send([line(3, 0, 0, '100', '导入乙'), line(4, 1, 0, '100', '导入乙', { studentName: '查无此人' })]);
    expect(nobody.json()).toMatchObject({ code: 400, msg: '第4行「幼儿姓名」：班级中没有该幼儿' });
    expect(await titled('导入乙')).toHaveLength(0);
  });

  it('two children of one name in the class: refused without an ID number, found with it', async () => {
    const kid = kids[0];
    const [orig] = await t.database.db
      .select()
      .from(students)
      .where(eq(students.id, kid?.id ?? ''));
    if (!orig) throw new Error('no kid');
    const twinId = uuidv7();
    await t.database.db.update(students).set({ idNumber: '110101202101010011' }).where(eq(students.id, orig.id));
    await t.database.db.insert(students).values({ ...orig, id: twinId, idNumber: '110101202101010022' });
    try {
      expect((await send([line(3, 0, 0, '100', '导入丙')])).json()).toMatchObject({
        code: 400,
        msg: '第3行「幼儿姓名」：班级中有同名幼儿，请填写证件号码',
      });
      expect((await send([line(3, 0, 0, '100', '导入丙', { idNumber: '110101202101010022' })])).json()).toMatchObject({ code: 200 });
      expect((await titled('导入丙')).map((b) => b.studentId)).toEqual([twinId]);
    } finally {
      await t.database.db.delete(bills).where(eq(bills.studentId, twinId));
      await t.database.db.delete(students).where(eq(students.id, twinId));
    }
  });

  it('another school’s class or fee item is refused as missing (404) naming its row', async () => {
    const [other] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 102)).limit(1);
    const [otherItem] = await t.database.db.select().from(feeItems).where(eq(feeItems.schoolId, 102)).limit(1);
    const res = await send([line(3, 0, 0, '100', '导入丁'), line(4, 1, 0, '100', '导入丁', { classId: other?.id ?? uuidv7() })]);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('第4行「班级」：班级不存在');
    const item = await send([line(3, 0, 0, '100', '导入丁', { itemId: otherItem?.id ?? uuidv7() })]);
    expect(item.json()).toMatchObject({ code: 404, msg: '第3行「收费项目」：收费项目不存在或已作废' });
    expect(await titled('导入丁')).toHaveLength(0);
  });

  it('jiaoshi (no 账单管理 edit right) and a locked finance session are refused (403), nothing written', async () => {
    const teacher = await loginSigned(t, 'jiaoshi');
    expect((await send([line(3, 0, 0, '100', '导入戊')], teacher)).json().code).toBe(403);
    const locked = await loginSigned(t, 'caiwu');
    expect((await send([line(3, 0, 0, '100', '导入戊')], locked)).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    expect(await titled('导入戊')).toHaveLength(0);
  });
});
