import { z } from '../zod-locale';
import { defineArea } from '../area';
import { id as idNumber, idParam, text, uuid } from '../fields';
import { fenToYuanText, MAX_FEN, parseYuan } from './fees';
import { type RowError, type SheetColumn, type SheetLookups, type SheetRecord, type SheetSpec, YUAN_FORMAT, yuanCell } from '../xlsx';

/**
 * Salaries (工资管理, /YWGL/CWGL/GZGL; SPEC §7 /park/salary template, month, detail, my/info, refund).
 *
 * - The school's **template** (工资模板): ordered salary items, each 应发 (adds) or 扣款 (deducts). One per school, its
 *   id derived from the school (`salaryTemplateId`), so two devices drafting it offline edit the same row.
 * - A **month** (月度工资表, 'YYYY-MM'): the template's items as they were when it was made, one **slip** per serving
 *   staff member with an amount in fen per item; 应发合计, 扣款合计, 实发 = 应发 − 扣款 (never negative). States
 *   草稿 → 已确认 → 已发放 (`SALARY_ACTIONS`). Slips are edited while draft (a sync mutation per slip).
 * - 发放 writes the month's ledger lines in one `recordLedger` call (expense '工资', −实发 per member); 退还扣款 gives
 *   back part of one member's deductions after it (one more expense line, −fen).
 * - Each member reads her own issued payslips (my/info), needing only membership.
 */

export type SalaryKind = 'add' | 'deduct';
export const SALARY_KINDS: Record<SalaryKind, string> = { add: '应发', deduct: '扣款' };
/** 草稿, 已确认, 已发放. */
export type SalaryMonthState = 'draft' | 'confirmed' | 'issued';
export const SALARY_MONTH_STATES: Record<SalaryMonthState, string> = { draft: '草稿', confirmed: '已确认', issued: '已发放' };
/** The items a template may hold. */
export const SALARY_MAX_ITEMS = 30;
/** The ledger's item (a BOOK_CATEGORIES[2] name, so 收支统计's 支出 tab groups salaries with booked ones). */
export const SALARY_LEDGER_ITEM = '工资';

export const SalaryMsg = {
  items: '请添加工资项目',
  tooManyItems: `工资项目最多${SALARY_MAX_ITEMS}个`,
  itemName: '请输入工资项目名称',
  itemNameLong: '工资项目名称最多10个字',
  itemTwice: (name: string) => `工资项目「${name}」重复`,
  kind: '请选择应发或扣款',
  noTemplate: '请先设置工资模板',
  month: '请选择月份',
  monthExists: '该月工资表已存在',
  draftOnly: '只有草稿状态的工资表可以修改',
  amount: '请输入正确的金额（最多两位小数）',
  amountRange: '金额不能超过10000000元',
  unknownItem: '工资项目不存在',
  negative: '实发工资不能为负数',
  missing: '数据不存在或已被删除',
  issuedOnly: '工资发放后才能退还扣款',
  refundAmount: '退还金额应大于0',
  refundTooMuch: (leftFen: number) => `退还金额不能超过可退扣款${fenToYuanText(leftFen)}元`,
  reason: '请输入退还原因',
  reasonLong: '退还原因最多100个字',
  action: '请选择操作',
  memberMissing: '未找到该教职工（姓名与手机号不符）',
  memberTwice: (firstRow: number) => `该教职工重复（与第${firstRow}行相同）`,
  noStaff: '没有在职的教职工',
  empty: '本月工资表中没有教职工',
} as const;

// ——— Rows ———

export const salaryItemSchema = z.object({
  /** Stable key: the month's amounts are keyed by it, so renaming an item keeps its amounts. */
  key: z.string(),
  name: z.string(),
  kind: z.enum(['add', 'deduct']),
});
export type SalaryItem = z.infer<typeof salaryItemSchema>;

export const salaryTemplateRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  items: z.array(salaryItemSchema),
});
export type SalaryTemplateRow = z.infer<typeof salaryTemplateRowSchema>;

export const salaryMonthRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  /** YYYY-MM. */
  month: z.string(),
  state: z.enum(['draft', 'confirmed', 'issued']),
  /** The template's items when the month was made (a later template change leaves it as it was). */
  items: z.array(salaryItemSchema),
  /** ISO time of 发放, and who did it. */
  issuedAt: z.string().nullable(),
  issuedBy: z.string(),
});
export type SalaryMonthRow = z.infer<typeof salaryMonthRowSchema>;

export const salarySlipRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  monthId: z.uuid(),
  userId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  departmentName: z.string(),
  /** Item key → fen (≥ 0); a missing key is 0. */
  amounts: z.record(z.string(), z.number().int()),
  addFen: z.number().int(),
  deductFen: z.number().int(),
  netFen: z.number().int(),
  /** Deductions given back after 发放 (salaryRefund), in fen. */
  refundFen: z.number().int(),
});
export type SalarySlipRow = z.infer<typeof salarySlipRowSchema>;

// ——— Rules shared by the services and the client mutator ———

/**
 * The template's row id: one per school, derived from it, so drafts of two devices are the same row. A UUID
 * (version 8, "custom") whose last twelve hex digits are the school's id.
 */
export const salaryTemplateId = (schoolId: number): string => `00000000-0000-8000-8000-${schoolId.toString(16).padStart(12, '0')}`;

/** 应发合计, 扣款合计, 实发 of a slip's amounts under the month's items (keys not among them are ignored). */
export function slipTotals(items: readonly SalaryItem[], amounts: Readonly<Record<string, number>>) {
  let addFen = 0;
  let deductFen = 0;
  for (const item of items) {
    const fen = amounts[item.key] ?? 0;
    if (item.kind === 'add') addFen += fen;
    else deductFen += fen;
  }
  if (!Number.isSafeInteger(addFen) || !Number.isSafeInteger(deductFen)) throw new RangeError('amount out of range');
  return { addFen, deductFen, netFen: addFen - deductFen };
}

/** Why these amounts cannot stand on a slip of this month: an unknown item, or 实发 below zero. */
export function slipAmountsIssue(items: readonly SalaryItem[], amounts: Readonly<Record<string, number>>): string | null {
  const keys = new Set(items.map((i) => i.key));
  if (Object.keys(amounts).some((k) => !keys.has(k))) return SalaryMsg.unknownItem;
  return slipTotals(items, amounts).netFen < 0 ? SalaryMsg.negative : null;
}

/** Why a slip of a month in this state cannot be edited. */
export const slipEditIssue = (state: SalaryMonthState): string | null => (state === 'draft' ? null : SalaryMsg.draftOnly);

/** The transition table: the server refuses by it, the screen offers its buttons by it. */
export const SALARY_ACTIONS = {
  confirm: { label: '确认', from: ['draft'], to: 'confirmed' },
  reopen: { label: '退回草稿', from: ['confirmed'], to: 'draft' },
  issue: { label: '发放', from: ['confirmed'], to: 'issued' },
} as const satisfies Record<string, { label: string; from: readonly SalaryMonthState[]; to: SalaryMonthState }>;
export type SalaryAction = keyof typeof SALARY_ACTIONS;

export function salaryActionIssue(state: SalaryMonthState, action: SalaryAction): string | null {
  const a = SALARY_ACTIONS[action];
  if ((a.from as readonly SalaryMonthState[]).includes(state)) return null;
  if (state === 'issued') return '该月工资已发放';
  if (action === 'issue') return '请先确认工资表再发放';
  return state === 'confirmed' ? '该工资表已确认' : '只有已确认的工资表可以退回草稿';
}

/** What is left to give back of a slip's deductions. */
export const refundableFen = (slip: Pick<SalarySlipRow, 'deductFen' | 'refundFen'>): number => slip.deductFen - slip.refundFen;

export function salaryRefundIssue(
  state: SalaryMonthState,
  slip: Pick<SalarySlipRow, 'deductFen' | 'refundFen'>,
  fen: number,
): string | null {
  if (state !== 'issued') return SalaryMsg.issuedOnly;
  const left = refundableFen(slip);
  return fen > left ? SalaryMsg.refundTooMuch(left) : null;
}

// ——— Inputs ———

const itemName = text(10, { required: SalaryMsg.itemName, maxMsg: SalaryMsg.itemNameLong });
const amountFen = z.number({ error: SalaryMsg.amount }).int(SalaryMsg.amount).min(0, SalaryMsg.amount).max(MAX_FEN, SalaryMsg.amountRange);
const itemKey = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, SalaryMsg.unknownItem);

export const salaryItemsField = z
  .array(z.object({ key: itemKey, name: itemName, kind: z.enum(['add', 'deduct'], { error: SalaryMsg.kind }) }), { error: SalaryMsg.items })
  .min(1, SalaryMsg.items)
  .max(SALARY_MAX_ITEMS, SalaryMsg.tooManyItems)
  .superRefine((items, ctx) => {
    const names = new Set<string>();
    const keys = new Set<string>();
    items.forEach((item, i) => {
      if (names.has(item.name)) ctx.addIssue({ code: 'custom', message: SalaryMsg.itemTwice(item.name), path: [i, 'name'] });
      if (keys.has(item.key)) ctx.addIssue({ code: 'custom', message: SalaryMsg.itemTwice(item.name), path: [i, 'key'] });
      names.add(item.name);
      keys.add(item.key);
    });
  });

export const salaryMonthField = z.string({ error: SalaryMsg.month }).regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, SalaryMsg.month);

/** The page: reading templates and months. */
export const SALARY_PAGE = '/YWGL/CWGL/GZGL';
/** Editing the template and the months, importing, confirming, issuing, refunding. */
export const SALARY_EDIT = '/YWGL/CWGL/GZGL:edit';

export const SALARIES = defineArea({
  name: 'salaries',
  page: '/YWGL/CWGL/GZGL',
  scope: 'finance',
  tables: { salaryTemplates: salaryTemplateRowSchema, salaryMonths: salaryMonthRowSchema, salarySlips: salarySlipRowSchema },
  indexes: { salaryMonths: 'month', salarySlips: 'monthId' },
  mutations: {
    /** SPEC salary/template (save): the school's items, in order (the id is `salaryTemplateId`). */
    'salaryTemplate.save': {
      args: z.object({ schoolId: idNumber(), items: salaryItemsField }),
      label: '保存工资模板',
      permission: SALARY_EDIT,
      module: '工资管理',
    },
    /** One slip's amounts while its month is a draft (the totals follow). */
    'salarySlip.save': {
      args: z.object({ id: uuid(), schoolId: idNumber(), amounts: z.record(itemKey, amountFen) }),
      label: '保存工资条',
      permission: SALARY_EDIT,
      module: '工资管理',
    },
  },
});

// ——— Online calls ———

/** 生成: the month's sheet (made if new) with a slip for every serving member it lacks. */
export const salaryMonthMakeSchema = z.object({ schoolId: idNumber(), month: salaryMonthField });
export const salaryMonthQuerySchema = z.object({ schoolId: idParam() });
export const salaryDetailSchema = z.object({ schoolId: idParam(), id: uuid() });
export const salaryActionSchema = z.object({
  schoolId: idNumber(),
  id: uuid(),
  action: z.enum(['confirm', 'reopen', 'issue'], { error: SalaryMsg.action }),
});
export const salaryRefundSchema = z.object({
  schoolId: idNumber(),
  /** The refund's id (the client's: a retried request answers the refund it made). */
  id: uuid(),
  slipId: uuid(),
  amountFen: z.number({ error: SalaryMsg.amount }).int(SalaryMsg.amount).min(1, SalaryMsg.refundAmount).max(MAX_FEN, SalaryMsg.amountRange),
  reason: text(100, { required: SalaryMsg.reason, maxMsg: SalaryMsg.reasonLong }),
});
export type SalaryRefundInput = z.infer<typeof salaryRefundSchema>;
export const salaryMyInfoSchema = z.object({ schoolId: idParam(), month: salaryMonthField.optional() });

export const salaryRefundRowSchema = z.object({
  id: z.uuid(),
  slipId: z.uuid(),
  amountFen: z.number().int(),
  reason: z.string(),
  at: z.string(),
  userName: z.string(),
});
export type SalaryRefundRow = z.infer<typeof salaryRefundRowSchema>;

/** One issued payslip as its member reads it (my/info). */
export const payslipSchema = z.object({
  monthId: z.uuid(),
  month: z.string(),
  issuedAt: z.string().nullable(),
  name: z.string(),
  departmentName: z.string(),
  items: z.array(salaryItemSchema),
  amounts: z.record(z.string(), z.number().int()),
  addFen: z.number().int(),
  deductFen: z.number().int(),
  netFen: z.number().int(),
  refundFen: z.number().int(),
  refunds: z.array(salaryRefundRowSchema),
});
export type Payslip = z.infer<typeof payslipSchema>;
export const payslipListSchema = z.object({ list: z.array(payslipSchema) });

// ——— The import sheet (docs/xlsx.md): 姓名, 手机号, then one column per item of the month ———

export const SALARY_IMPORT_MAX = 2000;
/** The lookup that carries the month's items into the sheet (value: item key, label: its name). */
export const SALARY_ITEMS_LOOKUP = 'salaryItems';
/** An item's record key in an imported row. */
export const salaryCellKey = (itemKey: string): string => `item_${itemKey}`;

/** A cell's yuan text as a person types it: ¥ and separators dropped; '' (an empty cell) is 0. */
const yuanCellText = (v: unknown): string => String(v ?? '').replace(/[¥￥,，\s]/g, '');
/** The fen of a cell, exactly (`parseYuan`); null when it is not money. */
export const cellFen = (v: unknown): number | null => (yuanCellText(v) === '' ? 0 : parseYuan(yuanCellText(v)));

/**
 * A yuan cell, checked as money but kept as the text it held: the dry run's record is sent to the server, which checks
 * it again with this same field, so the field must not turn it into fen (a second pass would multiply it again).
 * `importedAmounts` makes the fen.
 */
const yuanCellField = z
  .union([z.string(), z.number()])
  .optional()
  .refine((v) => cellFen(v) !== null, SalaryMsg.amount);

export const SALARY_SHEET: SheetSpec = {
  title: '月度工资',
  maxRows: SALARY_IMPORT_MAX,
  columns: [
    { header: '姓名', key: 'name', field: text(30, { required: '请输入姓名', maxMsg: '姓名最多30个字' }), example: '张三', width: 12 },
    {
      header: '手机号',
      key: 'phone',
      field: text(20, { required: '请输入手机号', maxMsg: '手机号不正确' }),
      example: '13800000000',
      width: 16,
    },
  ],
  extraColumns: (lookups: SheetLookups): SheetColumn[] =>
    (lookups[SALARY_ITEMS_LOOKUP] ?? []).map((o) => ({
      header: o.label,
      key: salaryCellKey(String(o.value)),
      field: yuanCellField,
      example: '0',
      width: 12,
    })),
  checkRecords: (records: readonly SheetRecord[]): RowError[] => {
    const seen = new Map<string, number>();
    const errors: RowError[] = [];
    for (const r of records) {
      const key = String(r.phone);
      const first = seen.get(key);
      if (first !== undefined) errors.push({ row: r.row, column: '手机号', message: SalaryMsg.memberTwice(first) });
      else seen.set(key, r.row);
    }
    return errors;
  },
};

/** The lookups of a month's sheet: its items by name. */
export const salarySheetLookups = (items: readonly SalaryItem[]): SheetLookups => ({
  [SALARY_ITEMS_LOOKUP]: items.map((i) => ({ value: i.key, label: i.name })),
});

/** An imported record's amounts, by item key. */
export const importedAmounts = (items: readonly SalaryItem[], r: SheetRecord): Record<string, number> =>
  Object.fromEntries(items.map((i) => [i.key, cellFen(r[salaryCellKey(i.key)]) ?? 0]));

export const salaryImportSchema = z.object({
  schoolId: idNumber(),
  monthId: uuid(),
  rows: z.array(z.record(z.string(), z.unknown())).min(1, '文件中没有数据').max(SALARY_IMPORT_MAX, `一次最多导入${SALARY_IMPORT_MAX}条`),
});

// ——— The export: the sheet as the screen shows it, with its 合计 row ———

export function salarySums(slips: readonly SalarySlipRow[], items: readonly SalaryItem[]) {
  const byItem: Record<string, number> = {};
  for (const i of items) byItem[i.key] = slips.reduce((s, x) => s + (x.amounts[i.key] ?? 0), 0);
  return {
    byItem,
    addFen: slips.reduce((s, x) => s + x.addFen, 0),
    deductFen: slips.reduce((s, x) => s + x.deductFen, 0),
    netFen: slips.reduce((s, x) => s + x.netFen, 0),
    refundFen: slips.reduce((s, x) => s + x.refundFen, 0),
  };
}

export function salaryExportTable(month: SalaryMonthRow, slips: readonly SalarySlipRow[]) {
  const headers = ['序号', '姓名', '手机号', '部门', ...month.items.map((i) => i.name), '应发合计', '扣款合计', '实发', '已退扣款'];
  const sums = salarySums(slips, month.items);
  const rows: (string | number)[][] = slips.map((s, n) => [
    n + 1,
    s.name,
    s.phone,
    s.departmentName,
    ...month.items.map((i) => yuanCell(s.amounts[i.key] ?? 0)),
    yuanCell(s.addFen),
    yuanCell(s.deductFen),
    yuanCell(s.netFen),
    yuanCell(s.refundFen),
  ]);
  rows.push([
    '合计',
    '',
    '',
    '',
    ...month.items.map((i) => yuanCell(sums.byItem[i.key] ?? 0)),
    yuanCell(sums.addFen),
    yuanCell(sums.deductFen),
    yuanCell(sums.netFen),
    yuanCell(sums.refundFen),
  ]);
  return {
    title: `${month.month}工资表`,
    headers,
    rows,
    widths: headers.map((h) => (h === '序号' ? 8 : 12)),
    // Every column after 部门 is yuan.
    numFmts: headers.map((_, i) => (i >= 4 ? YUAN_FORMAT : undefined)),
  };
}

/** Orders a month's slips: by department, then name. */
export const compareSlips = (a: SalarySlipRow, b: SalarySlipRow): number =>
  a.departmentName.localeCompare(b.departmentName, 'zh-CN') || a.name.localeCompare(b.name, 'zh-CN') || a.userId - b.userId;
