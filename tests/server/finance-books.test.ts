import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookMsg, bookSums, DEMO_PICTURES, MAX_FEN, uuidv7 } from '@contract';
import { bookEntries, financeAuditLog, financeLedger, financeSettings, users } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { financeStaff } from './helpers/finance-demo';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/**
 * Bookkeeping (issue 24 item 2, contract/finance/books.ts): who may keep the books and review them, deletion only
 * before approval, another school's entry as missing, sums exact in fen, and the one ledger line an approval writes.
 */
describe('bookkeeping: entries, review, the ledger', () => {
  let t: TestApp;
  let caiwu: Signed;
  let yuanzhang: Signed;
  let teacher: Signed;
  const entry = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    type: 2,
    category: '食材采购',
    amountFen: 38_629,
    day: '2026-11-20',
    pictures: [DEMO_PICTURES[0]],
    remark: '本周蔬菜',
    ...extra,
  });
  const save = (as: Signed, e: Record<string, unknown>) => t.post('/park/tFinanceBookkeeping/save', e, as);
  const review = (as: Signed, id: string, result: 1 | 2, reason = '') =>
    t.post('/park/tFinanceBookkeeping/review', { schoolId: 101, id, result, reason }, as);
  const drop = (as: Signed, id: string) => t.post('/park/tFinanceBookkeeping/dropById', { schoolId: 101, id }, as);
  const ledgerOf = (id: string) => t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, id));

  beforeAll(async () => {
    t = await createTestApp();
    ({ caiwu, yuanzhang, teacher } = await financeStaff(t, { principalUnlocked: true }));
  });
  afterAll(() => t.close());

  it('a locked session is refused, as on every finance call', async () => {
    const locked = await loginSigned(t, 'caiwu');
    expect((await save(locked, entry())).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    const pushed = await protocolClient(t, locked).push([{ id: 1, name: 'bookEntry.save', args: entry() }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: '请先验证财务密码' });
  });

  it('saves an entry in fen with its voucher pictures and 记账人, no ledger line yet; bad input changes nothing', async () => {
    const e = entry();
    const res = (await save(caiwu, e)).json();
    expect(res).toMatchObject({ code: 200, data: { amountFen: 38_629, state: 0, recorderName: '张敏', pictures: [DEMO_PICTURES[0]] } });
    expect(await ledgerOf(e.id)).toEqual([]);
    const log = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, e.id));
    expect(log).toMatchObject([{ entity: 'bookEntry', action: '保存记账', before: null, after: { amountFen: 38_629 } }]);

    const bad: [Record<string, unknown>, string][] = [
      [{ amountFen: 0 }, BookMsg.amountRange],
      [{ amountFen: 12.5 }, BookMsg.amount],
      [{ amountFen: MAX_FEN + 1 }, BookMsg.amountRange],
      [{ category: '保教费' }, BookMsg.category],
      [{ type: 3 }, BookMsg.type],
      [{ day: '2099-01-01' }, BookMsg.future],
      [{ pictures: Array.from({ length: 10 }, () => DEMO_PICTURES[0]) }, BookMsg.pictures],
      [{ pictures: ['schools/101/2026-11/nope.jpg'] }, '文件不存在或未上传成功，请重新上传'],
    ];
    for (const [extra, msg] of bad) {
      const b = entry(extra);
      const r = await save(caiwu, b);
      expect([extra, r.statusCode, r.json().msg]).toEqual([extra, 400, msg]);
      expect(await t.database.db.select().from(bookEntries).where(eq(bookEntries.id, b.id))).toEqual([]);
    }
  });

  it('only authorised bookkeepers save (beAuthor), with a clear message; the setting names who', async () => {
    const [zhang] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'yuanzhang'));
    await t.database.db
      .update(financeSettings)
      .set({ authorIds: [zhang?.id ?? 0] })
      .where(eq(financeSettings.schoolId, 101));
    try {
      const e = entry();
      expect((await save(caiwu, e)).json()).toMatchObject({ code: 403, msg: BookMsg.notAuthor });
      const pushed = await protocolClient(t, caiwu).push([{ id: 1, name: 'bookEntry.save', args: e }]);
      expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: BookMsg.notAuthor });
      expect((await t.get('/park/bookkeepingSetting/beAuthor', {}, caiwu)).json().data).toBe(false);
      expect((await save(yuanzhang, e)).json().code).toBe(200);
    } finally {
      await t.database.db.update(financeSettings).set({ authorIds: [] }).where(eq(financeSettings.schoolId, 101));
    }
  });

  it('approval writes one ledger line (expense negative, income positive), once; never one’s own; never edited or deleted after', async () => {
    const e = entry({ amountFen: 120_001 });
    await save(caiwu, e);
    expect((await review(caiwu, e.id, 1)).json()).toMatchObject({ code: 400, msg: BookMsg.ownEntry });
    const ok = (await review(yuanzhang, e.id, 1)).json();
    expect(ok).toMatchObject({ code: 200, msg: '审核通过', data: { state: 1, reviewerName: '王丽华' } });
    expect(await ledgerOf(e.id)).toMatchObject([{ kind: 'expense', amountFen: -120_001, itemName: '食材采购', schoolId: 101 }]);
    // Twice is refused: still one line.
    expect((await review(yuanzhang, e.id, 1)).json()).toMatchObject({ code: 400, msg: BookMsg.reviewed });
    expect((await review(yuanzhang, e.id, 2, '重复')).json()).toMatchObject({ code: 400, msg: BookMsg.reviewed });
    expect(await ledgerOf(e.id)).toHaveLength(1);
    expect((await save(caiwu, { ...e, amountFen: 1 })).json()).toMatchObject({ code: 400, msg: BookMsg.reviewedEdit });
    expect((await drop(caiwu, e.id)).json()).toMatchObject({ code: 400, msg: BookMsg.reviewedDrop });
    const [row] = await t.database.db.select().from(bookEntries).where(eq(bookEntries.id, e.id));
    expect(row).toMatchObject({ amountFen: 120_001, state: 1 });

    const income = entry({ type: 1, category: '政府补贴', amountFen: 5_000_000 });
    await save(caiwu, income);
    await review(yuanzhang, income.id, 1);
    expect(await ledgerOf(income.id)).toMatchObject([{ kind: 'income', amountFen: 5_000_000, itemName: '政府补贴' }]);
    const actions = (
      await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, e.id)).orderBy(asc(financeAuditLog.id))
    ).map((l) => l.action);
    expect(actions).toEqual(['保存记账', '审核通过记账']);
  });

  it('a rejection needs a reason and writes no ledger line; a rejected entry may be edited (back to 未审核) or deleted', async () => {
    const e = entry();
    await save(caiwu, e);
    expect((await review(yuanzhang, e.id, 2)).json()).toMatchObject({ code: 400, msg: BookMsg.rejectReason });
    expect((await review(yuanzhang, e.id, 2, '凭证不清')).json()).toMatchObject({
      code: 200,
      data: { state: 2, rejectReason: '凭证不清' },
    });
    expect(await ledgerOf(e.id)).toEqual([]);
    expect((await save(caiwu, { ...e, amountFen: 38_600 })).json()).toMatchObject({
      code: 200,
      data: { state: 0, rejectReason: '', reviewerId: null },
    });
    expect((await drop(caiwu, e.id)).json()).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await t.database.db.select().from(bookEntries).where(eq(bookEntries.id, e.id))).toEqual([]);
    expect((await t.get('/park/tFinanceBookkeeping/getById', { schoolId: 101, id: e.id }, caiwu)).json().code).toBe(404);
    // The audit log keeps the deleted entry's story.
    const actions = (
      await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, e.id)).orderBy(asc(financeAuditLog.id))
    ).map((l) => l.action);
    expect(actions).toEqual(['保存记账', '驳回记账', '保存记账', '删除记账']);
  });

  it('sums are exact in fen past 2^31 (SQL bigint) and match the listed entries; the export carries the same sums', async () => {
    const tag = `核对${Math.random().toString(36).slice(2, 8)}`;
    const amounts: [1 | 2, number][] = [
      [1, MAX_FEN],
      [1, MAX_FEN],
      [1, MAX_FEN],
      [1, 1],
      [2, 999_999_999],
      [2, 29],
    ];
    for (const [type, amountFen] of amounts)
      await save(caiwu, entry({ type, category: type === 1 ? '捐赠' : '维修', amountFen, remark: tag }));
    const q = { schoolId: 101, keyword: tag, pageNum: 1, pageSize: 2 };
    const res = (await t.get('/park/tFinanceBookkeeping/searchWithSumAmount', q, caiwu)).json();
    expect(res).toMatchObject({
      code: 200,
      data: { total: 6, sums: { incomeFen: 3_000_000_001, expenseFen: 1_000_000_028, balanceFen: 1_999_999_973 } },
    });
    expect(res.data.list).toHaveLength(2);
    const expenses = (await t.get('/park/tFinanceBookkeeping/searchWithSumAmount', { ...q, type: 2 }, caiwu)).json().data;
    expect(expenses.sums).toEqual({ incomeFen: 0, expenseFen: 1_000_000_028, balanceFen: -1_000_000_028 });
    const page = (await t.get('/park/tFinanceBookkeeping/search', { ...q, category: '维修', pageSize: 10 }, caiwu)).json().data;
    expect(page.list.map((r: { amountFen: number }) => r.amountFen).sort()).toEqual([29, 999_999_999]);
    expect(
      (await t.get('/park/tFinanceBookkeeping/search', { ...q, startDay: '2026-11-21', endDay: '2026-11-01' }, caiwu)).json(),
    ).toMatchObject({ code: 400, msg: BookMsg.period });

    const xlsx = await t.get('/park/tFinanceBookkeeping/search/export', { schoolId: 101, keyword: tag }, caiwu);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = wb.worksheets[0]?.getSheetValues().flat().map(String) ?? [];
    expect(cells).toEqual(expect.arrayContaining(['收入合计', '30000000.01', '支出合计', '10000000.28', '结余', '19999999.73']));
  });

  it('支出合计, 收入合计 and 结余 leave out rejected entries (已驳回), on the server and on the device alike', async () => {
    const tag = `驳回${Math.random().toString(36).slice(2, 8)}`;
    // A remark that reads like a formula (a user typed it): the export writes it as text.
    const kept = entry({ type: 2, category: '维修', amountFen: 10_000, remark: `=1+1 ${tag}` });
    const waiting = entry({ type: 1, category: '捐赠', amountFen: 3_000, remark: tag });
    const rejected = entry({ type: 2, category: '维修', amountFen: 990_000, remark: tag });
    const rejectedIncome = entry({ type: 1, category: '捐赠', amountFen: 770_000, remark: tag });
    for (const e of [kept, waiting, rejected, rejectedIncome]) expect((await save(caiwu, e)).json().code).toBe(200);
    expect((await review(yuanzhang, kept.id, 1)).json().code).toBe(200);
    for (const e of [rejected, rejectedIncome]) expect((await review(yuanzhang, e.id, 2, '凭证不清')).json().code).toBe(200);
    const q = { schoolId: 101, keyword: tag, pageNum: 1, pageSize: 10 };
    const res = (await t.get('/park/tFinanceBookkeeping/searchWithSumAmount', q, caiwu)).json().data;
    // All four are listed; the sums count the approved and the waiting ones only.
    expect(res.total).toBe(4);
    const sums = { incomeFen: 3_000, expenseFen: 10_000, balanceFen: -7_000 };
    expect(res.sums).toEqual(sums);
    // Filtering 已驳回 lists them and sums nothing.
    const onlyRejected = (await t.get('/park/tFinanceBookkeeping/searchWithSumAmount', { ...q, state: 2 }, caiwu)).json().data;
    expect([onlyRejected.total, onlyRejected.sums]).toEqual([2, { incomeFen: 0, expenseFen: 0, balanceFen: 0 }]);
    // The screen sums the replica's rows with the contract's bookSums: the same figures.
    expect(bookSums(res.list)).toEqual(sums);
    // And the export writes them (numbers, the negative 结余 too).
    const xlsx = await t.get('/park/tFinanceBookkeeping/search/export', { schoolId: 101, keyword: tag }, caiwu);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const keptRow = sheet
      ?.getRows(2, 4)
      ?.find((r) => r.getCell(7).text.includes(tag) && r.getCell(4).value === '维修' && r.getCell(5).value === 100);
    expect(keptRow?.getCell(7).value).toBe(`'=1+1 ${tag}`);
    expect(keptRow?.getCell(7).type).toBe(ExcelJS.ValueType.String);
    const rows = sheet?.getSheetValues().map((r) => (Array.isArray(r) ? r.slice(4, 6) : [])) ?? [];
    expect(rows).toEqual(
      expect.arrayContaining([
        ['收入合计', 30],
        ['支出合计', 100],
        ['结余', -70],
      ]),
    );
  });

  it('another school’s entry is refused as missing and left unchanged; a teacher is refused everywhere', async () => {
    const theirs = entry({ schoolId: 102 });
    await t.database.db.insert(bookEntries).values({ ...theirs, type: 2, pictures: [] });
    const mine = { ...theirs, schoolId: 101, amountFen: 1 };
    expect((await save(caiwu, mine)).json().code).toBe(404);
    expect((await t.get('/park/tFinanceBookkeeping/getById', { schoolId: 101, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await review(yuanzhang, theirs.id, 1)).json().code).toBe(404);
    expect((await drop(caiwu, theirs.id)).json().code).toBe(404);
    expect((await save(caiwu, { ...theirs, amountFen: 1 })).statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(bookEntries)
      .where(and(eq(bookEntries.id, theirs.id)));
    expect(row).toMatchObject({ amountFen: 38_629, state: 0, schoolId: 102 });
    expect(await ledgerOf(theirs.id)).toEqual([]);

    const s = { schoolId: 101, id: uuidv7(), pageNum: 1, pageSize: 10 };
    for (const p of ['search', 'searchWithSumAmount', 'getById', 'search/export'])
      expect([p, (await t.get(`/park/tFinanceBookkeeping/${p}`, s, teacher)).statusCode]).toEqual([p, 403]);
    expect((await save(teacher, entry())).statusCode).toBe(403);
    expect((await review(teacher, uuidv7(), 1)).statusCode).toBe(403);
    expect((await drop(teacher, uuidv7())).statusCode).toBe(403);
    const pushed = await protocolClient(t, teacher).push([{ id: 1, name: 'bookEntry.save', args: entry() }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
  });

  it('a pushed save is applied and pulled back with the server’s 记账人', async () => {
    const client = protocolClient(t, caiwu);
    const e = entry({ type: 1, category: '捐赠', amountFen: 50_000 });
    const pushed = await client.push([{ id: 1, name: 'bookEntry.save', args: e }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'applied' });
    const { changes } = await client.pullAll(101);
    expect(changes.find((c) => c.table === 'bookEntries' && c.row.id === e.id)).toMatchObject({
      op: 'put',
      row: { amountFen: 50_000, recorderName: '张敏', state: 0 },
    });
  });
});
