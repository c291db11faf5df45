import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalTemplateRow,
  DEMO_FINANCE_PASSWORD,
  DEMO_PICTURES,
  ExpenseMsg,
  MAX_FEN,
  REIMBURSE_MOVE_NAMES,
  REIMBURSE_MOVES,
  REIMBURSE_STATES,
  type ReimburseState,
  reimburseMoveIssue,
  reimburseSums,
  uuidv7,
} from '@contract';
import { expenseProjects, financeAuditLog, financeLedger, reimbursements, users } from '../../server/db/schema';
import type { AuthedContext } from '../../server/services/context';
import { reimbursementFromApproval } from '../../server/services/finance/expenses/reimbursement-from-approval';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, md5, type Signed, type TestApp } from './helpers/test-app';

/**
 * 支出报销 (contract/finance/expenses.ts, docs/finance.md "支出与报销"): projects, the claims' transition table, a passed
 * 报销申请 becoming one claim 待付款, confirmPayment's one ledger line, sums and exports, another school as missing.
 */
describe('expenses and reimbursement', () => {
  let t: TestApp;
  let caiwu: Signed;
  let yuanzhang: Signed;
  let teacher: Signed;
  let officeProject: string;
  const ids: Record<string, number> = {};
  const unlock = async (as: Signed) =>
    expect((await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, as)).json().code).toBe(200);
  const claim = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    projectId: officeProject,
    amountFen: 12_345,
    day: '2026-11-20',
    reason: '打印纸与墨盒',
    pictures: [DEMO_PICTURES[0]],
    payeeAccount: '',
    ...extra,
  });
  const register = (as: Signed, c: Record<string, unknown>) => t.post('/park/comeIn/reimbursement/save', c, as);
  const pay = (as: Signed, id: string, extra: Record<string, unknown> = {}) =>
    t.post('/park/comeIn/reimbursement/confirmPayment', { schoolId: 101, id, payType: 5, day: '2026-11-21', ...extra }, as);
  const review = (as: Signed, id: string, result: 1 | 2, reason = '') =>
    t.post('/park/comeIn/reimbursement/review', { schoolId: 101, id, result, reason }, as);
  const revoke = (as: Signed, id: string) => t.post('/park/comeIn/reimbursement/revoke', { schoolId: 101, id }, as);
  const ledgerOf = (id: string) => t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, id));
  const ctxOf = (who: Signed): AuthedContext => ({
    db: t.database.db,
    clock: t.clock,
    config: {} as never,
    session: { tokenHash: '', userId: who.userId, schoolId: 101, schoolIds: new Set([101]), expiresAt: new Date(0) },
  });
  const rowOf = async (id: string) => (await t.database.db.select().from(reimbursements).where(eq(reimbursements.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    caiwu = await loginSigned(t, 'caiwu');
    yuanzhang = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    await unlock(caiwu);
    await unlock(yuanzhang);
    const [p] = await t.database.db
      .select()
      .from(expenseProjects)
      .where(and(eq(expenseProjects.schoolId, 101), eq(expenseProjects.name, '办公用品')));
    officeProject = p?.id ?? '';
    for (const login of ['caiwu', 'yuanzhang', 'jiaoshi']) {
      const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, login));
      ids[login] = u?.id ?? 0;
    }
  });
  afterAll(() => t.close());

  it('a locked session is refused, online and through sync', async () => {
    const locked = await loginSigned(t, 'caiwu');
    expect((await register(locked, claim())).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    const project = { id: uuidv7(), schoolId: 101, name: '锁定', category: '维修', budgets: [], enabled: true, remark: '' };
    const pushed = await protocolClient(t, locked).push([{ id: 1, name: 'expenseProject.save', args: project }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: '请先验证财务密码' });
  });

  it('saves projects (offline drafts through sync), names unique, category among 记账 expense categories', async () => {
    const p = {
      id: uuidv7(),
      schoolId: 101,
      name: '园舍维修',
      category: '维修',
      budgets: [{ schoolYear: '2026-2027', budgetFen: 5_000_000 }],
      enabled: true,
      remark: '',
    };
    const pushed = await protocolClient(t, caiwu).push([{ id: 1, name: 'expenseProject.save', args: p }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'applied' });
    const [row] = await t.database.db.select().from(expenseProjects).where(eq(expenseProjects.id, p.id));
    expect(row).toMatchObject({ name: '园舍维修', category: '维修', budgets: [{ schoolYear: '2026-2027', budgetFen: 5_000_000 }] });
    const again = await t.post('/park/comeIn/project/save', { ...p, id: uuidv7() }, caiwu);
    expect(again.json()).toMatchObject({ code: 400, msg: ExpenseMsg.nameTaken });
    const bad = await t.post('/park/comeIn/project/save', { ...p, id: uuidv7(), name: '新项目', category: '捐赠' }, caiwu);
    expect(bad.json()).toMatchObject({ code: 400, msg: ExpenseMsg.category });
    const twice = await t.post(
      '/park/comeIn/project/save',
      {
        ...p,
        id: uuidv7(),
        name: '新项目2',
        budgets: [
          { schoolYear: '2026-2027', budgetFen: 1 },
          { schoolYear: '2026-2027', budgetFen: 2 },
        ],
      },
      caiwu,
    );
    expect(twice.json()).toMatchObject({ code: 400, msg: ExpenseMsg.budgetTwice });
    const log = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, p.id));
    expect(log).toMatchObject([{ entity: 'expenseProject', action: '保存支出项目', before: null }]);
    // A disabled project takes no new claim.
    expect((await t.post('/park/comeIn/project/save', { ...p, enabled: false }, caiwu)).json().code).toBe(200);
    expect((await register(caiwu, claim({ projectId: p.id }))).json()).toMatchObject({ code: 400, msg: ExpenseMsg.projectDisabled });
  });

  it('registering on the page: 待付款 at once for a member holding :review; bad input is 400 and writes nothing', async () => {
    const c = claim();
    const res = (await register(caiwu, c)).json();
    expect(res).toMatchObject({ code: 200, data: { state: 'unpaid', reviewerName: '张敏', applicantName: '张敏', category: '办公用品' } });
    expect(await ledgerOf(c.id)).toEqual([]);
    expect((await register(caiwu, c)).json()).toMatchObject({ code: 400, msg: ExpenseMsg.exists });
    const bad: [Record<string, unknown>, string][] = [
      [{ amountFen: 0 }, ExpenseMsg.amountRange],
      [{ amountFen: 1.5 }, ExpenseMsg.amount],
      [{ amountFen: MAX_FEN + 1 }, ExpenseMsg.amountRange],
      [{ reason: '' }, ExpenseMsg.reason],
      [{ day: '2099-01-01' }, ExpenseMsg.future],
      [{ pictures: Array.from({ length: 10 }, () => DEMO_PICTURES[0]) }, ExpenseMsg.pictures],
    ];
    for (const [extra, msg] of bad) {
      const b = claim(extra);
      const r = await register(caiwu, b);
      expect([extra, r.statusCode, r.json().msg]).toEqual([extra, 400, msg]);
      expect(await rowOf(b.id)).toBeUndefined();
    }
    expect((await register(caiwu, claim({ projectId: uuidv7() }))).statusCode).toBe(404);
  });

  it('walks the transition table: every allowed move succeeds, every other is refused with its words', async () => {
    const states = Object.keys(REIMBURSE_STATES) as ReimburseState[];
    const act = (move: string, id: string) =>
      move === 'approve'
        ? review(caiwu, id, 1)
        : move === 'reject'
          ? review(caiwu, id, 2, '发票不全')
          : move === 'pay'
            ? pay(caiwu, id)
            : revoke(caiwu, id);
    for (const from of states)
      for (const move of REIMBURSE_MOVE_NAMES) {
        const c = claim();
        expect((await register(caiwu, c)).json().code).toBe(200);
        // Someone else's claim in the state under test (a member never reviews their own).
        await t.database.db.update(reimbursements).set({ state: from, applicantId: ids.yuanzhang }).where(eq(reimbursements.id, c.id));
        const res = (await act(move, c.id)).json();
        const issue = reimburseMoveIssue(from, move);
        if (issue) {
          expect([from, move, res.code, res.msg]).toEqual([from, move, 400, issue]);
          expect((await rowOf(c.id))?.state).toBe(from);
        } else {
          expect([from, move, res.code]).toEqual([from, move, 200]);
          expect((await rowOf(c.id))?.state).toBe(REIMBURSE_MOVES[move].to);
        }
        expect(await ledgerOf(c.id)).toHaveLength(move === 'pay' && !issue ? 1 : 0);
      }
    expect(reimburseMoveIssue('paid', 'revoke')).toBe('该报销已付款，不能撤销');
  });

  it('a claim is never reviewed by its applicant; a rejection needs a reason', async () => {
    const c = claim();
    await register(caiwu, c);
    await t.database.db.update(reimbursements).set({ state: 'reviewing' }).where(eq(reimbursements.id, c.id));
    expect((await review(caiwu, c.id, 1)).json()).toMatchObject({ code: 400, msg: ExpenseMsg.ownClaim });
    expect((await review(yuanzhang, c.id, 2)).json()).toMatchObject({ code: 400, msg: ExpenseMsg.rejectReason });
    expect((await review(yuanzhang, c.id, 2, '无发票')).json()).toMatchObject({
      code: 200,
      data: { state: 'rejected', rejectReason: '无发票' },
    });
  });

  it('a passed 报销申请 becomes one claim 待付款; paying it writes ONE expense line, twice is refused', async () => {
    const templates: ApprovalTemplateRow[] = (await t.get('/park/approval/templates', { schoolId: 101 }, teacher)).json().data;
    const tpl = templates.find((x) => x.kind === 'reimburse') as ApprovalTemplateRow;
    const form = { amount: 23_456, category: '办公用品', detail: '绘本角标签纸', invoices: [DEMO_PICTURES[0]] };
    const submitted = await t.post(
      '/park/approval/submit',
      { id: uuidv7(), schoolId: 101, templateId: tpl.id, form, createTime: new Date().toISOString() },
      teacher,
    );
    expect(submitted.statusCode).toBe(200);
    const approvalId = submitted.json().data.id as string;
    const decide = (who: Signed) => t.post('/park/approval/decide', { schoolId: 101, id: approvalId, action: 'approve', comment: '' }, who);
    expect((await decide(yuanzhang)).json().data.status).toBe(1);
    expect(await t.database.db.select().from(reimbursements).where(eq(reimbursements.approvalId, approvalId))).toEqual([]);
    expect((await decide(caiwu)).json().data.status).toBe(2);
    const made = await t.database.db.select().from(reimbursements).where(eq(reimbursements.approvalId, approvalId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      state: 'unpaid',
      amountFen: 23_456,
      projectName: '办公用品',
      category: '办公用品',
      reason: '绘本角标签纸',
      applicantId: ids.jiaoshi,
      issue: '',
      pictures: [DEMO_PICTURES[0]],
    });
    // The outcome again (a retried decision) makes no second claim.
    const again = await reimbursementFromApproval(ctxOf(caiwu), {
      id: approvalId,
      schoolId: 101,
      applicantId: ids.jiaoshi ?? 0,
      kind: 'reimburse',
      form,
    });
    expect(again?.id).toBe(made[0]?.id);
    expect(await t.database.db.select().from(reimbursements).where(eq(reimbursements.approvalId, approvalId))).toHaveLength(1);

    const id = made[0]?.id ?? '';
    const detail = (await t.get('/park/comeIn/oneReimbursement', { schoolId: 101, id }, caiwu)).json().data;
    expect(detail.approval).toMatchObject({ id: approvalId, status: 2, templateName: '报销申请' });
    expect(detail.approval.flow.flatMap((s: { decisions: { name: string }[] }) => s.decisions.map((d) => d.name))).toEqual([
      '王丽华',
      '张敏',
    ]);

    expect((await pay(caiwu, id, { day: '2099-01-01' })).json()).toMatchObject({ code: 400, msg: ExpenseMsg.future });
    expect((await pay(caiwu, id, { payType: 9 })).json()).toMatchObject({ code: 400, msg: ExpenseMsg.payType });
    expect((await pay(teacher, id)).statusCode).toBe(403);
    const paid = (await pay(caiwu, id, { payType: 3 })).json();
    expect(paid).toMatchObject({ code: 200, data: { state: 'paid', payType: 3, payDay: '2026-11-21', payerName: '张敏' } });
    expect(await ledgerOf(id)).toMatchObject([{ kind: 'expense', amountFen: -23_456, itemName: '办公用品', payType: 3, line: 0 }]);
    expect((await pay(caiwu, id)).json()).toMatchObject({ code: 400, msg: '该报销已付款，不能确认付款' });
    expect(await ledgerOf(id)).toHaveLength(1);
    const actions = (
      await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, id)).orderBy(asc(financeAuditLog.id))
    ).map((l) => [l.entity, l.action]);
    expect(actions).toEqual([
      ['reimbursement', '报销审批通过'],
      ['reimbursement', '确认付款'],
    ]);
    // 变更记录 reads them through the finance recordInfo.
    const info = (await t.get('/park/finance/recordInfo', { schoolId: 101, id }, caiwu)).json();
    expect(info.data.map((l: { action: string }) => l.action)).toEqual(['报销审批通过', '确认付款']);

    // 支出明细 lists it from the ledger, with its source; 收支统计's 支出 counts it under its category.
    const q = { schoolId: 101, pageNum: 1, pageSize: 500, category: '办公用品', payType: 3 };
    const list = (await t.get('/park/comeIn/queryExpenditure', q, caiwu)).json().data;
    const line = list.list.find((r: { sourceId: string }) => r.sourceId === id);
    expect(line).toMatchObject({ source: 'reimbursement', amountFen: 23_456, category: '办公用品', person: '李晓雯' });
    expect(list.sums.amountFen).toBe(list.list.reduce((s: number, r: { amountFen: number }) => s + r.amountFen, 0));
  });

  it('an approval whose 报销类别 has no project still makes its claim (其他, with an issue), never failing the approval', async () => {
    const approvalId = uuidv7();
    const made = await reimbursementFromApproval(ctxOf(caiwu), {
      id: approvalId,
      schoolId: 101,
      applicantId: ids.jiaoshi ?? 0,
      kind: 'reimburse',
      form: { amount: 'x', category: '不存在', detail: 'y' },
    });
    expect(made).toMatchObject({ state: 'unpaid', category: '其他', amountFen: 0 });
    expect(made?.issue).toContain('没有对应的支出项目');
    expect((await pay(caiwu, made?.id ?? '')).json()).toMatchObject({ code: 400, msg: ExpenseMsg.amountRange });
  });

  it('sums over every filtered claim in SQL (bigint), equal to the contract function; the export carries them', async () => {
    const tag = `核对${Math.random().toString(36).slice(2, 8)}`;
    const made: string[] = [];
    for (const amountFen of [MAX_FEN, MAX_FEN, MAX_FEN, 1, 29]) {
      const c = claim({ amountFen, reason: tag });
      await register(caiwu, c);
      made.push(c.id);
    }
    await pay(caiwu, made[0] ?? '');
    await revoke(caiwu, made[4] ?? '');
    const q = { schoolId: 101, keyword: tag, pageNum: 1, pageSize: 2 };
    const res = (await t.get('/park/comeIn/reimbursementWithSumAmount', q, caiwu)).json();
    expect(res).toMatchObject({
      code: 200,
      data: { total: 5, sums: { amountFen: 3_000_000_001, paidFen: MAX_FEN, unpaidFen: 2_000_000_001 } },
    });
    expect(res.data.list).toHaveLength(2);
    const all = (await t.get('/park/comeIn/reimbursement', { ...q, pageSize: 500 }, caiwu)).json().data.list;
    expect(reimburseSums(all)).toEqual(res.data.sums);
    const unpaid = (await t.get('/park/comeIn/reimbursementWithSumAmount', { ...q, state: 'unpaid' }, caiwu)).json().data;
    expect(unpaid).toMatchObject({ total: 3, sums: { amountFen: 2_000_000_001, paidFen: 0 } });
    expect((await t.get('/park/comeIn/reimbursement', { ...q, startDay: '2026-11-21', endDay: '2026-11-01' }, caiwu)).json()).toMatchObject(
      {
        code: 400,
        msg: ExpenseMsg.period,
      },
    );
    const xlsx = await t.get('/park/comeIn/reimbursement/export', { schoolId: 101, keyword: tag }, caiwu);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    // The sums under the amounts, as numbers.
    const cells = wb.worksheets[0]?.getSheetValues().flat() ?? [];
    expect(cells).toEqual(expect.arrayContaining(['报销合计', 30000000.01, '已付款', 10000000, '待付款', 20000000.01]));

    const out = await t.get('/park/comeIn/queryExpenditure/export', { schoolId: 101, payType: 5 }, caiwu);
    expect(out.statusCode).toBe(200);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(out.rawPayload as unknown as ArrayBuffer);
    const sum = (await t.get('/park/comeIn/queryExpenditure', { schoolId: 101, payType: 5, pageNum: 1, pageSize: 1 }, caiwu)).json().data
      .sums.amountFen as number;
    const last = wb2.worksheets[0]?.getRow(wb2.worksheets[0].rowCount).values as unknown[];
    expect(last).toEqual(expect.arrayContaining(['合计', sum / 100]));
  });

  it('another school’s claim or project is refused as missing and left unchanged; a teacher is refused everywhere', async () => {
    const theirs = claim({ schoolId: 102 });
    await t.database.db.insert(reimbursements).values({ ...theirs, category: '其他', state: 'unpaid', pictures: [] });
    expect((await t.get('/park/comeIn/oneReimbursement', { schoolId: 101, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await t.get('/park/finance/recordInfo', { schoolId: 101, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await pay(caiwu, theirs.id)).json().code).toBe(404);
    expect((await revoke(caiwu, theirs.id)).json().code).toBe(404);
    expect((await review(yuanzhang, theirs.id, 1)).json().code).toBe(404);
    expect((await rowOf(theirs.id))?.state).toBe('unpaid');
    expect(await ledgerOf(theirs.id)).toEqual([]);
    const [otherProject] = await t.database.db.select().from(expenseProjects).where(eq(expenseProjects.schoolId, 102));
    const edit = await t.post(
      '/park/comeIn/project/save',
      { id: otherProject?.id, schoolId: 101, name: '改名', category: '维修', budgets: [], enabled: true, remark: '' },
      caiwu,
    );
    expect(edit.json().code).toBe(404);
    expect((await register(caiwu, claim({ projectId: otherProject?.id }))).json().code).toBe(404);

    const s = { schoolId: 101, id: uuidv7(), pageNum: 1, pageSize: 10 };
    for (const p of ['reimbursement', 'reimbursementWithSumAmount', 'oneReimbursement', 'reimbursement/export', 'queryExpenditure'])
      expect([p, (await t.get(`/park/comeIn/${p}`, s, teacher)).statusCode]).toEqual([p, 403]);
    expect((await register(teacher, claim())).statusCode).toBe(403);
  });
});
