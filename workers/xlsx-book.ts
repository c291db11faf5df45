/**
 * What the spreadsheet worker (xlsx.worker.ts) does, with exceljs: build a template, dry-run a filled file, write an
 * export. Column specs are found by name (contract/sheets.ts): a zod field cannot cross postMessage. Apart from the
 * worker's `expose` so Node tests run the same code on exceljs's Node build.
 */
import { transfer } from 'comlink';
import ExcelJS from 'exceljs';
import { type SheetName, SHEETS } from '../contract/sheets';
import {
  type CellValue,
  type DryRun,
  cellText,
  columnOptions,
  exampleRow,
  matchHeaders,
  type RowError,
  readRow,
  resolveSheet,
  type SheetLookups,
  type SheetRecord,
  type SheetSpec,
  sheetCell,
  writeRow,
  XlsxMsg,
} from '../contract/xlsx';

/** A plain table to write: the generic export any screen can make (a roster, monthly attendance). */
export interface PlainSheet {
  title: string;
  headers: string[];
  rows: (string | number)[][];
  /** Column widths in characters, by position. */
  widths?: number[];
  /** Excel number formats by column ('#,##0.00' for yuan), as server/lib/xlsx-table.ts takes them. */
  numFmts?: (string | undefined)[];
}

const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F3FF' } } as const;
const OPTIONS_SHEET = '选项';

function styleHeader(ws: ExcelJS.Worksheet): void {
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', horizontal: 'center' };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

async function toBuffer(wb: ExcelJS.Workbook): Promise<ArrayBuffer> {
  const bytes = (await wb.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
  const buffer =
    bytes instanceof ArrayBuffer ? bytes : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return transfer(buffer, [buffer]);
}

const columnLetter = (n: number): string =>
  (n > 26 ? columnLetter(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));

/**
 * The template: the spec's headers, an example row (grey; the dry run skips it while it is unchanged), and each
 * enumeration column a drop-down list of its labels, kept on a hidden sheet so a school's long class list fits.
 */
export async function buildTemplate(name: SheetName, lookups: SheetLookups = {}): Promise<ArrayBuffer> {
  const spec: SheetSpec = resolveSheet(SHEETS[name], lookups);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(spec.title);
  const lists = wb.addWorksheet(OPTIONS_SHEET, { state: 'veryHidden' });
  ws.columns = spec.columns.map((c) => ({ header: sheetCell(c.header), key: c.key, width: c.width ?? 14, style: { numFmt: '@' } }));
  styleHeader(ws);
  const example = ws.addRow(exampleRow(spec, lookups).map(sheetCell));
  example.font = { color: { argb: 'FF909399' }, italic: true };
  const lastRow = spec.maxRows + 2;
  spec.columns.forEach((column, i) => {
    const options = columnOptions(column, lookups);
    if (!options || options.length === 0) return;
    const listColumn = columnLetter(i + 1);
    options.forEach((o, r) => {
      lists.getCell(`${listColumn}${r + 1}`).value = sheetCell(o.label);
    });
    const validations = (ws as unknown as { dataValidations: { add(address: string, v: ExcelJS.DataValidation): void } }).dataValidations;
    validations.add(`${listColumn}2:${listColumn}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${OPTIONS_SHEET}'!$${listColumn}$1:$${listColumn}$${options.length}`],
      showErrorMessage: true,
      errorTitle: column.header,
      error: column.unknownMsg ?? XlsxMsg.pick(column.header),
    });
  });
  return toBuffer(wb);
}

/** An exceljs cell value flattened to what the column spec reads: rich text joined, a formula's result, a link's text. */
function plainValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('result' in value) return plainValue((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return plainValue(value.text as ExcelJS.CellValue);
  return null;
}

/**
 * The dry run: reads the first sheet, matches the spec's headers in row 1 (in any order), and checks every row
 * with the spec (labels → codes, zod fields), listing each bad cell with its Excel row and header. Writes nothing.
 */
export async function dryRun(name: SheetName, file: ArrayBuffer, lookups: SheetLookups = {}): Promise<DryRun> {
  const started = performance.now();
  const spec: SheetSpec = resolveSheet(SHEETS[name], lookups);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file);
  } catch {
    return { ok: false, message: XlsxMsg.notXlsx };
  }
  const ws = wb.worksheets.find((w) => w.state === 'visible') ?? wb.worksheets[0];
  if (!ws) return { ok: false, message: XlsxMsg.empty };
  const width = ws.columnCount;
  const cellsOf = (r: number): CellValue[] => {
    const row = ws.getRow(r);
    return Array.from({ length: width }, (_, i) => plainValue(row.getCell(i + 1).value));
  };
  const matched = matchHeaders(spec, cellsOf(1));
  if ('missing' in matched) return { ok: false, message: XlsxMsg.noHeader(matched.missing) };
  const example = exampleRow(spec, lookups).map((v) => cellText(v));
  const records: SheetRecord[] = [];
  const errors: RowError[] = [];
  let total = 0;
  for (let r = 2; r <= ws.rowCount; r++) {
    const all = cellsOf(r);
    const cells = matched.positions.map((p) => all[p] ?? null);
    const texts = cells.map((c, i) => cellText(c, spec.columns[i]?.kind));
    if (texts.every((t) => t === '')) continue;
    if (r === 2 && texts.every((t, i) => t === example[i])) continue;
    total++;
    if (total > spec.maxRows) return { ok: false, message: XlsxMsg.tooMany(spec.maxRows) };
    const read = readRow(spec, cells, r, lookups);
    if (read.errors.length > 0) errors.push(...read.errors);
    else records.push(read.value);
  }
  if (total === 0) return { ok: false, message: XlsxMsg.empty };
  if (spec.checkRecords) {
    // Across the good rows; listed among the cells' errors in row order.
    errors.push(...spec.checkRecords(records));
    errors.sort((a, b) => a.row - b.row);
  }
  return { ok: true, recordsJson: JSON.stringify(records), count: records.length, errors, total, ms: performance.now() - started };
}

function addPlainSheet(wb: ExcelJS.Workbook, sheet: PlainSheet): void {
  // Excel refuses tab names over 31 characters or with []:*?/\ in them.
  const ws = wb.addWorksheet(sheet.title.replace(/[[\]:*?/\\]/g, '_').slice(0, 31));
  ws.columns = sheet.headers.map((header, i) => {
    const numFmt = sheet.numFmts?.[i];
    return {
      header: sheetCell(header),
      width: sheet.widths?.[i] ?? Math.max(8, header.length * 2 + 4),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  styleHeader(ws);
  // Formula-like text is written as text; numbers stay numbers (sheetCell, docs/xlsx.md "Formula injection").
  ws.addRows(sheet.rows.map((row) => row.map(sheetCell)));
}

/** A plain table as an .xlsx: bold headers, frozen, the widths given. */
export async function buildSheet(sheet: PlainSheet): Promise<ArrayBuffer> {
  return buildBook([sheet]);
}

/** Several plain tables as one .xlsx, a tab each in the order given (monthly attendance: per class, per child). */
export async function buildBook(sheets: readonly PlainSheet[]): Promise<ArrayBuffer> {
  const wb = new ExcelJS.Workbook();
  for (const sheet of sheets) addPlainSheet(wb, sheet);
  return toBuffer(wb);
}

/** Records through a spec's columns (codes → labels), with a 序号 column first: the export of what an import reads. */
export function exportRecords(name: SheetName, title: string, records: Record<string, unknown>[], lookups: SheetLookups = {}) {
  const spec: SheetSpec = resolveSheet(SHEETS[name], lookups);
  return buildSheet({
    title,
    headers: ['序号', ...spec.columns.map((c) => c.header)],
    widths: [8, ...spec.columns.map((c) => c.width ?? 14)],
    rows: records.map((r, i) => [i + 1, ...writeRow(spec, r, lookups)]),
  });
}

export const xlsxApi = { buildTemplate, dryRun, buildSheet, buildBook, exportRecords };
export type XlsxApi = typeof xlsxApi;
