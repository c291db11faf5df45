import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, dryRunRecords, readRow, rowErrorText, STUDENT_SHEET, sheetCell, writeRow } from '@contract';
import { xlsxApi } from '../../workers/xlsx-book';

/** The column spec and the worker's code on exceljs's Node build: what a person fills in Excel, read back. */
const CLASSES = [
  { value: '0190a0c0-0000-7000-8000-000000000001', label: '大一班' },
  { value: '0190a0c0-0000-7000-8000-000000000002', label: '中二班' },
];
const lookups = { classes: CLASSES };

async function load(bytes: ArrayBuffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  return wb;
}
async function save(wb: ExcelJS.Workbook): Promise<ArrayBuffer> {
  const b = (await wb.xlsx.writeBuffer()) as unknown as Uint8Array;
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}
/** The template, filled as a person would: the example row replaced by `rows`. */
async function filled(rows: unknown[][]): Promise<ArrayBuffer> {
  const wb = await load(await xlsxApi.buildTemplate('students', lookups));
  const ws = wb.getWorksheet('幼儿信息');
  if (!ws) throw new Error('no sheet');
  ws.spliceRows(2, 1);
  rows.forEach((r, i) => {
    ws.getRow(i + 2).values = r as ExcelJS.CellValue[];
  });
  return save(wb);
}

describe('xlsx column spec', () => {
  it('builds a template with the headers, an example row and drop-down lists of the enumerations', async () => {
    const wb = await load(await xlsxApi.buildTemplate('students', lookups));
    const ws = wb.getWorksheet('幼儿信息');
    expect(ws?.getRow(1).values).toEqual([undefined, '姓名', '性别', '出生日期', '班级']);
    expect(ws?.getRow(2).values).toEqual([undefined, '张小明', '男', '2021-09-01', '大一班']);
    // The drop-downs: 性别 and 班级 list their labels (kept on a hidden sheet).
    expect(ws?.getCell('B5').dataValidation).toMatchObject({ type: 'list', formulae: ["'选项'!$B$1:$B$2"] });
    expect(ws?.getCell('D2001').dataValidation).toMatchObject({ type: 'list', formulae: ["'选项'!$D$1:$D$2"] });
    const lists = wb.getWorksheet('选项');
    expect([lists?.getCell('B1').value, lists?.getCell('B2').value, lists?.getCell('D2').value]).toEqual(['男', '女', '中二班']);
  });

  it('reads a filled template back into codes; the untouched example row is skipped', async () => {
    const wb = await load(await xlsxApi.buildTemplate('students', lookups));
    const ws = wb.getWorksheet('幼儿信息');
    ws?.addRow(['林小雨', '女', new Date(Date.UTC(2021, 4, 6)), '中二班']);
    ws?.addRow([' 周一诺 ', '男', '2020/9/1', '大一班']);
    const run = await xlsxApi.dryRun('students', await save(wb), lookups);
    expect(run).toMatchObject({ ok: true, total: 2, errors: [] });
    if (!run.ok) return;
    expect(dryRunRecords(run)).toEqual([
      { row: 3, name: '林小雨', gender: 2, birthday: '2021-05-06', classId: CLASSES[1]?.value },
      { row: 4, name: '周一诺', gender: 1, birthday: '2020-09-01', classId: CLASSES[0]?.value },
    ]);
  });

  it('lists every bad cell with its Excel row, header and the form’s own message', async () => {
    const run = await xlsxApi.dryRun(
      'students',
      await filled([
        ['好孩子', '男', '2021-01-01', '大一班'],
        ['', '女', '2021-02-30', '大一班'],
        ['错性别', '未知', '2021-01-01', '小三班'],
        [],
        ['明天出生', '女', '2999-01-01', '中二班'],
      ]),
      lookups,
    );
    if (!run.ok) throw new Error(run.message);
    expect(run.total).toBe(4);
    expect(dryRunRecords(run).map((r) => r.name)).toEqual(['好孩子']);
    expect(run.errors.map(rowErrorText)).toEqual([
      '第3行「姓名」：请输入姓名',
      '第3行「出生日期」：出生日期不正确',
      '第4行「性别」：请从下拉列表中选择性别',
      '第4行「班级」：班级不存在',
      '第6行「出生日期」：出生日期不正确',
    ]);
  });

  it('matches columns by header in any order and refuses a file without one', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('任意');
    ws.addRow(['备注', '班级', '出生日期', '性别', '姓名']);
    ws.addRow(['插班', '中二班', '2022-03-04', '女', '王小花']);
    const run = await xlsxApi.dryRun('students', await save(wb), lookups);
    expect(run.ok && dryRunRecords(run)).toMatchObject([{ row: 2, name: '王小花', gender: 2, birthday: '2022-03-04' }]);

    const bare = new ExcelJS.Workbook();
    bare.addWorksheet('x').addRow(['姓名', '性别']);
    expect(await xlsxApi.dryRun('students', await save(bare), lookups)).toEqual({
      ok: false,
      message: '文件缺少「出生日期」列，请下载模板填写',
    });
    expect(await xlsxApi.dryRun('students', new TextEncoder().encode('not a zip').buffer as ArrayBuffer, lookups)).toEqual({
      ok: false,
      message: '文件格式不正确，请上传 .xlsx 文件',
    });
  });

  it('refuses more rows than the spec allows', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => [`孩子${i}`, '男', '2021-01-01', '大一班']);
    expect(await xlsxApi.dryRun('students', await filled(rows), lookups)).toEqual({ ok: false, message: '一次最多导入2000条' });
  });

  it('exports records with labels and a 序号 column, which read back as the same records', async () => {
    const records = [
      { name: '林小雨', gender: 2, birthday: '2021-05-06', classId: CLASSES[1]?.value },
      { name: '周一诺', gender: 1, birthday: '2020-09-01', classId: CLASSES[0]?.value },
    ];
    const wb = await load(await xlsxApi.exportRecords('students', '花名册', records, lookups));
    const ws = wb.getWorksheet('花名册');
    expect(ws?.getRow(1).values).toEqual([undefined, '序号', '姓名', '性别', '出生日期', '班级']);
    expect(ws?.getRow(2).values).toEqual([undefined, 1, '林小雨', '女', '2021-05-06', '中二班']);
    const back = await xlsxApi.dryRun('students', await save(wb), lookups);
    expect(back.ok && dryRunRecords(back).map(({ row: _, ...r }) => r)).toEqual(records);
  });

  it('writes formula-like text as text (never evaluated), numbers as numbers, and reads its own quote back off', async () => {
    const risky = ['=1+1', "+cmd|' /C calc'!A0", '@SUM(A1:A9)', '-2+3+cmd|x', '\t=1+1'];
    // A carriage return first too (the xlsx file's XML reads it back as a line feed, so it is checked here).
    expect([sheetCell('\r=1+1'), sheetCell(-12.5), sheetCell('普通')]).toEqual(["'\r=1+1", -12.5, '普通']);
    const wb = await load(
      await xlsxApi.buildSheet({
        title: '导出',
        headers: ['序号', '备注', '金额（元）'],
        rows: [...risky.map((text, i) => [i + 1, text, -12.5]), [6, '普通文字', 0], [7, '2026-11-20', 3]],
        numFmts: [undefined, undefined, '#,##0.00'],
      }),
    );
    const ws = wb.worksheets[0];
    risky.forEach((text, i) => {
      const cell = ws?.getCell(i + 2, 2);
      expect(cell?.type, text).toBe(ExcelJS.ValueType.String);
      expect(cell?.value).toBe(`'${text}`);
    });
    // Numbers stay numbers: a negative amount, a count.
    expect(ws?.getCell(2, 3).value).toBe(-12.5);
    expect(ws?.getCell(2, 1).value).toBe(1);
    expect([ws?.getCell(7, 2).value, ws?.getCell(8, 2).value]).toEqual(['普通文字', '2026-11-20']);
    // The import takes the quote off, so what was exported reads back as it was.
    expect(risky.map((text) => cellText(`'${text}`))).toEqual(risky.map((text) => text.trim()));
    expect(cellText("'普通")).toBe("'普通");

    const classes = [{ value: CLASSES[0]?.value ?? '', label: '=大一班' }];
    const records = [{ name: '-小明', gender: 1, birthday: '2021-05-06', classId: classes[0]?.value }];
    const roster = await load(await xlsxApi.exportRecords('students', '花名册', records, { classes }));
    expect(roster.getWorksheet('花名册')?.getRow(2).values).toEqual([undefined, 1, "'-小明", '男', '2021-05-06', "'=大一班"]);
    const back = await xlsxApi.dryRun('students', await save(roster), { classes });
    expect(back.ok && dryRunRecords(back).map(({ row: _, ...r }) => r)).toEqual(records);
  });

  it('turns cells into text the way a person means them', () => {
    expect(cellText(new Date(Date.UTC(2021, 0, 9)))).toBe('2021-01-09');
    expect(cellText('2021年9月1日', 'date')).toBe('2021-09-01');
    expect(cellText('2021.9.1', 'date')).toBe('2021-09-01');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(writeRow(STUDENT_SHEET, { name: '甲', gender: 3 })).toEqual(['甲', '', '', '']);
    expect(readRow(STUDENT_SHEET, ['甲', '男', '2021-01-01', '大一班'], 7, lookups).errors).toEqual([]);
  });
});
