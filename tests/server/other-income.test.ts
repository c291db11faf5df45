import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PICTURES,
  type IncomeFilter,
  IncomeMsg,
  incomeSums,
  MAX_FEN,
  matchesIncomeFilter,
  type OtherIncomeRow,
  uuidv7,
} from '@contract';
import { financeAuditLog, financeLedger, incomeProjects, otherIncomes } from '../../server/db/schema';
import { chinaDay } from '../../server/lib/format';
import { receiptCheckCode, receiptSecret } from '../../server/services/finance/receipts/receipt-check';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { expectUnlocked } from './helpers/finance-demo';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/**
 * Other income (contract/finance/income.ts): projects saved (REST and sync), incomes recorded online with a QT receipt
 * and ONE ledger line, voided with a reversing line (never twice), listed with SQL sums over every filtered row,
 * exported, printed; another school's rows are missing; the 收支统计 收入 list equals what was recorded.
 */
describe('other income: projects, incomes, the ledger', () => {
  let t: TestApp;
  let caiwu: Signed;
  let teacher: Signed;
  const S = 101;
  const unlock = (as: Signed) => expectUnlocked(t, as);
  const saveProject = (as: Signed, p: Record<string, unknown>) => t.post('/park/comeIn/project', p, as);
  const project = async (extra: Record<string, unknown> = {}) => {
    const id = uuidv7();
    const p = { id, schoolId: S, name: `场地租金${id.slice(-8)}`, type: 5, remark: '', enabled: true, ...extra };
    const res = (await saveProject(caiwu, p)).json();
    expect(res.code).toBe(200);
    return res.data as { id: string; name: string; type: number };
  };
  const income = (projectId: string, extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: S,
    projectId,
    payerName: '阳光培训',
    payerPhone: '13800138000',
    amountFen: 300_012,
    payType: 3,
    day: '2026-11-20',
    pictures: [DEMO_PICTURES[0]],
    remark: '11月场地租金',
    ...extra,
  });
  const record = (as: Signed, body: Record<string, unknown>) => t.post('/park/comeIn/detailed', body, as);
  const voidIt = (as: Signed, id: string, reason = '登记错误') => t.put('/park/comeIn/detailed/void', { schoolId: S, id, reason }, as);
  const ledgerOf = (id: string) =>
    t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, id)).orderBy(asc(financeLedger.id));

  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await loginSigned(t, 'caiwu');
    teacher = await loginSigned(t, 'jiaoshi');
    await unlock(caiwu);
  });
  afterAll(() => t.close());

  it('a locked session is refused, as on every finance call', async () => {
    const locked = await loginSigned(t, 'caiwu');
    const p = { id: uuidv7(), schoolId: S, name: '利息', type: 3 };
    expect((await saveProject(locked, p)).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    const pushed = await protocolClient(t, locked).push([{ id: 1, name: 'incomeProject.save', args: p }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: '请先验证财务密码' });
    expect((await record(locked, income(uuidv7()))).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
  });

  it('saves projects (a name once per school), with audit lines; a pushed one is applied and pulled back', async () => {
    const p = await project({ remark: '周末租给培训机构' });
    expect(p).toMatchObject({ type: 5, enabled: true, remark: '周末租给培训机构' });
    const taken = (await saveProject(caiwu, { id: uuidv7(), schoolId: S, name: p.name, type: 1 })).json();
    expect(taken).toMatchObject({ code: 400, msg: IncomeMsg.nameTaken });
    for (const [extra, msg] of [
      [{ type: 4 }, IncomeMsg.type],
      [{ name: '' }, IncomeMsg.name],
      [{ name: '名'.repeat(31) }, IncomeMsg.nameLong],
    ] as const) {
      const r = await saveProject(caiwu, { id: uuidv7(), schoolId: S, name: '捐赠', type: 2, ...extra });
      expect([extra, r.statusCode, r.json().msg]).toEqual([extra, 400, msg]);
    }
    const log = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, p.id));
    expect(log).toMatchObject([{ entity: 'incomeProject', action: '保存收入项目', before: null }]);

    const client = protocolClient(t, caiwu);
    const args = { id: uuidv7(), schoolId: S, name: '存款利息', type: 3, remark: '', enabled: true };
    expect((await client.push([{ id: 1, name: 'incomeProject.save', args }])).body.results[0]).toMatchObject({ status: 'applied' });
    const { changes } = await client.pullAll(S);
    expect(changes.find((c) => c.table === 'incomeProjects' && c.row.id === args.id)).toMatchObject({
      op: 'put',
      row: { name: '存款利息' },
    });
    const list = (await t.get('/park/comeIn/project', { schoolId: S, pageNum: 1, pageSize: 9999, type: 3 }, caiwu)).json().data;
    expect(list.list.map((r: { name: string }) => r.name)).toContain('存款利息');
  });

  it('records an income online: QT receipt number, ONE ledger line, an audit line; a retry answers the same; bad input changes nothing', async () => {
    const p = await project();
    const a = income(p.id);
    const res = (await record(caiwu, a)).json();
    const day = chinaDay(t.clock.now()).replaceAll('-', '');
    expect(res).toMatchObject({
      code: 200,
      data: { id: a.id, projectName: p.name, projectType: 5, amountFen: 300_012, state: 1, operatorName: '张敏' },
    });
    expect(res.data.receiptNo).toMatch(new RegExp(`^QT${day}\\d{5}$`));
    const again = (await record(caiwu, a)).json();
    expect(again.data).toEqual(res.data);
    const second = (await record(caiwu, income(p.id))).json().data;
    expect(Number(second.receiptNo.slice(10))).toBe(Number(res.data.receiptNo.slice(10)) + 1);
    expect(await ledgerOf(a.id)).toMatchObject([{ kind: 'income', amountFen: 300_012, itemName: p.name, payType: 3, line: 0 }]);
    const log = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, a.id));
    expect(log).toMatchObject([{ entity: 'otherIncome', action: '登记收入', before: null, after: { receiptNo: res.data.receiptNo } }]);

    const off = await project({ enabled: false });
    const bad: [Record<string, unknown>, number, string][] = [
      [{ amountFen: 0 }, 400, IncomeMsg.amountRange],
      [{ amountFen: 12.5 }, 400, IncomeMsg.amount],
      [{ amountFen: MAX_FEN + 1 }, 400, IncomeMsg.amountRange],
      [{ payType: 6 }, 400, IncomeMsg.payType],
      [{ payerName: '' }, 400, IncomeMsg.payer],
      [{ payerPhone: '12345' }, 400, IncomeMsg.phone],
      [{ day: '2099-01-01' }, 400, IncomeMsg.future],
      [{ pictures: Array.from({ length: 10 }, () => DEMO_PICTURES[0]) }, 400, IncomeMsg.pictures],
      [{ pictures: ['schools/101/2026-11/nope.jpg'] }, 400, '文件不存在或未上传成功，请重新上传'],
      [{ projectId: off.id }, 400, IncomeMsg.projectDisabled],
      [{ projectId: uuidv7() }, 400, IncomeMsg.projectMissing],
    ];
    for (const [extra, status, msg] of bad) {
      const b = income(p.id, extra);
      const r = await record(caiwu, b);
      expect([extra, r.statusCode, r.json().msg]).toEqual([extra, status, msg]);
      expect(await t.database.db.select().from(otherIncomes).where(eq(otherIncomes.id, b.id))).toEqual([]);
      expect(await ledgerOf(b.id)).toEqual([]);
    }
  });

  it('voids with a reason: a reversing line (−fen, same itemName); twice is refused; the receipt PDF only while valid', async () => {
    const p = await project();
    const a = (await record(caiwu, income(p.id, { amountFen: 660_000 }))).json().data as OtherIncomeRow;
    const pdf = await t.get('/park/comeIn/detailed/receipt', { schoolId: S, id: a.id }, caiwu);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const s of [a.receiptNo, '陆仟陆佰元整', '阳光培训', p.name, '交款人', '收入项目'])
      expect([s, text.includes(s)]).toEqual([s, true]);
    expect(text).toContain(receiptCheckCode(receiptSecret(t.config), a.receiptNo, a.amountFen, new Date(a.recordedAt)));

    expect((await voidIt(caiwu, a.id, '')).json()).toMatchObject({ code: 400, msg: IncomeMsg.voidReason });
    const v = (await voidIt(caiwu, a.id, '重复登记')).json();
    expect(v).toMatchObject({ code: 200, data: { state: 2, voidReason: '重复登记', voiderName: '张敏' } });
    expect((await voidIt(caiwu, a.id)).json()).toMatchObject({ code: 400, msg: IncomeMsg.voided });
    expect(await ledgerOf(a.id)).toMatchObject([
      { kind: 'income', amountFen: 660_000, itemName: p.name },
      { kind: 'income', amountFen: -660_000, itemName: p.name },
    ]);
    expect((await t.get('/park/comeIn/detailed/receipt', { schoolId: S, id: a.id }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: IncomeMsg.voided,
    });
    const log = await t.database.db
      .select()
      .from(financeAuditLog)
      .where(eq(financeAuditLog.entityId, a.id))
      .orderBy(asc(financeAuditLog.id));
    expect(log.map((l) => l.action)).toEqual(['登记收入', '作废收入']);
    const audit = (await t.get('/park/finance/recordInfo', { schoolId: S, id: a.id }, caiwu)).json();
    expect(audit.data).toHaveLength(2);
  });

  it('lists with every filter; sums over all filtered rows in SQL (bigint, past 2^31 fen); the export carries them', async () => {
    const p = await project({ type: 1 });
    const tag = `标${uuidv7().slice(-6)}`;
    const ids: string[] = [];
    for (const [amountFen, payType, day] of [
      [MAX_FEN, 3, '2026-11-02'],
      [MAX_FEN, 5, '2026-11-03'],
      [MAX_FEN, 5, '2026-11-04'],
      [1, 1, '2026-11-05'],
      [29, 2, '2026-11-06'],
    ] as const) {
      const r = (await record(caiwu, income(p.id, { amountFen, payType, day, remark: tag }))).json();
      expect(r.code).toBe(200);
      ids.push(r.data.id);
    }
    expect((await voidIt(caiwu, ids[4] ?? '')).json().code).toBe(200);
    const q = { schoolId: S, keyword: tag, pageNum: 1, pageSize: 2 };
    const res = (await t.get('/park/comeIn/detailed', q, caiwu)).json();
    expect(res).toMatchObject({ code: 200, data: { total: 5, sums: { count: 4, amountFen: 3_000_000_001, voidCount: 1, voidFen: 29 } } });
    expect(res.data.list).toHaveLength(2);
    expect(res.data.list[0].day).toBe('2026-11-06');
    const cash = (await t.get('/park/comeIn/detailed', { ...q, payType: 5 }, caiwu)).json().data;
    expect(cash.sums).toEqual({ count: 2, amountFen: 2 * MAX_FEN, voidCount: 0, voidFen: 0 });
    const range = (await t.get('/park/comeIn/detailed', { ...q, startDay: '2026-11-03', endDay: '2026-11-05' }, caiwu)).json().data;
    expect(range.total).toBe(3);
    expect((await t.get('/park/comeIn/detailed', { ...q, state: 2, type: 1, projectId: p.id }, caiwu)).json().data.total).toBe(1);
    expect((await t.get('/park/comeIn/detailed', { ...q, type: 5 }, caiwu)).json().data.total).toBe(0);
    expect((await t.get('/park/comeIn/detailed', { ...q, startDay: '2026-11-21', endDay: '2026-11-01' }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: IncomeMsg.period,
    });
    // The screen filters and sums the replica with the contract's functions: they agree with the SQL, row for row.
    const everything = (await t.get('/park/comeIn/detailed', { schoolId: S, pageNum: 1, pageSize: 500 }, caiwu)).json().data
      .list as OtherIncomeRow[];
    const filters: IncomeFilter[] = [
      { keyword: tag },
      { keyword: tag, payType: 5 },
      { projectId: p.id, state: 2 },
      { type: 1, startDay: '2026-11-03', endDay: '2026-11-05' },
      { keyword: '阳光' },
      { state: 1 },
    ];
    for (const f of filters) {
      const server = (await t.get('/park/comeIn/detailed', { schoolId: S, pageNum: 1, pageSize: 500, ...f }, caiwu)).json().data;
      const mine = everything.filter((r) => matchesIncomeFilter(r, f));
      expect([f, server.list.map((r: OtherIncomeRow) => r.id)]).toEqual([f, mine.map((r) => r.id)]);
      expect([f, server.sums]).toEqual([f, incomeSums(mine)]);
    }
    const one = (await t.get('/park/comeIn/oneDetailed', { schoolId: S, id: ids[0] ?? '' }, caiwu)).json();
    expect(one).toMatchObject({ code: 200, data: { amountFen: MAX_FEN } });

    const xlsx = await t.get('/park/comeIn/detailed/export', { schoolId: S, keyword: tag }, caiwu);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const values = ws?.getSheetValues().filter(Boolean) as unknown as unknown[][];
    const last = values.map((r) => r.slice(1));
    expect(last[0]?.[0]).toBe('序号');
    expect(last.find((r) => r[0] === '合计')).toEqual(expect.arrayContaining(['合计', '有效 4 笔', 30_000_000.01]));
    expect(last.find((r) => r[1] === '已作废 1 笔')).toEqual(expect.arrayContaining([0.29]));
  });

  it('the 收支统计 收入 list equals the recorded incomes (net of voids), by project, and its export', async () => {
    const today = chinaDay(t.clock.now());
    const range = { schoolId: S, startDate: today, endDate: today };
    const before = (await t.get('/park/financeStatistics/income', range, caiwu)).json().data;
    const [rent, grant] = [
      await project({ name: `收租${uuidv7().slice(-6)}` }),
      await project({ type: 1, name: `补助${uuidv7().slice(-6)}` }),
    ];
    await record(caiwu, income(rent.id, { amountFen: 120_000 }));
    await record(caiwu, income(rent.id, { amountFen: 80_050, payType: 5 }));
    await record(caiwu, income(grant.id, { amountFen: 5_000_000 }));
    const voided = (await record(caiwu, income(grant.id, { amountFen: 777 }))).json().data;
    await voidIt(caiwu, voided.id);
    const after = (await t.get('/park/financeStatistics/income', range, caiwu)).json();
    expect(after.code).toBe(200);
    expect(after.data.rows.find((r: { name: string }) => r.name === rent.name)).toEqual({ name: rent.name, count: 2, amountFen: 200_050 });
    expect(after.data.rows.find((r: { name: string }) => r.name === grant.name)).toEqual({
      name: grant.name,
      count: 1,
      amountFen: 5_000_000,
    });
    expect(after.data.total.amountFen - before.total.amountFen).toBe(5_200_050);
    expect(after.data.total.count - before.total.count).toBe(3);
    const [sum] = await t.database.db
      .select({ fen: financeLedger.amountFen })
      .from(financeLedger)
      .where(and(eq(financeLedger.schoolId, S), eq(financeLedger.kind, 'income'), eq(financeLedger.day, today)));
    expect(sum).toBeDefined();
    const cash = (await t.get('/park/financeStatistics/income', { ...range, payType: 5 }, caiwu)).json().data;
    expect(cash.rows.find((r: { name: string }) => r.name === rent.name)).toEqual({ name: rent.name, count: 1, amountFen: 80_050 });
    const xlsx = await t.get('/park/financeStatistics/income/export', range, caiwu);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = wb.worksheets[0]?.getSheetValues().flat() ?? [];
    expect(cells).toEqual(expect.arrayContaining(['收入项目', rent.name, 2000.5, grant.name, 50_000]));
  });

  it('another school’s rows are refused as missing and left unchanged; a teacher is refused everywhere', async () => {
    const theirProject = { id: uuidv7(), schoolId: 102, name: '他园租金', type: 5 as const };
    await t.database.db.insert(incomeProjects).values(theirProject);
    const theirs = {
      ...income(theirProject.id, { schoolId: 102 }),
      projectName: '他园租金',
      projectType: 5 as const,
      payType: 3 as const,
      pictures: [] as string[],
      receiptNo: 'QT2026112000001',
      recordedAt: new Date(),
    };
    await t.database.db.insert(otherIncomes).values(theirs);
    expect((await saveProject(caiwu, { ...theirProject, schoolId: S, name: '改名' })).json().code).toBe(404);
    expect((await record(caiwu, income(theirProject.id))).json().code).toBe(404);
    expect((await record(caiwu, { ...income(theirProject.id), id: theirs.id })).json().code).toBe(404);
    expect((await t.get('/park/comeIn/oneDetailed', { schoolId: S, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await t.get('/park/comeIn/detailed/receipt', { schoolId: S, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await voidIt(caiwu, theirs.id)).json().code).toBe(404);
    expect((await t.get('/park/finance/recordInfo', { schoolId: S, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await saveProject(caiwu, { ...theirProject, name: '改名' })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(otherIncomes).where(eq(otherIncomes.id, theirs.id));
    expect(row).toMatchObject({ state: 1, schoolId: 102 });
    const [proj] = await t.database.db.select().from(incomeProjects).where(eq(incomeProjects.id, theirProject.id));
    expect(proj).toMatchObject({ name: '他园租金' });
    expect(await ledgerOf(theirs.id)).toEqual([]);

    const s = { schoolId: S, id: uuidv7(), pageNum: 1, pageSize: 10 };
    for (const p of ['project', 'detailed', 'oneDetailed', 'detailed/export', 'detailed/receipt'])
      expect([p, (await t.get(`/park/comeIn/${p}`, s, teacher)).statusCode]).toEqual([p, 403]);
    expect((await record(teacher, income(uuidv7()))).statusCode).toBe(403);
    expect((await voidIt(teacher, uuidv7())).statusCode).toBe(403);
    expect((await saveProject(teacher, { id: uuidv7(), schoolId: S, name: '利息', type: 3 })).statusCode).toBe(403);
    const pushed = await protocolClient(t, teacher).push([
      { id: 1, name: 'incomeProject.save', args: { id: uuidv7(), schoolId: S, name: '利息', type: 3 } },
    ]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
  });
});
