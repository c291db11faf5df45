import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkRecord,
  importedAmounts,
  readRow,
  resolveSheet,
  SALARY_SHEET,
  salarySheetLookups,
  SALARY_ACTIONS,
  type SalaryAction,
  salaryActionIssue,
  type SalaryMonthState,
  SalaryMsg,
  salaryTemplateId,
  slipTotals,
  uuidv7,
} from '@contract';
import { financeAuditLog, financeLedger, salaryMonths, salarySlips } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { financeStaff } from './helpers/finance-demo';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/**
 * Salaries (contract/finance/salaries.ts): the template's rules, a month made from the staff list, slips edited only while
 * draft, the transition table, the import all or none with row-named refusals, 发放 writing the ledger once with
 * Σ 实发, refunds within the deductions, and my/info answering only one's own issued payslips.
 */
describe('salaries: template, months, 发放, refunds, my/info', () => {
  let t: TestApp;
  let caiwu: Signed;
  let yuanzhang: Signed;
  let teacher: Signed;
  const ITEMS = [
    { key: 'base', name: '基本工资', kind: 'add' },
    { key: 'post', name: '岗位工资', kind: 'add' },
    { key: 'meal', name: '餐补', kind: 'add' },
    { key: 'social', name: '社保个人', kind: 'deduct' },
    { key: 'tax', name: '个人所得税', kind: 'deduct' },
  ] as const;
  const saveTemplate = (as: Signed, items: unknown, schoolId = 101) => t.post('/park/salary/template', { schoolId, items }, as);
  const make = (as: Signed, month: string) => t.post('/park/salary/month', { schoolId: 101, month }, as);
  const move = (as: Signed, id: string, action: SalaryAction) => t.post('/park/salary/month/state', { schoolId: 101, id, action }, as);
  const saveSlip = (as: Signed, id: string, amounts: Record<string, number>) =>
    t.post('/park/salary/slip', { schoolId: 101, id, amounts }, as);
  const detail = async (id: string) => (await t.get('/park/salary/detail', { schoolId: 101, id }, caiwu)).json().data;
  const ledgerOf = (id: string) =>
    t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, id)).orderBy(asc(financeLedger.line));
  const slipOf = (slips: { name: string; id: string; phone: string }[], name: string) => {
    const s = slips.find((x) => x.name === name);
    if (!s) throw new Error(`no slip for ${name}`);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ caiwu, yuanzhang, teacher } = await financeStaff(t, { principalUnlocked: true }));
  });
  afterAll(() => t.close());

  it('the transition table: every state × action, refused pairs named', () => {
    const states: SalaryMonthState[] = ['draft', 'confirmed', 'issued'];
    const allowed = states.flatMap((s) =>
      (Object.keys(SALARY_ACTIONS) as SalaryAction[]).filter((a) => salaryActionIssue(s, a) === null).map((a) => `${s}:${a}`),
    );
    expect(allowed).toEqual(['draft:confirm', 'confirmed:reopen', 'confirmed:issue']);
    expect(salaryActionIssue('draft', 'issue')).toBe('请先确认工资表再发放');
    expect(salaryActionIssue('issued', 'issue')).toBe('该月工资已发放');
    expect(slipTotals(ITEMS, { base: 500_000, post: 100_050, social: 52_000, tax: 3_012 })).toEqual({
      addFen: 600_050,
      deductFen: 55_012,
      netFen: 545_038,
    });
  });

  it('a dry-run record (the worker’s) checks again on the server to the same fen: the amount field keeps the text', () => {
    const spec = resolveSheet(SALARY_SHEET, salarySheetLookups(ITEMS));
    expect(spec.columns.map((c) => c.header)).toEqual(['姓名', '手机号', '基本工资', '岗位工资', '餐补', '社保个人', '个人所得税']);
    const read = readRow(spec, ['张敏', '13800000003', '¥6,000.50', '', 300, '620.1', '0'], 2);
    expect(read.errors).toEqual([]);
    const again = checkRecord(spec, JSON.parse(JSON.stringify(read.value)), 2);
    expect(again.errors).toEqual([]);
    const want = { base: 600_050, post: 0, meal: 30_000, social: 62_010, tax: 0 };
    expect(importedAmounts(ITEMS, read.value)).toEqual(want);
    expect(importedAmounts(ITEMS, again.value)).toEqual(want);
    expect(readRow(spec, ['张敏', '13800000003', '12.345'], 3).errors).toEqual([{ row: 3, column: '基本工资', message: SalaryMsg.amount }]);
  });

  it('a locked session is refused; the template is one row per school; bad items are refused in Chinese', async () => {
    const locked = await loginSigned(t, 'caiwu');
    expect((await saveTemplate(locked, ITEMS)).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    const pushed = await protocolClient(t, locked).push([{ id: 1, name: 'salaryTemplate.save', args: { schoolId: 101, items: ITEMS } }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: '请先验证财务密码' });
    expect((await make(caiwu, '2026-10')).json()).toMatchObject({ code: 400, msg: SalaryMsg.noTemplate });

    const bad: [unknown, string][] = [
      [[], SalaryMsg.items],
      [[{ key: 'a', name: '', kind: 'add' }], SalaryMsg.itemName],
      [[{ key: 'a', name: '基本工资', kind: 'x' }], SalaryMsg.kind],
      [
        [
          { key: 'a', name: '基本工资', kind: 'add' },
          { key: 'b', name: '基本工资', kind: 'add' },
        ],
        SalaryMsg.itemTwice('基本工资'),
      ],
    ];
    for (const [items, msg] of bad) {
      const r = await saveTemplate(caiwu, items);
      expect([items, r.statusCode, r.json().msg]).toEqual([items, 400, msg]);
    }
    const ok = (await saveTemplate(caiwu, ITEMS)).json();
    expect(ok).toMatchObject({ code: 200, data: { id: salaryTemplateId(101), items: ITEMS } });
    expect((await saveTemplate(caiwu, ITEMS)).json().code).toBe(200);
    expect((await t.get('/park/salary/template', { schoolId: 101 }, caiwu)).json().data.items).toEqual(ITEMS);
    const audit = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(eq(financeAuditLog.entityId, salaryTemplateId(101)));
    expect(audit).toMatchObject([{ entity: 'salaryTemplate', action: '保存工资模板', before: null }]);
  });

  let monthId = '';
  it('生成 makes one slip per serving member from the staff list, again adds none; slips edit only while draft', async () => {
    const made = (await make(caiwu, '2026-11')).json();
    expect(made).toMatchObject({ code: 200, data: { month: '2026-11', state: 'draft', items: ITEMS } });
    monthId = made.data.id;
    const { slips } = await detail(monthId);
    const names = slips.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['李晓雯', '张敏', '王丽华']));
    expect(slipOf(slips, '李晓雯')).toMatchObject({ phone: '13800000002', addFen: 0, netFen: 0 });
    expect((await make(caiwu, '2026-11')).json().data.id).toBe(monthId);
    expect((await detail(monthId)).slips).toHaveLength(slips.length);

    const li = slipOf(slips, '李晓雯');
    const r = (await saveSlip(caiwu, li.id, { base: 500_000, post: 80_000, meal: 30_000, social: 50_000, tax: 1_234 })).json();
    expect(r).toMatchObject({ code: 200, data: { addFen: 610_000, deductFen: 51_234, netFen: 558_766 } });
    expect((await saveSlip(caiwu, li.id, { base: 1_000, tax: 1_001 })).json()).toMatchObject({ code: 400, msg: SalaryMsg.negative });
    expect((await saveSlip(caiwu, li.id, { bonus: 1 })).json()).toMatchObject({ code: 400, msg: SalaryMsg.unknownItem });
    expect((await saveSlip(caiwu, li.id, { base: 12.5 })).statusCode).toBe(400);
    expect((await saveSlip(caiwu, li.id, { base: -1 })).statusCode).toBe(400);
    const [kept] = await t.database.db.select().from(salarySlips).where(eq(salarySlips.id, li.id));
    expect(kept).toMatchObject({ netFen: 558_766 });
  });

  it('导入: all or none, each bad row named; a good file sets the named members’ amounts', async () => {
    const { slips } = await detail(monthId);
    const li = slipOf(slips, '李晓雯');
    const zhang = slipOf(slips, '张敏');
    const row = (n: number, name: string, phone: string, cells: Record<string, string>) => ({ row: n, name, phone, ...cells });
    const imp = (rows: unknown[]) => t.post('/park/salary/month/import', { schoolId: 101, monthId, rows }, caiwu);
    const bad = await imp([
      row(2, '张敏', zhang.phone, { item_base: '6000', item_social: '500' }),
      row(3, '李晓雯', '13900000000', { item_base: '5000' }),
      row(4, '张敏', zhang.phone, { item_base: '1' }),
      row(5, '王丽华', '13800000001', { item_base: '12.345' }),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(`第3行「手机号」：${SalaryMsg.memberMissing}（共3处错误）`);
    const neg = await imp([row(2, '张敏', zhang.phone, { item_base: '100', item_tax: '100.01' })]);
    expect(neg.json().msg).toBe(`第2行「实发」：${SalaryMsg.negative}`);
    const [untouched] = await t.database.db.select().from(salarySlips).where(eq(salarySlips.id, zhang.id));
    expect(untouched).toMatchObject({ netFen: 0 });

    const ok = await imp([
      row(2, '张敏', zhang.phone, { item_base: '6,000.50', item_post: '', item_meal: '300', item_social: '620.10', item_tax: '0' }),
      row(3, '李晓雯', li.phone, { item_base: '5200', item_post: '800', item_meal: '300', item_social: '500', item_tax: '12.34' }),
    ]);
    expect(ok.json()).toMatchObject({ code: 200, data: { count: 2 } });
    const after = (await detail(monthId)).slips;
    expect(slipOf(after, '张敏')).toMatchObject({ addFen: 630_050, deductFen: 62_010, netFen: 568_040 });
    expect(slipOf(after, '李晓雯')).toMatchObject({ addFen: 630_000, deductFen: 51_234, netFen: 578_766 });
  });

  it('确认 → 发放: refused out of order; 发放 writes the ledger once, Σ lines = −Σ 实发; slips frozen', async () => {
    expect((await move(caiwu, monthId, 'issue')).json()).toMatchObject({ code: 400, msg: '请先确认工资表再发放' });
    expect((await move(caiwu, monthId, 'reopen')).json().code).toBe(400);
    expect((await move(caiwu, monthId, 'confirm')).json()).toMatchObject({ code: 200, data: { state: 'confirmed' } });
    const { slips } = await detail(monthId);
    expect((await saveSlip(caiwu, slipOf(slips, '张敏').id, { base: 1 })).json()).toMatchObject({ code: 400, msg: SalaryMsg.draftOnly });
    expect((await move(caiwu, monthId, 'confirm')).json().code).toBe(400);
    expect((await move(caiwu, monthId, 'reopen')).json()).toMatchObject({ code: 200, data: { state: 'draft' } });
    expect((await move(caiwu, monthId, 'confirm')).json().code).toBe(200);
    expect(await ledgerOf(monthId)).toEqual([]);

    const issued = (await move(caiwu, monthId, 'issue')).json();
    expect(issued).toMatchObject({ code: 200, msg: '发放成功', data: { state: 'issued', issuedBy: '张敏' } });
    const lines = await ledgerOf(monthId);
    const paid = slips.filter((s: { netFen: number }) => s.netFen > 0);
    expect(lines).toHaveLength(paid.length);
    expect(lines.every((l) => l.kind === 'expense' && l.itemName === '工资' && l.schoolId === 101)).toBe(true);
    expect(lines.reduce((s, l) => s + l.amountFen, 0)).toBe(-slips.reduce((s: number, x: { netFen: number }) => s + x.netFen, 0));
    expect(lines.reduce((s, l) => s + l.amountFen, 0)).toBe(-(568_040 + 578_766));
    expect(lines.map((l) => l.line)).toEqual(paid.map((_: unknown, i: number) => i));

    expect((await move(caiwu, monthId, 'issue')).json()).toMatchObject({ code: 400, msg: '该月工资已发放' });
    expect((await move(caiwu, monthId, 'reopen')).json().code).toBe(400);
    expect(await ledgerOf(monthId)).toHaveLength(paid.length);
    expect((await make(caiwu, '2026-11')).json()).toMatchObject({ code: 400, msg: SalaryMsg.draftOnly });
    const audit = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(eq(financeAuditLog.entityId, monthId))
      .orderBy(asc(financeAuditLog.id));
    expect(audit.map((a) => a.action)).toEqual(['生成月度工资', '确认月度工资', '退回草稿月度工资', '确认月度工资', '发放月度工资']);
    expect(audit.every((a) => a.entity === 'salaryMonth')).toBe(true);
  });

  it('退还扣款: only after 发放, at most what is left of the deductions; one ledger line each; retried once', async () => {
    const { slips } = await detail(monthId);
    const li = slipOf(slips, '李晓雯');
    const refund = (amountFen: number, id = uuidv7(), slipId = li.id) =>
      t.post('/park/salary/refund', { schoolId: 101, id, slipId, amountFen, reason: '多扣社保' }, caiwu);
    expect((await refund(51_235)).json()).toMatchObject({ code: 400, msg: SalaryMsg.refundTooMuch(51_234) });
    const id = uuidv7();
    expect((await refund(20_000, id)).json()).toMatchObject({ code: 200, data: { amountFen: 20_000, reason: '多扣社保' } });
    expect((await refund(20_000, id)).json().code).toBe(200);
    expect(await ledgerOf(id)).toMatchObject([{ kind: 'expense', itemName: '工资', amountFen: -20_000 }]);
    expect((await refund(31_235)).json()).toMatchObject({ code: 400, msg: SalaryMsg.refundTooMuch(31_234) });
    expect((await refund(0)).statusCode).toBe(400);
    const [slip] = await t.database.db.select().from(salarySlips).where(eq(salarySlips.id, li.id));
    expect(slip).toMatchObject({ refundFen: 20_000 });
    const audit = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, id));
    expect(audit).toMatchObject([{ entity: 'salaryRefund', action: '退还扣款' }]);

    // A draft month's slip: nothing to give back yet.
    await make(caiwu, '2026-12');
    const [dec] = await t.database.db.select().from(salaryMonths).where(eq(salaryMonths.month, '2026-12'));
    const decSlips = (await detail(dec?.id ?? '')).slips;
    expect((await refund(1, uuidv7(), slipOf(decSlips, '李晓雯').id)).json()).toMatchObject({ code: 400, msg: SalaryMsg.issuedOnly });
  });

  it('my/info: the member’s own issued payslips only, without the finance gate; another school answers nothing', async () => {
    const mine = (await t.get('/park/salary/my/info', { schoolId: 101 }, teacher)).json();
    expect(mine.code).toBe(200);
    expect(mine.data.list).toHaveLength(1);
    expect(mine.data.list[0]).toMatchObject({
      month: '2026-11',
      name: '李晓雯',
      addFen: 630_000,
      deductFen: 51_234,
      netFen: 578_766,
      refundFen: 20_000,
      refunds: [{ amountFen: 20_000, reason: '多扣社保' }],
    });
    expect(mine.data.list[0].amounts).toMatchObject({ base: 520_000, tax: 1_234 });
    expect((await t.get('/park/salary/my/info', { schoolId: 101, month: '2026-12' }, teacher)).json().data.list).toEqual([]);
    const zhang = (await t.get('/park/salary/my/info', { schoolId: 101 }, caiwu)).json().data.list;
    expect(zhang.map((p: { name: string }) => p.name)).toEqual(['张敏']);
    // Another school of a member: her own there, none.
    expect((await t.get('/park/salary/my/info', { schoolId: 102 }, yuanzhang)).json().data.list).toEqual([]);
    // A school she is not a member of: refused.
    expect((await t.get('/park/salary/my/info', { schoolId: 102 }, teacher)).statusCode).toBe(403);
  });

  it('another school’s month and slips are missing (404); a teacher is refused the finance calls', async () => {
    const theirs = uuidv7();
    await t.database.db.insert(salaryMonths).values({ id: theirs, schoolId: 102, month: '2026-11', items: [...ITEMS] });
    expect((await t.get('/park/salary/detail', { schoolId: 101, id: theirs }, caiwu)).json().code).toBe(404);
    expect((await move(caiwu, theirs, 'confirm')).json().code).toBe(404);
    const [row] = await t.database.db.select().from(salaryMonths).where(eq(salaryMonths.id, theirs));
    expect(row).toMatchObject({ state: 'draft' });
    for (const p of ['template', 'month', 'detail'])
      expect([p, (await t.get(`/park/salary/${p}`, { schoolId: 101, id: theirs }, teacher)).statusCode]).toEqual([p, 403]);
    expect((await make(teacher, '2027-01')).statusCode).toBe(403);
  });

  it('导出: the month with its 合计 row', async () => {
    const r = await t.get('/park/salary/detail/export', { schoolId: 101, id: monthId }, caiwu);
    expect(r.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const last = ws?.getRow(ws.rowCount).values as unknown[];
    expect(last?.[1]).toBe('合计');
    // Yuan as numbers (formatted #,##0.00 in the file).
    expect(last).toContain((568_040 + 578_766) / 100);
  });
});
