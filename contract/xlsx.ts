import type { z } from 'zod';

/**
 * The spreadsheet kit's column spec (docs/xlsx.md): an import or export declares its columns once — header, key,
 * the zod field of the mutation it feeds, an example, and for an enumeration its labels ↔ codes — and the template,
 * the parsing, the dry run, the server's second check and the export all follow from it. Adding a column is one line.
 * Pure functions of plain values: they run in the xlsx worker, on the server and in Node tests alike.
 */

/** One choice of an enumeration column: the code stored, the label a person types or picks in the drop-down. */
export interface SheetOption {
  value: string | number;
  label: string;
}

export interface SheetColumn {
  /** The header cell's text (Chinese, as the screen says it); a file is matched to the spec by these. */
  header: string;
  /** The record key the value goes to (the mutation's argument). */
  key: string;
  /** The zod field the value must pass: the mutation's own, so the kit says what the form says. */
  field: z.ZodType;
  /** The template's example row; for a `lookup` column the first choice is used when this is left out. */
  example?: string | number;
  /** A fixed enumeration (labels ↔ codes), offered as a drop-down in the template. */
  options?: readonly SheetOption[];
  /** An enumeration from the school's own data, named here and given at run time (class names → class ids). */
  lookup?: string;
  /** Said when an enumeration cell holds a label that is not a choice (default 请从下拉列表中选择<header>). */
  unknownMsg?: string;
  /** `date`: a date cell or 2021/9/1, 2021.9.1, 2021年9月1日 becomes 2021-09-01. */
  kind?: 'text' | 'date';
  /** Column width in characters. */
  width?: number;
}

export interface SheetSpec {
  /** The sheet's tab name, and the template's file name (…导入模板.xlsx). */
  title: string;
  columns: readonly SheetColumn[];
  /** At most this many data rows in one file. */
  maxRows: number;
  /**
   * Checks across rows, run by the dry run after every row passed its own columns (the bills sheet: an item repeated
   * in one bill): the bad rows, each named as a cell is (第4行「收费项目」：…). The server runs the same check.
   */
  checkRecords?: (records: readonly SheetRecord[]) => RowError[];
  /**
   * Columns that follow from the run's lookups, after `columns` (the salary sheet: one per item of the month). The
   * worker and the server read a spec through `resolveSheet`, which appends them.
   */
  extraColumns?: (lookups: SheetLookups) => readonly SheetColumn[];
}

/** The spec with its run-time columns (`extraColumns`) appended: what every function below is given. */
export function resolveSheet(spec: SheetSpec, lookups: SheetLookups = {}): SheetSpec {
  return spec.extraColumns ? { ...spec, columns: [...spec.columns, ...spec.extraColumns(lookups)], extraColumns: undefined } : spec;
}

/** The run-time enumerations of a spec's `lookup` columns, by lookup name. */
export type SheetLookups = Record<string, readonly SheetOption[]>;

/** What a worker reads from a cell: exceljs values flattened to these (rich text joined, formulas' results). */
export type CellValue = string | number | boolean | Date | null;

/** A bad cell, named as a person finds it in Excel: 第5行「出生日期」：出生日期不正确. */
export interface RowError {
  /** The Excel row number (the header is row 1, the example row 2 in a template). */
  row: number;
  column: string;
  message: string;
}

/** A record read from a row, with its Excel row number so the server can name it again. */
export type SheetRecord = Record<string, unknown> & { row: number };

/**
 * The dry run's answer (workers/xlsx-book.ts). The good records cross to the page as one JSON string (a copy of
 * bytes, not 2,000 objects rebuilt on the page's thread), parsed only when 确定导入 sends them (`dryRunRecords`).
 */
export type DryRun =
  | { ok: true; recordsJson: string; count: number; errors: RowError[]; total: number; ms: number }
  | { ok: false; message: string };

export const dryRunRecords = (run: Extract<DryRun, { ok: true }>): SheetRecord[] => JSON.parse(run.recordsJson) as SheetRecord[];

export const XlsxMsg = {
  noHeader: (header: string) => `文件缺少「${header}」列，请下载模板填写`,
  empty: '文件中没有数据',
  tooMany: (max: number) => `一次最多导入${max}条`,
  notXlsx: '文件格式不正确，请上传 .xlsx 文件',
  offline: '导入需要联网，请连接网络后再试',
  pick: (header: string) => `请从下拉列表中选择${header}`,
} as const;

export const rowErrorText = (e: RowError): string => `第${e.row}行「${e.column}」：${e.message}`;

/** Options from an enumeration record such as GENDERS ({1: '男', 2: '女'}): numeric keys stay numbers. */
export const sheetOptions = (labels: Readonly<Record<string | number, string>>): SheetOption[] =>
  Object.entries(labels).map(([k, label]) => ({ value: /^-?\d+$/.test(k) ? Number(k) : k, label }));

/** The choices of an enumeration column (fixed, or this run's lookup); undefined for a free column. */
export function columnOptions(column: SheetColumn, lookups: SheetLookups = {}): readonly SheetOption[] | undefined {
  return column.options ?? (column.lookup ? (lookups[column.lookup] ?? []) : undefined);
}

/**
 * Text a spreadsheet would read as a formula when its cell is edited, or when the file is saved as CSV and opened
 * again (OWASP's CSV injection list: = + - @, a tab or a carriage return first): `=HYPERLINK(…)`, `+cmd|…`,
 * `@SUM(…)`, `-2+3`. Every export writes its cells through `sheetCell`, which puts a single quote before such text,
 * so the cell shows it as text and never evaluates it; numbers (money, counts, a negative balance) are written as
 * numbers and never touched. `cellText` takes the quote off again, so our own exports import as they were written.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const sheetCell = <T extends string | number>(value: T): T =>
  (typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value) as T;
/** A cell's (trimmed) text with `sheetCell`'s quote taken off, trimmed as the text under it would have been. */
const unquoted = (text: string): string => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1).trim() : text);

/** Yuan as an export writes money: a number (fen / 100) shown with two decimals by `YUAN_FORMAT`, never text. */
export const yuanCell = (fen: number): number => fen / 100;
export const YUAN_FORMAT = '#,##0.00';
/** A table's number formats: `YUAN_FORMAT` under every header that says 元 (金额（元）), General elsewhere. */
export const yuanFormats = (headers: readonly string[]): (string | undefined)[] =>
  headers.map((h) => (h.includes('元') ? YUAN_FORMAT : undefined));

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const DATE_TEXT = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;

/** A cell as text: dates as YYYY-MM-DD (exceljs reads date cells as UTC midnight), numbers without float noise. */
export function cellText(value: CellValue, kind: SheetColumn['kind'] = 'text'): string {
  if (value === null) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  // A date pasted into a text-formatted cell arrives as its Excel serial (days since 1899-12-30).
  if (typeof value === 'number' && kind === 'date' && value >= 1 && value < 2958466)
    return cellText(new Date(EXCEL_EPOCH + Math.floor(value) * DAY_MS));
  if (typeof value === 'number') return String(Number.parseFloat(value.toPrecision(15)));
  const text = unquoted(String(value).trim());
  if (kind === 'date') {
    const m = DATE_TEXT.exec(text);
    if (m) return `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
  }
  return text;
}

/** The first message zod gives for a value (the field's own Chinese wording). */
function fieldError(field: z.ZodType, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const result = field.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]?.message ?? '内容不正确' };
}

/**
 * Checks a record of codes (what the dry run made, or what the server received) field by field with the spec's
 * zod fields; the errors name the row and the column's header. The server runs this on every row it is sent.
 */
export function checkRecord(spec: SheetSpec, record: Record<string, unknown>, row: number): { value: SheetRecord; errors: RowError[] } {
  const value: SheetRecord = { row };
  const errors: RowError[] = [];
  for (const column of spec.columns) {
    const checked = fieldError(column.field, record[column.key]);
    if (checked.ok) value[column.key] = checked.value;
    else errors.push({ row, column: column.header, message: checked.message });
  }
  return { value, errors };
}

/**
 * One spreadsheet row (cells in the spec's column order) → a checked record: enumeration labels become codes (an
 * unknown label is an error of its own), empty cells are left out so the field's "请输入…" message speaks.
 */
export function readRow(spec: SheetSpec, cells: readonly CellValue[], row: number, lookups: SheetLookups = {}) {
  const record: Record<string, unknown> = {};
  const unknown: RowError[] = [];
  spec.columns.forEach((column, i) => {
    const text = cellText(cells[i] ?? null, column.kind);
    if (text === '') return;
    const options = columnOptions(column, lookups);
    if (!options) {
      record[column.key] = text;
      return;
    }
    const option = options.find((o) => o.label === text);
    if (option) record[column.key] = option.value;
    else unknown.push({ row, column: column.header, message: column.unknownMsg ?? XlsxMsg.pick(column.header) });
  });
  const checked = checkRecord(spec, record, row);
  const badColumns = new Set(unknown.map((e) => e.column));
  return { value: checked.value, errors: [...unknown, ...checked.errors.filter((e) => !badColumns.has(e.column))] };
}

/** A record → its row as a person reads it (codes back to labels), in the spec's column order: the export. */
export function writeRow(spec: SheetSpec, record: Record<string, unknown>, lookups: SheetLookups = {}): (string | number)[] {
  return spec.columns.map((column) => {
    const value = record[column.key];
    const options = columnOptions(column, lookups);
    if (options) return options.find((o) => o.value === value)?.label ?? '';
    return typeof value === 'number' || typeof value === 'string' ? value : '';
  });
}

/** The template's example row, in column order. */
export const exampleRow = (spec: SheetSpec, lookups: SheetLookups = {}): (string | number)[] =>
  spec.columns.map((c) => c.example ?? columnOptions(c, lookups)?.[0]?.label ?? '');

/** Where each spec column sits in a header row (0-based), or the header that is missing. */
export function matchHeaders(spec: SheetSpec, headerCells: readonly CellValue[]): { positions: number[] } | { missing: string } {
  const texts = headerCells.map((c) => cellText(c).replace(/[\s*＊]/g, ''));
  const positions: number[] = [];
  for (const column of spec.columns) {
    const at = texts.indexOf(column.header);
    if (at < 0) return { missing: column.header };
    positions.push(at);
  }
  return { positions };
}
