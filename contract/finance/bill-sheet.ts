import { z } from '../zod-locale';
import { FeeMsg, MAX_FEN, parseYuan, sumFen } from './fees';
import { id as idNumber, int32, isoDate, text, uuid } from '../fields';
import { isSchoolYear, TERM_TYPES, type TermType } from '../term';
import { type RowError, rowErrorText, type SheetRecord, type SheetSpec, sheetOptions, XlsxMsg } from '../xlsx';

/**
 * The bills import (SPEC §7 /park/charge/importOrders) on the xlsx kit (docs/xlsx.md): one row per bill line — the
 * child (name, and the ID number when two children share a name), the class, the school year and term, the bill's
 * title and due day, one fee item and its amount in yuan. The rows of one child with the same title form one bill
 * (`groupImportedBills`). A sheet cannot have a column per fee item (its columns are fixed), hence a line a row.
 * The amount stays the yuan text the cell held (so the server's second check reads the same record); it becomes fen
 * in `groupImportedBills`, exactly (`parseYuan`).
 */
export const BILL_IMPORT_MAX = 2000;
/** The lines one bill may carry (as a fee structure). */
export const BILL_MAX_LINES = 50;

export const BillImportMsg = {
  studentName: '请输入幼儿姓名',
  classId: '请选择班级',
  classMissing: '班级不存在',
  title: '请输入账单名称',
  titleLong: '账单名称最多50个字',
  dueOn: '请输入正确的截止日期',
  item: '请选择收费项目',
  itemMissing: FeeMsg.itemMissing,
  itemRepeated: (firstRow: number) => `同一账单中收费项目重复（与第${firstRow}行相同）`,
  differs: (header: string, firstRow: number) => `同一账单的${header}应与第${firstRow}行一致`,
  tooManyLines: `一个账单最多${BILL_MAX_LINES}个收费项目`,
  amount: FeeMsg.amount,
  studentMissing: '班级中没有该幼儿',
  studentTwice: '班级中有同名幼儿，请填写证件号码',
} as const;

/**
 * Yuan as typed, checked as money (SPEC §5: digits with up to two decimals, at most ¥10,000,000.00); a ¥ sign and
 * thousands separators as a spreadsheet shows money (¥1,280.00) are dropped first.
 */
const yuanText = z
  .string({ error: FeeMsg.amount })
  .overwrite((v) => v.replace(/[\s,，¥￥]/g, ''))
  .min(1, FeeMsg.amount)
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), FeeMsg.amount)
  .refine((v) => parseYuan(v) !== null, FeeMsg.amountRange);

export const BILL_SHEET = {
  title: '账单导入',
  maxRows: BILL_IMPORT_MAX,
  columns: [
    { header: '幼儿姓名', key: 'studentName', field: text(20, { required: BillImportMsg.studentName }), example: '张小明', width: 12 },
    {
      header: '证件号码',
      key: 'idNumber',
      field: text(30)
        .transform((v) => v.toUpperCase())
        .default(''),
      example: '',
      width: 22,
    },
    {
      header: '班级',
      key: 'classId',
      field: uuid(BillImportMsg.classId),
      lookup: 'classes',
      unknownMsg: BillImportMsg.classMissing,
      width: 14,
    },
    {
      header: '学年',
      key: 'schoolYear',
      field: z.string({ error: FeeMsg.schoolYear }).trim().refine(isSchoolYear, FeeMsg.schoolYear),
      example: '2026-2027',
      width: 12,
    },
    {
      header: '学期',
      key: 'termType',
      field: z.union([z.literal(1), z.literal(2)], { error: FeeMsg.termType }),
      options: sheetOptions(TERM_TYPES),
      example: TERM_TYPES[1],
      width: 10,
    },
    {
      header: '账单名称',
      key: 'title',
      field: text(50, { required: BillImportMsg.title, maxMsg: BillImportMsg.titleLong }),
      example: '2026-2027学年第一学期保教费',
      width: 28,
    },
    { header: '截止日期', key: 'dueOn', field: isoDate(BillImportMsg.dueOn), kind: 'date', example: '2026-09-30', width: 12 },
    {
      header: '收费项目',
      key: 'itemId',
      field: uuid(BillImportMsg.item),
      lookup: 'feeItems',
      unknownMsg: BillImportMsg.itemMissing,
      width: 16,
    },
    { header: '金额（元）', key: 'amount', field: yuanText, example: '1280.00', width: 12 },
    { header: '备注', key: 'remark', field: text(200, { maxMsg: FeeMsg.remark }).default(''), example: '', width: 20 },
  ],
  // The dry run names what only the rows together show (an item twice in one bill) before 确定导入.
  checkRecords: (records: readonly SheetRecord[]) => checkImportedBills(records as unknown as BillSheetRecord[]).errors,
} as const satisfies SheetSpec;

/** What the rows of one bill share: the child, the class and term, the title and the due day. */
interface BillHead {
  studentName: string;
  /** '' when the file gave none: the server finds the child by name in the class. */
  idNumber: string;
  classId: string;
  schoolYear: string;
  termType: TermType;
  title: string;
  dueOn: string;
}

/** A checked row of the sheet (what the dry run makes and the server checks again), with its Excel row. */
export interface BillSheetRecord extends BillHead {
  row: number;
  itemId: string;
  /** Yuan as typed ('1280', '1280.50'). */
  amount: string;
  remark: string;
}

/** One bill the rows make: a child's lines under one title, in row order, amounts in fen. */
export interface ImportedBill extends BillHead {
  /** The Excel row of its first line (to name the bill in a message). */
  row: number;
  lines: { row: number; itemId: string; amountFen: number }[];
  /** Σ lines' fen. */
  totalFen: number;
  /** The rows' remarks, each once, joined with '；'. */
  remark: string;
}

/** Raised by groupImportedBills: every bad row (第N行「列」：…), the first one as the message. */
export class BillImportError extends Error {
  constructor(readonly errors: RowError[]) {
    super(errors[0] ? rowErrorText(errors[0]) : XlsxMsg.empty);
    this.name = 'BillImportError';
  }
}

/** The key of a bill in a file: the child (name, ID number, class) and the title. */
const billKey = (r: Pick<BillSheetRecord, 'studentName' | 'idNumber' | 'classId' | 'title'>) =>
  JSON.stringify([r.studentName, r.idNumber, r.classId, r.title]);

/** The columns every row of one bill must agree on, by header. */
const SAME: readonly (readonly [keyof BillSheetRecord, string])[] = [
  ['schoolYear', '学年'],
  ['termType', '学期'],
  ['dueOn', '截止日期'],
];

/**
 * Groups checked rows into bills and names every problem, without throwing: one bill per child + title (rows need
 * not be next to each other), its lines in row order with their fen (`parseYuan`), the total summed exactly. A row
 * that repeats an item already on its bill, a bill whose rows disagree on the school year, term or due day, and a
 * bill of more than BILL_MAX_LINES lines are errors naming the Excel row (第N行「收费项目」：…).
 */
export function checkImportedBills(records: readonly BillSheetRecord[]): { bills: ImportedBill[]; errors: RowError[] } {
  const bills = new Map<string, ImportedBill & { itemRows: Map<string, number>; remarks: string[] }>();
  const errors: RowError[] = [];
  for (const r of records) {
    const fen = parseYuan(String(r.amount));
    if (fen === null || fen > MAX_FEN) {
      errors.push({ row: r.row, column: '金额（元）', message: BillImportMsg.amount });
      continue;
    }
    const key = billKey(r);
    let bill = bills.get(key);
    if (!bill) {
      bill = {
        row: r.row,
        studentName: r.studentName,
        idNumber: r.idNumber,
        classId: r.classId,
        schoolYear: r.schoolYear,
        termType: r.termType,
        title: r.title,
        dueOn: r.dueOn,
        lines: [],
        totalFen: 0,
        remark: '',
        itemRows: new Map(),
        remarks: [],
      };
      bills.set(key, bill);
    }
    const first = bill;
    const differs = SAME.find(([k]) => r[k] !== first[k as keyof ImportedBill]);
    if (differs) {
      errors.push({ row: r.row, column: differs[1], message: BillImportMsg.differs(differs[1], bill.row) });
      continue;
    }
    const repeated = bill.itemRows.get(r.itemId);
    if (repeated !== undefined) {
      errors.push({ row: r.row, column: '收费项目', message: BillImportMsg.itemRepeated(repeated) });
      continue;
    }
    if (bill.lines.length >= BILL_MAX_LINES) {
      errors.push({ row: r.row, column: '收费项目', message: BillImportMsg.tooManyLines });
      continue;
    }
    bill.itemRows.set(r.itemId, r.row);
    bill.lines.push({ row: r.row, itemId: r.itemId, amountFen: fen });
    const remark = (r.remark ?? '').trim();
    if (remark && !bill.remarks.includes(remark)) bill.remarks.push(remark);
  }
  const out = [...bills.values()].map(({ itemRows: _rows, remarks, ...bill }) => ({
    ...bill,
    totalFen: sumFen(bill.lines.map((l) => l.amountFen)),
    remark: remarks.join('；'),
  }));
  return { bills: out, errors: errors.sort((a, b) => a.row - b.row) };
}

/**
 * The bills the rows make (see checkImportedBills); throws BillImportError naming the first bad row when any is
 * bad, so an import writes all its bills or none.
 */
export function groupImportedBills(records: readonly BillSheetRecord[]): ImportedBill[] {
  const { bills, errors } = checkImportedBills(records);
  if (errors.length > 0) throw new BillImportError(errors);
  return bills;
}

/**
 * POST /park/charge/importOrders: the dry run's records (codes, each with its Excel row). Only the shape is checked
 * here; the service checks every row with BILL_SHEET, then groups them with groupImportedBills.
 */
export const importBillsInputSchema = z.object({
  schoolId: idNumber(),
  rows: z
    .array(z.looseObject({ row: int32().min(1) }), { error: XlsxMsg.empty })
    .min(1, XlsxMsg.empty)
    .max(BILL_IMPORT_MAX, XlsxMsg.tooMany(BILL_IMPORT_MAX)),
});
export type ImportBillsInput = z.infer<typeof importBillsInputSchema>;

/** What the import answers: the draft bills it made. */
export const importBillsResultSchema = z.object({ count: z.number().int() });
export type ImportBillsResult = z.infer<typeof importBillsResultSchema>;
