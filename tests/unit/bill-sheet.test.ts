import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  BILL_MAX_LINES,
  BILL_SHEET,
  BillImportError,
  BillImportMsg,
  type BillSheetRecord,
  checkImportedBills,
  checkRecord,
  dryRunRecords,
  FeeMsg,
  groupImportedBills,
  matchHeaders,
  readRow,
  rowErrorText,
  SHEETS,
  XlsxMsg,
} from '@contract';
import { xlsxApi } from '../../workers/xlsx-book';

const CLASS_A = '0191f0c0-0000-7000-8000-00000000000a';
const CLASS_B = '0191f0c0-0000-7000-8000-00000000000b';
const ITEM = {
  保教费: '0191f0c0-0000-7000-8000-000000000101',
  伙食费: '0191f0c0-0000-7000-8000-000000000102',
  校车费: '0191f0c0-0000-7000-8000-000000000103',
};
const lookups = {
  classes: [
    { value: CLASS_A, label: '大一班' },
    { value: CLASS_B, label: '大二班' },
  ],
  feeItems: Object.entries(ITEM).map(([label, value]) => ({ value, label })),
};

/** A sheet row in column order: 幼儿姓名, 证件号码, 班级, 学年, 学期, 账单名称, 截止日期, 收费项目, 金额（元）, 备注. */
const cells = (over: Partial<Record<string, string | number | Date | null>> = {}) => {
  const base: Record<string, string | number | Date | null> = {
    幼儿姓名: '张小明',
    证件号码: '',
    班级: '大一班',
    学年: '2026-2027',
    学期: '第一学期',
    账单名称: '2026-2027学年第一学期保教费',
    截止日期: '2026-09-30',
    收费项目: '保教费',
    '金额（元）': '1280',
    备注: '',
    ...over,
  };
  return BILL_SHEET.columns.map((c) => base[c.header] ?? null);
};

/** The dry run of rows (Excel rows from 2) → records, as the worker makes them; fails on any bad cell. */
const dryRun = (rows: ReturnType<typeof cells>[]) =>
  rows.map((r, i) => {
    const { value, errors } = readRow(BILL_SHEET, r, i + 2, lookups);
    expect(errors).toEqual([]);
    return value as unknown as BillSheetRecord;
  });

describe('the bills import sheet (账单导入)', () => {
  it('is registered for the xlsx worker and matches its own headers', () => {
    expect(SHEETS.bills).toBe(BILL_SHEET);
    expect(BILL_SHEET.columns.map((c) => c.header)).toEqual([
      '幼儿姓名',
      '证件号码',
      '班级',
      '学年',
      '学期',
      '账单名称',
      '截止日期',
      '收费项目',
      '金额（元）',
      '备注',
    ]);
    expect(matchHeaders(BILL_SHEET, ['*幼儿姓名', ...BILL_SHEET.columns.slice(1).map((c) => c.header)])).toEqual({
      positions: BILL_SHEET.columns.map((_, i) => i),
    });
  });

  it('reads a row to codes (class and item ids, term 1, the due day from a date cell) and the server’s second check keeps it', () => {
    const [record] = dryRun([cells({ 截止日期: new Date(Date.UTC(2026, 8, 30)), '金额（元）': 1280.5, 证件号码: '31011520210901123x' })]);
    expect(record).toMatchObject({
      row: 2,
      studentName: '张小明',
      idNumber: '31011520210901123X',
      classId: CLASS_A,
      schoolYear: '2026-2027',
      termType: 1,
      dueOn: '2026-09-30',
      itemId: ITEM.保教费,
      amount: '1280.5',
      remark: '',
    });
    expect(dryRun([cells({ '金额（元）': '¥1,280.50' })])[0]?.amount).toBe('1280.50');
    const again = checkRecord(BILL_SHEET, record as unknown as Record<string, unknown>, 2);
    expect(again.errors).toEqual([]);
    expect(again.value).toEqual(record);
  });

  it.each([
    [{ 幼儿姓名: '' }, '幼儿姓名', BillImportMsg.studentName],
    [{ 班级: '小小班' }, '班级', BillImportMsg.classMissing],
    [{ 学年: '2026-2028' }, '学年', FeeMsg.schoolYear],
    [{ 学期: '第三学期' }, '学期', XlsxMsg.pick('学期')],
    [{ 账单名称: '' }, '账单名称', BillImportMsg.title],
    [{ 截止日期: '2026-02-30' }, '截止日期', BillImportMsg.dueOn],
    [{ 收费项目: '舞蹈费' }, '收费项目', BillImportMsg.itemMissing],
    [{ '金额（元）': '12.345' }, '金额（元）', FeeMsg.amount],
    [{ '金额（元）': '-5' }, '金额（元）', FeeMsg.amount],
    [{ '金额（元）': '' }, '金额（元）', FeeMsg.amount],
    [{ '金额（元）': '10000000.01' }, '金额（元）', FeeMsg.amountRange],
  ])('refuses a bad cell %o with the column’s own words', (over, column, message) => {
    const { errors } = readRow(BILL_SHEET, cells(over), 5, lookups);
    expect(errors).toEqual([{ row: 5, column, message }]);
    expect(rowErrorText(errors[0] as never)).toBe(`第5行「${column}」：${message}`);
  });
});

describe('groupImportedBills', () => {
  it('makes one bill per child + title, lines in row order with exact fen, the total summed, remarks once each', () => {
    const records = dryRun([
      cells({ 收费项目: '保教费', '金额（元）': '3800', 备注: '含午点' }),
      cells({ 幼儿姓名: '李思琪', 收费项目: '保教费', '金额（元）': '3800' }),
      cells({ 收费项目: '伙食费', '金额（元）': '0.29', 备注: '含午点' }),
      cells({ 收费项目: '校车费', '金额（元）': '1200.10', 备注: '单程' }),
      // The same child, another title: a second bill.
      cells({ 账单名称: '2026年秋季兴趣班', 收费项目: '保教费', '金额（元）': '600' }),
      // Another child of the same name in another class: a bill of its own.
      cells({ 班级: '大二班', 收费项目: '保教费', '金额（元）': '3600' }),
    ]);
    const bills = groupImportedBills(records);
    expect(bills.map((b) => [b.row, b.studentName, b.classId, b.title, b.totalFen])).toEqual([
      [2, '张小明', CLASS_A, '2026-2027学年第一学期保教费', 380_000 + 29 + 120_010],
      [3, '李思琪', CLASS_A, '2026-2027学年第一学期保教费', 380_000],
      [6, '张小明', CLASS_A, '2026年秋季兴趣班', 60_000],
      [7, '张小明', CLASS_B, '2026-2027学年第一学期保教费', 360_000],
    ]);
    expect(bills[0]?.lines).toEqual([
      { row: 2, itemId: ITEM.保教费, amountFen: 380_000 },
      { row: 4, itemId: ITEM.伙食费, amountFen: 29 },
      { row: 5, itemId: ITEM.校车费, amountFen: 120_010 },
    ]);
    expect(bills[0]).toMatchObject({ schoolYear: '2026-2027', termType: 1, dueOn: '2026-09-30', remark: '含午点；单程', idNumber: '' });
  });

  it('two children of one name told apart by their ID numbers are two bills', () => {
    const bills = groupImportedBills(
      dryRun([
        cells({ 证件号码: '310115202109011234' }),
        cells({ 证件号码: '310115202103021235' }),
        cells({ 证件号码: '310115202109011234', 收费项目: '伙食费' }),
      ]),
    );
    expect(bills.map((b) => [b.idNumber, b.lines.length])).toEqual([
      ['310115202109011234', 2],
      ['310115202103021235', 1],
    ]);
  });

  it('refuses an item repeated in one bill, naming the row and the first one (第N行), and writes nothing', () => {
    const records = dryRun([cells(), cells({ 收费项目: '伙食费' }), cells({ '金额（元）': '100' })]);
    const { bills, errors } = checkImportedBills(records);
    expect(errors).toEqual([{ row: 4, column: '收费项目', message: BillImportMsg.itemRepeated(2) }]);
    expect(bills[0]?.lines.length).toBe(2);
    let thrown: unknown;
    try {
      groupImportedBills(records);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(BillImportError);
    expect((thrown as BillImportError).message).toBe('第4行「收费项目」：同一账单中收费项目重复（与第2行相同）');
    // The same item in two different bills is fine.
    expect(() => groupImportedBills(dryRun([cells(), cells({ 幼儿姓名: '李思琪' })]))).not.toThrow();
  });

  it('refuses rows of one bill that disagree on the due day, school year or term', () => {
    const { errors } = checkImportedBills(
      dryRun([
        cells(),
        cells({ 收费项目: '伙食费', 截止日期: '2026-10-31' }),
        cells({ 收费项目: '校车费', 学期: '第二学期' }),
        cells({ 收费项目: '校车费', 学年: '2025-2026' }),
      ]),
    );
    expect(errors.map(rowErrorText)).toEqual([
      '第3行「截止日期」：同一账单的截止日期应与第2行一致',
      '第4行「学期」：同一账单的学期应与第2行一致',
      '第5行「学年」：同一账单的学年应与第2行一致',
    ]);
  });

  it(`refuses a bill of more than ${BILL_MAX_LINES} lines`, () => {
    const records = Array.from({ length: BILL_MAX_LINES + 1 }, (_, i) => ({
      ...(dryRun([cells()])[0] as BillSheetRecord),
      row: i + 2,
      itemId: `0191f0c0-0000-7000-8000-${String(i).padStart(12, '0')}`,
    }));
    const { errors } = checkImportedBills(records);
    expect(errors).toEqual([{ row: BILL_MAX_LINES + 2, column: '收费项目', message: BillImportMsg.tooManyLines }]);
  });

  it('an amount that is not money (a record sent without the check) is named, not turned into NaN fen', () => {
    const [record] = dryRun([cells()]);
    const { errors } = checkImportedBills([{ ...(record as BillSheetRecord), amount: '1e3' }]);
    expect(errors).toEqual([{ row: 2, column: '金额（元）', message: FeeMsg.amount }]);
  });
});

describe('the bills sheet through the xlsx worker (template → Excel → dry run → bills)', () => {
  it('a filled template reads back to records that group into bills; a bad cell and a repeated item are listed with their rows', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsxApi.buildTemplate('bills', lookups));
    const ws = wb.getWorksheet('账单导入');
    if (!ws) throw new Error('no sheet');
    expect(ws.getRow(1).values).toEqual([undefined, ...BILL_SHEET.columns.map((c) => c.header)]);
    ws.spliceRows(2, 1);
    [
      cells({ 收费项目: '保教费', '金额（元）': '3800' }),
      cells({ 收费项目: '伙食费', '金额（元）': 960.5, 截止日期: new Date(Date.UTC(2026, 8, 30)) }),
      cells({ 幼儿姓名: '李思琪', 收费项目: '保教费', '金额（元）': '3,800.00' }),
      cells({ 幼儿姓名: '王子涵', 收费项目: '舞蹈费' }),
      cells({ 幼儿姓名: '李思琪', 收费项目: '保教费', '金额（元）': '100' }),
    ].forEach((r, i) => {
      ws.getRow(i + 2).values = r as ExcelJS.CellValue[];
    });
    const b = (await wb.xlsx.writeBuffer()) as unknown as Uint8Array;
    const run = await xlsxApi.dryRun('bills', b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer, lookups);
    if (!run.ok) throw new Error(run.message);
    // A bad cell, and what only the rows together show (李思琪's 保教费 twice), both before 确定导入.
    expect(run.errors).toEqual([
      { row: 5, column: '收费项目', message: BillImportMsg.itemMissing },
      { row: 6, column: '收费项目', message: BillImportMsg.itemRepeated(4) },
    ]);
    const records = (dryRunRecords(run) as unknown as BillSheetRecord[]).filter((r) => r.row !== 6);
    const bills = groupImportedBills(records);
    expect(bills.map((x) => [x.studentName, x.lines.map((l) => l.amountFen), x.totalFen, x.dueOn])).toEqual([
      ['张小明', [380_000, 96_050], 476_050, '2026-09-30'],
      ['李思琪', [380_000], 380_000, '2026-09-30'],
    ]);
  });
});
