import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { isSchoolYear } from '../term';

/**
 * Finance, part one (SPEC §4, §7 /park/finance item, oneItem, discount, oneDiscount, invalid, recordInfo, itemName):
 * fee items (收费项目), fee structures (收费标准: which items a class pays in a term, at the item's amount or its own)
 * and discounts (优惠: fixed or percentage, for named children or by rule). Replicated per school in the `finance`
 * scope, which only the finance pages read, and drafted offline; the server refuses every finance write and read
 * unless the finance pages are unlocked (the finance password, contract/finance/settings.ts).
 *
 * Money is an integer number of fen (分) everywhere — contract, database, replica, audit log —, typed and shown in
 * yuan only on screen (`parseYuan`, `formatFen`). Bills, collection and statistics (later) stand on these rows and on
 * the append-only audit log every money change is written to (server/services/finance/kernel/audit-log.ts).
 */

// ——— Money ———

/** The largest amount an item, a structure line or a fixed discount may carry: ¥10,000,000.00. */
export const MAX_FEN = 1_000_000_000;
/** SPEC §5 money rule: digits with optional two decimals. */
const YUAN = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/**
 * Yuan as typed ('1280', '1280.5', '0.10') → fen, exactly (the digits are read, never multiplied as a float, so
 * '0.29' is 29 and not 28.999…); null when the text is not money in the SPEC's sense or exceeds MAX_FEN.
 */
export function parseYuan(typed: string): number | null {
  const m = YUAN.exec(typed.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_FEN ? fen : null;
}

/** Fen → yuan with two decimals as a form shows it for editing ('1280.00'; no symbol, no separators). */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Fen → money as a screen shows it: ¥1,280.00 (-¥5.00 for a negative amount). */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** Sums fen exactly (integers; throws past Number.MAX_SAFE_INTEGER rather than lose a fen). */
export function sumFen(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    total += a;
    if (!Number.isSafeInteger(total)) throw new RangeError('amount out of range');
  }
  return total;
}

// ——— Enumerations ———

/** SPEC §4 fee validity: 1 valid, 2 voided (items, structures and discounts alike). */
export const VALIDITY = { 1: '有效', 2: '已作废' } as const;
export type Validity = 1 | 2;
/** How often an item is charged. 'day' items are billed from attendance (later: bills). */
export const FEE_UNITS = { term: '每学期', month: '每月', day: '每天', once: '一次性' } as const;
export type FeeUnit = keyof typeof FEE_UNITS;
export const FEE_UNIT_KEYS = Object.keys(FEE_UNITS) as FeeUnit[];
export const DISCOUNT_KINDS = { fixed: '固定金额', percent: '按比例' } as const;
export type DiscountKind = keyof typeof DISCOUNT_KINDS;
/** Who a discount is for: named children, or a rule bills apply to every child it fits. */
export const DISCOUNT_TARGETS = {
  child: '指定幼儿',
  sibling: '二孩（兄弟姐妹同园）',
  staffChild: '教职工子女',
  other: '其他规则',
} as const;
export type DiscountTarget = keyof typeof DISCOUNT_TARGETS;

export const FeeMsg = {
  itemName: '请输入收费项目名称',
  itemNameLong: '收费项目名称最多30个字',
  itemNameTaken: '该收费项目名称已存在',
  amount: '请输入正确的金额（最多两位小数）',
  amountRange: '金额应在0到10000000元之间',
  unit: '请选择收费单位',
  voided: '已作废的数据不能修改',
  alreadyVoided: '该数据已作废',
  missing: '数据不存在或已被删除',
  classRequired: '请选择班级',
  schoolYear: '请选择学年',
  termType: '请选择学期',
  lines: '请至少选择一个收费项目',
  tooManyLines: '一个收费标准最多50个收费项目',
  lineRepeated: '同一收费项目不能重复添加',
  itemMissing: '收费项目不存在或已作废',
  classMissing: '班级不存在',
  structureTaken: '该班级本学期已有收费标准',
  discountName: '请输入优惠名称',
  discountNameLong: '优惠名称最多30个字',
  discountKind: '请选择优惠方式',
  percent: '优惠比例应为1-100的整数',
  fixedAmount: '请输入优惠金额',
  target: '请选择优惠对象',
  children: '请选择享受优惠的幼儿',
  childMissing: '幼儿不存在',
  period: '请选择有效期',
  periodOrder: '结束日期不能早于开始日期',
  remark: '备注最多200个字',
} as const;

// ——— Rows ———

export const feeItemRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** Fen, an integer. */
  amountFen: z.number().int(),
  unit: z.enum(['term', 'month', 'day', 'once']),
  refundable: z.boolean(),
  validity: z.union([z.literal(1), z.literal(2)]),
  remark: z.string(),
});
export type FeeItemRow = z.infer<typeof feeItemRowSchema>;

const structureLine = z.object({
  itemId: z.uuid(),
  /** The class's own amount in fen, or null: the item's amount. */
  amountFen: z.number().int().nullable(),
});
export type FeeStructureLine = z.infer<typeof structureLine>;

export const feeStructureRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  /** '2026-2027' (the school year, contract/term.ts) and 1 first / 2 second term. */
  schoolYear: z.string(),
  termType: z.union([z.literal(1), z.literal(2)]),
  lines: z.array(structureLine),
  validity: z.union([z.literal(1), z.literal(2)]),
  remark: z.string(),
});
export type FeeStructureRow = z.infer<typeof feeStructureRowSchema>;

export const discountRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  kind: z.enum(['fixed', 'percent']),
  /** Fixed: fen off (0 for a percentage). */
  amountFen: z.number().int(),
  /** Percentage: percent off, 1–100 (0 for a fixed one). 10 is 九折. */
  percent: z.number().int(),
  target: z.enum(['child', 'sibling', 'staffChild', 'other']),
  /** The children a 'child' discount is for (empty for a rule). */
  studentIds: z.array(z.uuid()),
  /** The items it applies to; empty: every item of a bill. */
  itemIds: z.array(z.uuid()),
  /** YYYY-MM-DD, the days bills may apply it (inclusive). */
  startsOn: z.string(),
  endsOn: z.string(),
  validity: z.union([z.literal(1), z.literal(2)]),
  remark: z.string(),
});
export type DiscountRow = z.infer<typeof discountRowSchema>;

/** What a structure line charges: its own amount or the item's. */
export const lineFen = (line: FeeStructureLine, item: Pick<FeeItemRow, 'amountFen'>): number => line.amountFen ?? item.amountFen;

/** The fen a discount takes off an amount: a fixed one at most the amount, a percentage rounded half up to the fen. */
export function discountFen(baseFen: number, d: Pick<DiscountRow, 'kind' | 'amountFen' | 'percent'>): number {
  if (baseFen <= 0) return 0;
  if (d.kind === 'fixed') return Math.min(baseFen, d.amountFen);
  // baseFen * percent is an exact integer (< 2^53): round (x / 100) half up in integers.
  return Math.min(baseFen, Math.floor((baseFen * d.percent + 50) / 100));
}

// ——— Rules shared by the services and the client mutators ———

/** Why an item cannot be saved (name taken among the school's valid items, a voided item edited), or null. */
export function feeItemIssue(items: readonly FeeItemRow[], item: Pick<FeeItemRow, 'id' | 'name'>): string | null {
  const current = items.find((i) => i.id === item.id);
  if (current?.validity === 2) return FeeMsg.voided;
  if (items.some((i) => i.id !== item.id && i.validity === 1 && i.name === item.name)) return FeeMsg.itemNameTaken;
  return null;
}

/** Why a structure cannot be saved, or null. */
export function feeStructureIssue(
  structures: readonly FeeStructureRow[],
  items: readonly FeeItemRow[],
  s: Pick<FeeStructureRow, 'id' | 'classId' | 'schoolYear' | 'termType' | 'lines'>,
): string | null {
  const current = structures.find((r) => r.id === s.id);
  if (current?.validity === 2) return FeeMsg.voided;
  const valid = new Set(items.filter((i) => i.validity === 1).map((i) => i.id));
  // A line already on the structure may keep an item voided since; a new line needs a valid item.
  const kept = new Set(current?.lines.map((l) => l.itemId) ?? []);
  if (s.lines.some((l) => !valid.has(l.itemId) && !kept.has(l.itemId))) return FeeMsg.itemMissing;
  const taken = structures.some(
    (r) => r.id !== s.id && r.validity === 1 && r.classId === s.classId && r.schoolYear === s.schoolYear && r.termType === s.termType,
  );
  return taken ? FeeMsg.structureTaken : null;
}

/** Why a discount cannot be saved, or null. */
export function discountIssue(
  discounts: readonly DiscountRow[],
  items: readonly FeeItemRow[],
  d: Pick<DiscountRow, 'id' | 'itemIds'>,
): string | null {
  const current = discounts.find((r) => r.id === d.id);
  if (current?.validity === 2) return FeeMsg.voided;
  const known = new Set(items.map((i) => i.id));
  return d.itemIds.some((i) => !known.has(i)) ? FeeMsg.itemMissing : null;
}

// ——— Inputs ———

/** Fen as a form sends it: an integer between 0 and MAX_FEN. */
const fen = (msg: string = FeeMsg.amount) => z.number({ error: msg }).int(msg).min(0, FeeMsg.amountRange).max(MAX_FEN, FeeMsg.amountRange);
const rowId = uuid();
const schoolId = idNumber();
const remark = text(200, { maxMsg: FeeMsg.remark, multiline: true }).default('');

export const feeItemFields = {
  name: text(30, { required: FeeMsg.itemName, maxMsg: FeeMsg.itemNameLong }),
  amountFen: fen(),
  unit: z.enum(['term', 'month', 'day', 'once'], { error: FeeMsg.unit }),
  refundable: z.boolean().default(false),
  remark,
};

export const feeStructureFields = {
  classId: uuid(FeeMsg.classRequired),
  schoolYear: z.string({ error: FeeMsg.schoolYear }).refine(isSchoolYear, FeeMsg.schoolYear),
  termType: z.union([z.literal(1), z.literal(2)], { error: FeeMsg.termType }),
  lines: z
    .array(z.object({ itemId: uuid(FeeMsg.itemMissing), amountFen: fen().nullable().default(null) }), { error: FeeMsg.lines })
    .min(1, FeeMsg.lines)
    .max(50, FeeMsg.tooManyLines)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, FeeMsg.lineRepeated),
  remark,
};

export const discountFields = {
  name: text(30, { required: FeeMsg.discountName, maxMsg: FeeMsg.discountNameLong }),
  kind: z.enum(['fixed', 'percent'], { error: FeeMsg.discountKind }),
  amountFen: fen().default(0),
  percent: z.number({ error: FeeMsg.percent }).int(FeeMsg.percent).min(0, FeeMsg.percent).max(100, FeeMsg.percent).default(0),
  target: z.enum(['child', 'sibling', 'staffChild', 'other'], { error: FeeMsg.target }),
  studentIds: z.array(uuid(FeeMsg.childMissing)).max(500).default([]),
  itemIds: z.array(uuid(FeeMsg.itemMissing)).max(50).default([]),
  startsOn: isoDate(FeeMsg.period),
  endsOn: isoDate(FeeMsg.period),
  remark,
};

/** A discount's cross-field rules (its amount for its kind, children for 'child', the period's order). */
function discountRefine(
  v: {
    kind: DiscountKind;
    amountFen: number;
    percent: number;
    target: DiscountTarget;
    studentIds: string[];
    startsOn: string;
    endsOn: string;
  },
  ctx: z.RefinementCtx,
): void {
  if (v.kind === 'fixed' && v.amountFen <= 0) ctx.addIssue({ code: 'custom', message: FeeMsg.fixedAmount, path: ['amountFen'] });
  if (v.kind === 'percent' && v.percent < 1) ctx.addIssue({ code: 'custom', message: FeeMsg.percent, path: ['percent'] });
  if (v.target === 'child' && v.studentIds.length === 0) ctx.addIssue({ code: 'custom', message: FeeMsg.children, path: ['studentIds'] });
  if (v.endsOn < v.startsOn) ctx.addIssue({ code: 'custom', message: FeeMsg.periodOrder, path: ['endsOn'] });
}

/** A discount's fields with its cross-field rules: what the form checks (the args add the id and school). */
export const discountFormSchema = z.object(discountFields).superRefine(discountRefine);

/** Editing the items, structures and discounts of the 收费项目 page (财务 and 园长 by default). */
export const FEE_EDIT = '/YWGL/CWGL/SFXM:edit';
/** Reading them: the page itself. */
export const FEE_PAGE = '/YWGL/CWGL/SFXM';
const MODULE = '收费项目';

export const FINANCE = defineArea({
  name: 'fees',
  page: '/YWGL/CWGL/SFXM',
  scope: 'finance',
  tables: { feeItems: feeItemRowSchema, feeStructures: feeStructureRowSchema, discounts: discountRowSchema },
  mutations: {
    /** Adds the item with this id or replaces its fields (a voided one is refused); validity stays as it is. */
    'feeItem.save': {
      args: z.object({ id: rowId, schoolId, ...feeItemFields }),
      label: '保存收费项目',
      permission: FEE_EDIT,
      module: MODULE,
    },
    /** SPEC invalid (PUT): validity 2. Bills already made keep their amounts. */
    'feeItem.void': { args: z.object({ id: rowId, schoolId }), label: '作废收费项目', permission: FEE_EDIT, module: MODULE },
    'feeStructure.save': {
      args: z.object({ id: rowId, schoolId, ...feeStructureFields }),
      label: '保存收费标准',
      permission: FEE_EDIT,
      module: MODULE,
    },
    'feeStructure.void': { args: z.object({ id: rowId, schoolId }), label: '作废收费标准', permission: FEE_EDIT, module: MODULE },
    'discount.save': {
      args: z.object({ id: rowId, schoolId, ...discountFields }).superRefine(discountRefine),
      label: '保存优惠',
      permission: FEE_EDIT,
      module: MODULE,
    },
    'discount.void': { args: z.object({ id: rowId, schoolId }), label: '作废优惠', permission: FEE_EDIT, module: MODULE },
  },
});

// ——— Reads (the GET calls of §7 for clients that do not sync) ———

/** SPEC §9 lookups ask pageNum 1, pageSize 9999. */
export const financeListQuerySchema = z.object({
  schoolId: idParam(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 9999 }).default(10),
  name: text(30).optional(),
  validity: intParam({ min: 1, max: 2 }).optional(),
});
export type FinanceListQuery = z.infer<typeof financeListQuerySchema>;
export const financeRowQuerySchema = z.object({ schoolId: idParam(), id: uuid() });
/** PUT /park/finance/invalid: voids an item, a structure or a discount. */
export const financeInvalidSchema = z.object({
  schoolId: idNumber(),
  id: rowId,
  type: z.enum(['item', 'structure', 'discount'], { error: '请选择作废的类型' }),
});

/** The audit log (变更记录): every money change, append-only. */
export const FINANCE_AUDIT_ENTITIES = {
  feeItem: '收费项目',
  feeStructure: '收费标准',
  discount: '优惠',
  bill: '账单',
  payment: '收款',
  bookEntry: '记账',
  expenseReminder: '支出提醒',
  reminderPayment: '支出提醒付款',
  expenseProject: '支出项目',
  reimbursement: '报销',
  incomeProject: '收入项目',
  otherIncome: '其他收入',
  salaryTemplate: '工资模板',
  salaryMonth: '月度工资',
  salarySlip: '工资条',
  salaryRefund: '退还扣款',
  refund: '退费',
  refundItem: '退费项目',
  refundGroup: '退费组',
} as const;
export type FinanceAuditEntity = keyof typeof FINANCE_AUDIT_ENTITIES;
export const financeAuditQuerySchema = z.object({
  schoolId: idParam(),
  id: uuid(),
});
export const financeAuditRowSchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entityId: z.string(),
  /** The change as the sync panel names it (保存收费项目, 作废优惠, …). */
  action: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  /** ISO time. */
  at: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type FinanceAuditRow = z.infer<typeof financeAuditRowSchema>;

/** The fields of a row the 变更记录 drawer compares, with their labels. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  name: '名称',
  amountFen: '金额',
  unit: '收费单位',
  refundable: '可退费',
  validity: '状态',
  remark: '备注',
  classId: '班级',
  schoolYear: '学年',
  termType: '学期',
  lines: '收费项目',
  kind: '优惠方式',
  percent: '优惠比例',
  target: '优惠对象',
  studentIds: '幼儿',
  itemIds: '适用项目',
  startsOn: '开始日期',
  endsOn: '结束日期',
  // 记账 (contract/finance/books.ts)
  type: '收支类型',
  category: '类别',
  day: '日期',
  pictures: '凭证',
  rejectReason: '驳回原因',
  // 账单 and 收款 (contract/finance/bills.ts); `state` is a bill's 状态 and an entry's 审核状态 alike.
  title: '账单名称',
  totalFen: '应收',
  paidFen: '已收',
  dueOn: '截止日期',
  overdue: '逾期缴费',
  state: '状态',
  read: '阅读状态',
  voidReason: '作废原因',
  payType: '支付方式',
  receiptNo: '收据编号',
  receiptChecked: '收据核验',
  // 支出提醒 (contract/finance/reminders.ts)
  payee: '收款方',
  remindTime: '提醒时间',
  userIds: '提醒人员',
  enabled: '启用',
  schedule: '付款计划',
  dueDay: '应付日期',
  fen: '金额',
  // 支出报销 (contract/finance/expenses.ts)
  budgets: '预算',
  // The project of a reimbursement (支出项目) or of an income (收入项目); who paid (out, or in).
  projectName: '项目',
  // A reimbursement's 报销事由, a refund's 退费原因.
  reason: '原因',
  payeeAccount: '收款账户',
  payDay: '付款日期',
  payerName: '付款人',
  issue: '异常',
  // 其他收入 (contract/finance/income.ts)
  payerPhone: '联系电话',
  // 退费 (contract/finance/refunds.ts)
  feeItemId: '收费项目',
  mode: '退费计算方式',
  unitFen: '单价',
  classIds: '适用班级',
  way: '退费方式',
  audit: '审核',
  leaveOn: '离园日期',
  refundedFen: '已退金额',
  carriedFen: '已结转金额',
  carries: '结转去向',
  providerAnswer: '退款结果',
};
