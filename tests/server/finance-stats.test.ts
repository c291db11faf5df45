import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDatasign, DEMO_FINANCE_PASSWORD, type FeeStats, FinanceStatsMsg, type QueryValue, uuidv7 } from '@contract';
import { canonicalQuery } from '@contract/query-payload';
import { financeLedger } from '../../server/db/schema';
import { chinaDay } from '../../server/lib/format';
import { insertBill, payBill, recordOn, type TestBill } from './helpers/finance-ledger';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, md5, type Signed, type TestApp } from './helpers/test-app';

/** 收支统计 (issue 23 item 5): sums over the ledger, grouped in the database, by period, pay type and school. */
describe('finance statistics over the ledger', () => {
  let t: TestApp;
  let caiwu: Signed;
  let teacher: Signed;
  const unlock = async (as: Signed) => (await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, as)).json();
  const data = async (path: string, q: Record<string, QueryValue>, as: Signed = caiwu) => {
    const body = (await t.get(path, q, as)).json();
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  };
  const xlsx = async (path: string, q: Record<string, QueryValue>) => {
    const res = await t.get(path, q, caiwu);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error('no sheet');
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  };

  // A class of two children, two fee items; a second class of one child. Lines on 2025-03-03 … 2025-03-20.
  const A = { id: uuidv7(), name: '统计大一班' };
  const B = { id: uuidv7(), name: '统计小二班' };
  const tuition = uuidv7();
  const meals = uuidv7();
  const kids = [
    { id: uuidv7(), name: '王小明', cls: A },
    { id: uuidv7(), name: '李小红', cls: A },
    { id: uuidv7(), name: '赵小刚', cls: B },
  ];
  const bills: TestBill[] = [];
  const range = { schoolId: 101, startDate: '2025-03-01', endDate: '2025-03-31' };

  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await loginSigned(t, 'caiwu');
    teacher = await loginSigned(t, 'jiaoshi');
    await unlock(caiwu);
    const db = t.database.db;
    for (const k of kids) {
      bills.push(
        await insertBill(db, {
          schoolId: 101,
          studentId: k.id,
          studentName: k.name,
          classId: k.cls.id,
          className: k.cls.name,
          lines: [
            { itemId: tuition, name: '统计保育费', unit: 'term', quantity: 1, unitFen: 640_000, amountFen: 640_000, discountFen: 64_000 },
            { itemId: meals, name: '统计伙食费', unit: 'month', quantity: 4, unitFen: 30_050, amountFen: 120_200, discountFen: 0 },
          ],
        }),
      );
    }
    const [b0, b1, b2] = bills as [TestBill, TestBill, TestBill];
    await payBill(db, b0, 576_000, 5, '2025-03-03'); // 王小明: 保育费 in full, cash
    await payBill(db, b0, 100_001, 2, '2025-03-10'); // 王小明: 伙食费 in part, WeChat
    await payBill(db, b1, 696_200, 1, '2025-03-10'); // 李小红: the whole bill, Alipay
    await payBill(db, b2, 300_000, 5, '2025-03-20'); // 赵小刚: part of 保育费, cash
    await payBill(db, b2, 1, 5, '2025-04-01'); // outside the range
    // A refund (money out, kind refund) and an expense (part two's kind), as negative lines.
    await recordOn(db, 101, '2025-03-21', {
      kind: 'refund',
      studentId: kids[0]?.id,
      studentName: '王小明',
      classId: A.id,
      className: A.name,
      itemId: meals,
      itemName: '统计伙食费',
      amountFen: -30_050,
      payType: 2,
    });
    await recordOn(db, 101, '2025-03-21', { kind: 'expense', itemName: '办公用品', amountFen: -12_345, payType: 5 });
    await recordOn(db, 101, '2025-03-22', { kind: 'expense', itemName: '办公用品', amountFen: -655, payType: 5 });
    await recordOn(db, 101, '2025-03-22', { kind: 'expense', itemName: '水电费', amountFen: -88_000, payType: 3 });
    // A carry-over: ¥100 of 王小明's 伙食费 carried out in March, credited on his next bill's 保育费 in April. No money
    // moves (the cards and the chart leave it out); the fee lists show it as 结转.
    const carry = { studentId: kids[0]?.id, studentName: '王小明', classId: A.id, className: A.name, payType: 2 };
    await recordOn(db, 101, '2025-03-25', { kind: 'carryOut', ...carry, itemId: meals, itemName: '统计伙食费', amountFen: -10_000 });
    await recordOn(db, 101, '2025-04-02', { kind: 'carryIn', ...carry, itemId: tuition, itemName: '统计保育费', amountFen: 10_000 });
    // Another school's lines on the same days, under the same class and item ids: never counted in 101.
    await recordOn(db, 102, '2025-03-10', {
      kind: 'payment',
      studentId: kids[0]?.id,
      studentName: '王小明',
      classId: A.id,
      className: A.name,
      itemId: tuition,
      itemName: '统计保育费',
      amountFen: 999_999,
      payType: 5,
    });
    await recordOn(db, 102, '2025-03-21', { kind: 'expense', itemName: '办公用品', amountFen: -777, payType: 5 });
  });
  afterAll(() => t.close());

  it('by class: children, payments, income, refunds, carry-overs and net to the fen, with the 合计 row', async () => {
    const s: FeeStats = await data('/park/financeStatistics/class', range);
    expect(s.rows).toEqual([
      {
        id: A.id,
        name: A.name,
        className: '',
        children: 2,
        count: 3,
        incomeFen: 1_372_201,
        refundFen: 30_050,
        carryFen: -10_000,
        netFen: 1_332_151,
      },
      { id: B.id, name: B.name, className: '', children: 1, count: 1, incomeFen: 300_000, refundFen: 0, carryFen: 0, netFen: 300_000 },
    ]);
    expect(s.total).toEqual({
      id: '',
      name: '合计',
      className: '',
      children: 3,
      count: 4,
      incomeFen: 1_672_201,
      refundFen: 30_050,
      carryFen: -10_000,
      netFen: 1_632_151,
    });
  });

  it('by item and by child, of a class and of an item; a pay type narrows every list', async () => {
    const items: FeeStats = await data('/park/financeStatistics/item', range);
    expect(items.rows.map((r) => [r.name, r.children, r.count, r.netFen])).toEqual([
      ['统计保育费', 3, 3, 576_000 + 576_000 + 300_000],
      ['统计伙食费', 2, 2, 100_001 + 120_200 - 30_050 - 10_000],
    ]);
    const ofA: FeeStats = await data('/park/financeStatistics/classStu', { ...range, classId: A.id });
    expect(ofA.rows.map((r) => [r.name, r.className, r.count, r.incomeFen, r.refundFen])).toEqual([
      ['李小红', A.name, 1, 696_200, 0],
      ['王小明', A.name, 2, 676_001, 30_050],
    ]);
    const named: FeeStats = await data('/park/financeStatistics/classStu', { ...range, name: '小刚' });
    expect(named.rows.map((r) => r.name)).toEqual(['赵小刚']);
    const ofMeals: FeeStats = await data('/park/financeStatistics/itemStu', { ...range, itemId: meals });
    expect(ofMeals.total).toMatchObject({ children: 2, count: 2, carryFen: -10_000, netFen: 180_151 });
    const cash: FeeStats = await data('/park/financeStatistics/class', { ...range, payType: 5 });
    expect(cash.total).toMatchObject({ count: 2, incomeFen: 876_000, refundFen: 0 });
  });

  it('expenses by category (kind expense), positive amounts; date ranges are inclusive China days', async () => {
    expect(await data('/park/financeStatistics/expend', range)).toEqual({
      rows: [
        { name: '办公用品', count: 2, amountFen: 13_000 },
        { name: '水电费', count: 1, amountFen: 88_000 },
      ],
      total: { name: '合计', count: 3, amountFen: 101_000 },
    });
    const oneDay: FeeStats = await data('/park/financeStatistics/class', { ...range, startDate: '2025-03-10', endDate: '2025-03-10' });
    expect(oneDay.total).toMatchObject({ count: 2, incomeFen: 100_001 + 696_200 });
    const april: FeeStats = await data('/park/financeStatistics/class', { ...range, startDate: '2025-04-01', endDate: '2025-04-30' });
    expect(april.total).toMatchObject({ count: 1, incomeFen: 1, carryFen: 10_000, netFen: 10_001 });
    const empty: FeeStats = await data('/park/financeStatistics/item', { ...range, startDate: '2025-02-01', endDate: '2025-02-28' });
    expect(empty).toEqual({
      rows: [],
      total: { id: '', name: '合计', className: '', children: 0, count: 0, incomeFen: 0, refundFen: 0, carryFen: 0, netFen: 0 },
    });
  });

  it('detail: a month by day and a year by month, every day present, totals equal to the lists', async () => {
    const month = await data('/park/detail', { schoolId: 101, month: '2025-03' });
    expect(month.unit).toBe('day');
    expect(month.points).toHaveLength(31);
    expect(month.points[9]).toEqual({ key: '2025-03-10', incomeFen: 796_201, expenseFen: 0, netFen: 796_201, count: 2 });
    expect(month.points[20]).toEqual({ key: '2025-03-21', incomeFen: 0, expenseFen: 42_395, netFen: -42_395, count: 0 });
    // The carry-over's day: nothing moved.
    expect(month.points[24]).toEqual({ key: '2025-03-25', incomeFen: 0, expenseFen: 0, netFen: 0, count: 0 });
    expect(month.total).toEqual({ incomeFen: 1_672_201, expenseFen: 30_050 + 101_000, netFen: 1_672_201 - 131_050, count: 4 });
    const year = await data('/park/detail', { schoolId: 101, year: '2025' });
    expect(year.points.map((p: { key: string }) => p.key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    expect(year.points[2]).toEqual({ key: '2025-03', ...month.total });
    expect(year.points[3]).toEqual({ key: '2025-04', incomeFen: 1, expenseFen: 0, netFen: 1, count: 1 });
    expect(year.total.netFen).toBe(month.total.netFen + 1);
  });

  it('static/school: today, this month and this year move with a payment made today', async () => {
    const before = await data('/park/static/school', { schoolId: 101 });
    const today = chinaDay(t.clock.now());
    expect(before).toMatchObject({ day: today, month: today.slice(0, 7), year: today.slice(0, 4) });
    const bill = await insertBill(t.database.db, {
      schoolId: 101,
      studentId: uuidv7(),
      studentName: '今天',
      classId: A.id,
      className: A.name,
      lines: [{ itemId: tuition, name: '统计保育费', unit: 'once', quantity: 1, unitFen: 50_000, amountFen: 50_000, discountFen: 1 }],
    });
    await payBill(t.database.db, bill, 12_345, 4, today);
    await recordOn(t.database.db, 101, today, { kind: 'expense', itemName: '办公用品', amountFen: -5_000 });
    const after = await data('/park/static/school', { schoolId: 101 });
    for (const period of ['today', 'thisMonth', 'thisYear'] as const) {
      expect(after[period].incomeFen - before[period].incomeFen).toBe(12_345);
      expect(after[period].expenseFen - before[period].expenseFen).toBe(5_000);
      expect(after[period].netFen - before[period].netFen).toBe(7_345);
      expect(after[period].count - before[period].count).toBe(1);
    }
    const offline = await data('/park/static/school', { schoolId: 101, payType: 4 });
    expect(offline.today.incomeFen).toBeGreaterThanOrEqual(12_345);
    expect(offline.today.expenseFen).toBe(0);
  });

  it('another school’s lines are never counted, and another school is refused', async () => {
    const s: FeeStats = await data('/park/financeStatistics/itemStu', { ...range, itemId: tuition });
    expect(s.total.netFen).toBe(1_452_000);
    const other = (await t.get('/park/financeStatistics/class', { ...range, schoolId: 102 }, caiwu)).json();
    expect(other.code).toBe(403);
    const export102 = await t.get('/park/financeStatistics/class/export', { ...range, schoolId: 102 }, caiwu);
    expect(export102.json().code).toBe(403);
  });

  it('every list exports as xlsx whose 合计 row equals the screen’s, amounts in yuan', async () => {
    const s: FeeStats = await data('/park/financeStatistics/class', range);
    const rows = await xlsx('/park/financeStatistics/class/export', range);
    expect(rows[0]).toEqual(['序号', '班级', '收费人数', '笔数', '收入（元）', '退费（元）', '结转（元）', '实收（元）']);
    expect(rows[1]).toEqual([1, A.name, 2, 3, 13_722.01, 300.5, -100, 13_321.51]);
    expect(rows.at(-1)).toEqual(['合计', '', s.total.children, s.total.count, 16_722.01, 300.5, -100, 16_321.51]);
    const fen = (v: unknown) => Math.round(Number(v) * 100);
    const body = rows.slice(1, -1);
    expect(body.reduce((n, r) => n + fen(r[7]), 0)).toBe(s.total.netFen);
    for (const [path, q] of [
      ['/park/financeStatistics/classStu', { ...range, classId: A.id }],
      ['/park/financeStatistics/item', range],
      ['/park/financeStatistics/itemStu', { ...range, itemId: meals }],
    ] as const) {
      const list: FeeStats = await data(path, q);
      const file = await xlsx(`${path}/export`, q);
      expect(file).toHaveLength(list.rows.length + 2);
      expect(fen(file.at(-1)?.at(-1))).toBe(list.total.netFen);
    }
    const expend = await xlsx('/park/financeStatistics/expend/export', range);
    expect(expend.at(-1)).toEqual(['合计', '', 3, 1010]);
    const detail = await xlsx('/park/detail/export', { schoolId: 101, month: '2025-03' });
    expect(detail).toHaveLength(33);
    expect(detail[0]).toEqual(['序号', '日期', '收入（元）', '支出（元）', '净收入（元）', '笔数']);
    expect(detail.at(-1)).toEqual(['合计', '', 16_722.01, 1310.5, 15_411.51, 4]);
  });

  it('recordLedger numbers each movement’s lines from 0, so a payment is counted once by its first line', async () => {
    const [b0] = bills as [TestBill];
    const lines = await t.database.db
      .select({ sourceId: financeLedger.sourceId, line: financeLedger.line })
      .from(financeLedger)
      .where(eq(financeLedger.billId, b0.id))
      .orderBy(asc(financeLedger.id));
    // 王小明's two payments: 保育费 alone, then 伙食费 alone (each one line 0); the refund is a movement of its own.
    expect(lines.map((l) => l.line)).toEqual([0, 0]);
    const bill = await insertBill(t.database.db, {
      schoolId: 101,
      studentId: uuidv7(),
      studentName: '两行',
      classId: B.id,
      className: B.name,
      lines: b0.lines,
    });
    await payBill(t.database.db, bill, 640_000, 3, '2024-05-05'); // covers 保育费 and part of 伙食费
    const two = await t.database.db
      .select({ line: financeLedger.line })
      .from(financeLedger)
      .where(eq(financeLedger.billId, bill.id))
      .orderBy(asc(financeLedger.id));
    expect(two.map((l) => l.line)).toEqual([0, 1]);
    const may: FeeStats = await data('/park/financeStatistics/class', { ...range, startDate: '2024-05-01', endDate: '2024-05-31' });
    expect(may.total).toMatchObject({ count: 1, children: 1, netFen: 640_000 });
    const items: FeeStats = await data('/park/financeStatistics/item', { ...range, startDate: '2024-05-01', endDate: '2024-05-31' });
    expect(items.rows.map((r) => r.count)).toEqual([1, 1]);
    expect(items.total.count).toBe(1);
  });

  it('bad input is a 400 in Chinese', async () => {
    const msg = async (path: string, q: Record<string, QueryValue>) => (await t.get(path, q, caiwu)).json();
    expect(await msg('/park/financeStatistics/class', { ...range, startDate: '2025-04-01' })).toMatchObject({
      code: 400,
      msg: FinanceStatsMsg.range,
    });
    expect(await msg('/park/financeStatistics/class', { ...range, endDate: '2026-12-31' })).toMatchObject({
      code: 400,
      msg: FinanceStatsMsg.rangeTooLong,
    });
    expect(await msg('/park/financeStatistics/class', { ...range, payType: 6 })).toMatchObject({ code: 400, msg: FinanceStatsMsg.payType });
    expect(await msg('/park/financeStatistics/itemStu', range)).toMatchObject({ code: 400, msg: FinanceStatsMsg.itemId });
    expect(await msg('/park/detail', { schoolId: 101 })).toMatchObject({ code: 400, msg: FinanceStatsMsg.period });
    expect(await msg('/park/detail', { schoolId: 101, month: '2025-13' })).toMatchObject({ code: 400, msg: FinanceStatsMsg.month });
    expect(await msg('/park/financeStatistics/class/export', { ...range, startDate: '2025-13-01' })).toMatchObject({
      code: 400,
      msg: FinanceStatsMsg.startDate,
    });
  });

  it('locked finance pages and jiaoshi are refused on every statistics route', async () => {
    const locked = await loginSigned(t, 'caiwu');
    await unlock(teacher); // even unlocked (a teacher has no finance password right: the page is refused first)
    const calls: [string, Record<string, QueryValue>][] = [
      ['/park/static/school', { schoolId: 101 }],
      ['/park/detail', { schoolId: 101, month: '2025-03' }],
      ['/park/detail/export', { schoolId: 101, year: '2025' }],
      ...(['class', 'classStu', 'item', 'expend'] as const).flatMap((l): [string, Record<string, QueryValue>][] => [
        [`/park/financeStatistics/${l}`, range],
        [`/park/financeStatistics/${l}/export`, range],
      ]),
      ['/park/financeStatistics/itemStu', { ...range, itemId: meals }],
      ['/park/financeStatistics/itemStu/export', { ...range, itemId: meals }],
    ];
    for (const [path, q] of calls) {
      expect((await t.get(path, q, teacher)).json(), `jiaoshi ${path}`).toMatchObject({ code: 403 });
      expect((await t.get(path, q, locked)).json(), `locked ${path}`).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    }
    // Unsigned: refused before anything is read.
    const payload = canonicalQuery({ schoolId: 101 });
    const forged = await t.app.inject({
      method: 'GET',
      url: `/park/static/school?${payload}`,
      headers: { token: caiwu.token, theme: '1', datasign: computeDatasign({ ...caiwu, payload: `${payload}x` }) },
    });
    expect(forged.json().code).not.toBe(200);
  });
});
