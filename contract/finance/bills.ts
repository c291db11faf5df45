import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { type DiscountRow, discountFen, FeeMsg, type FeeItemRow, type FeeStructureRow, lineFen, MAX_FEN } from './fees';
import {
  BILL_STATES,
  type BillLine,
  type BillRow,
  type BillState,
  billRowSchema,
  billTotalFen,
  isOverdue,
  type PaymentRow,
  paymentRowSchema,
  payStatusOf,
  type RefundMoneyOf,
  refundAdjustFen,
} from './bill-rows';
import { defaultTermDates, isSchoolYear, TERM_TYPES } from '../term';
import { chinaToday } from '../china-time';

/** What a bill's money view needs of a refund record (contract/finance/refunds.ts RefundRecordRow fits). */
export type RefundAdjustRecord = RefundMoneyOf;

/**
 * Bills and collection (issue 23 items 3 and 4; SPEC §7 /park/finance order, oneOrder, batchFinance, order/export,
 * exportPrintTable; /park/charge saveOrder, updateOrder, batchOrder, releaseOrder, review, queryScenePay, scenePay;
 * /park/BabyCharge confirmBabyBill; /park/publicCharge toVoid, checkOnReceipt). The rows are contract/finance/bill-rows.ts.
 *
 * One area, `billing`, in the `finance` scope: `bills` and `payments` replicate to the finance pages' devices.
 * Drafts are made and edited offline (the sync mutations `bill.save`, `bill.batch`); every step that needs the
 * server's answer — submitting for review, reviewing, publishing, voiding, taking money — is an online call that
 * writes the rows and their audit lines, and the replica gets them with the next pull. `BILL_ACTIONS` is THE
 * transition table: the server refuses by it, the buttons hide by it, the tests walk it.
 */

/** Reading the bills page (账单管理). */
export const BILL_PAGE = '/YWGL/CWGL/ZDGL';
/** Making and editing drafts, publishing, voiding, taking money (财务, 园长). */
export const BILL_EDIT = '/YWGL/CWGL/ZDGL:edit';
/** Approving or rejecting bills in review (when the school's reviewOn is 1). */
export const BILL_REVIEW = '/YWGL/CWGL/ZDGL:review';
const MODULE = '账单管理';

export const BillMsg = {
  student: '请选择幼儿',
  studentMissing: '幼儿不存在',
  classRequired: '请选择班级',
  classMissing: '班级不存在',
  title: '请输入账单名称',
  titleLong: '账单名称最多50个字',
  lines: '请至少添加一个收费项目',
  tooManyLines: '一个账单最多50个收费项目',
  lineRepeated: '同一收费项目不能重复添加',
  quantity: '数量应为0-366的整数',
  discountOver: '优惠金额不能超过项目金额',
  itemMissing: FeeMsg.itemMissing,
  dueOn: '请选择截止日期',
  dueOnPast: '截止日期不能早于今天',
  overdue: '请选择逾期是否可缴',
  schoolYear: '请选择学年',
  termType: '请选择学期',
  remark: '备注最多200个字',
  missing: '账单不存在或已被删除',
  notDraft: '只有草稿状态的账单可以修改',
  noStructure: '该班级本学期没有有效的收费标准',
  noChildren: '该班级没有在园幼儿',
  ids: '请选择账单',
  reviewOff: '未开启账单审核，请直接发布',
  reviewNeeded: '已开启账单审核，请先提交审核',
  voidReason: '请输入作废原因',
  voidReasonLong: '作废原因最多200个字',
  voidPaid: '账单已有收款，不能作废',
  rejectReason: '请输入驳回原因',
  voided: '账单已作废，不能收款',
  notPublished: '账单未发布，不能收款',
  alreadyPaid: '账单已缴清',
  overdueClosed: '账单已逾期，不可缴费',
  amount: '请输入正确的金额（最多两位小数）',
  amountPositive: '收款金额应大于0',
  overpay: '收款金额不能超过未收金额',
  payType: '请选择支付方式',
  deskPayType: '柜台收款请选择现金、银行卡或线下支付',
  scenePayType: '扫码收款请选择支付宝或微信',
  paymentMissing: '收款记录不存在',
  receipt: '收据不存在或校验码错误',
  receiptNo: '请输入收据编号',
  checkCode: '请输入校验码',
  scenePayOff: '在线支付暂未开通，请选择现金或银行卡收款',
  providerDown: '支付服务暂时不可用，请稍后重试',
} as const;

// ——— The transition table ———

export type BillAction = 'submit' | 'approve' | 'reject' | 'publish' | 'void' | 'collect';

/**
 * Every move a bill can make: from which states, to which. `collect` (taking money) keeps a bill published until
 * its paid payments cover the total, then it is paid. Approving publishes (审核通过即发布, the parents are told);
 * rejecting sends it back to draft. With reviewOn 1 a draft is published only through review; with 0 directly.
 */
export const BILL_ACTIONS = {
  submit: { label: '提交审核', from: ['draft'], to: 'review' },
  approve: { label: '审核通过', from: ['review'], to: 'published' },
  reject: { label: '审核驳回', from: ['review'], to: 'draft' },
  publish: { label: '发布', from: ['draft'], to: 'published' },
  void: { label: '作废', from: ['draft', 'review', 'published'], to: 'void' },
  collect: { label: '收款', from: ['published'], to: 'published' },
} as const satisfies Record<BillAction, { label: string; from: readonly BillState[]; to: BillState }>;

export interface BillActionContext {
  /** The school's bookkeeping setting: 1 when publishing needs review. */
  reviewOn: 0 | 1;
  /** What the bill's paid payments add up to. */
  paidFen: number;
  /** The school's local day, YYYY-MM-DD. */
  today: string;
}

/** Why `action` cannot be done to this bill now (a Chinese message), or null. */
export function billActionIssue(
  action: BillAction,
  bill: Pick<BillRow, 'state' | 'dueOn' | 'overdue'>,
  c: BillActionContext,
): string | null {
  const rule = BILL_ACTIONS[action];
  if (action === 'collect') {
    if (bill.state === 'void') return BillMsg.voided;
    if (bill.state === 'paid') return BillMsg.alreadyPaid;
    if (bill.state !== 'published') return BillMsg.notPublished;
    if (bill.overdue === 2 && isOverdue(bill, c.today)) return BillMsg.overdueClosed;
    return null;
  }
  if (action === 'void' && c.paidFen > 0 && bill.state !== 'void') return BillMsg.voidPaid;
  if (!(rule.from as readonly BillState[]).includes(bill.state)) return `该账单当前为「${BILL_STATES[bill.state]}」，不能${rule.label}`;
  if (action === 'submit' && c.reviewOn === 0) return BillMsg.reviewOff;
  if (action === 'publish' && c.reviewOn === 1) return BillMsg.reviewNeeded;
  return null;
}

/** The actions a bill's row offers (the buttons): those the table allows, review only to who may review. */
export function billActionsOffered(bill: BillRow, c: BillActionContext): BillAction[] {
  return (Object.keys(BILL_ACTIONS) as BillAction[]).filter((a) => billActionIssue(a, bill, c) === null);
}

// ——— Building a bill ———

/** A line as a form or the batch makes it: the item, how many, at what unit price, less what discount. */
export interface LineDraft {
  itemId: string;
  quantity: number;
  unitFen: number;
  discountFen: number;
}

/** The bill's lines from drafts: names and units from the items, amount = quantity × unit price. */
export function billLines(drafts: readonly LineDraft[], items: readonly Pick<FeeItemRow, 'id' | 'name' | 'unit'>[]): BillLine[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  return drafts.map((d) => {
    const item = byId.get(d.itemId);
    return {
      itemId: d.itemId,
      name: item?.name ?? '',
      unit: item?.unit ?? 'once',
      quantity: d.quantity,
      unitFen: d.unitFen,
      amountFen: d.quantity * d.unitFen,
      discountFen: d.discountFen,
    };
  });
}

/** Why a bill's typed lines cannot be saved (an item not the school's, or voided and not already on it), or null. */
export function billLinesIssue(
  drafts: readonly LineDraft[],
  items: readonly Pick<FeeItemRow, 'id' | 'validity'>[],
  current: readonly Pick<BillLine, 'itemId'>[] = [],
): string | null {
  const valid = new Set(items.filter((i) => i.validity === 1).map((i) => i.id));
  const kept = new Set(current.map((l) => l.itemId));
  if (drafts.some((d) => !valid.has(d.itemId) && !kept.has(d.itemId))) return BillMsg.itemMissing;
  if (drafts.some((d) => d.quantity * d.unitFen > MAX_FEN)) return FeeMsg.amountRange;
  if (drafts.some((d) => d.discountFen > d.quantity * d.unitFen)) return BillMsg.discountOver;
  return null;
}

/** What the family and staff rules know of a child (sibling: another child with one of its guardians' phones). */
export interface ChildFacts {
  studentId: string;
  /** Has a brother or sister in the school born before it (the second child gets the sibling discount). */
  youngerSibling: boolean;
  /** One of its guardians is a member of the school's staff. */
  staffChild: boolean;
}

/** Whether a discount applies to this child on this day (its target, its period, valid). */
export function discountFits(d: DiscountRow, child: ChildFacts, day: string): boolean {
  if (d.validity !== 1 || day < d.startsOn || day > d.endsOn) return false;
  switch (d.target) {
    case 'child':
      return d.studentIds.includes(child.studentId);
    case 'sibling':
      return child.youngerSibling;
    case 'staffChild':
      return child.staffChild;
    default:
      return false;
  }
}

/**
 * A child's bill lines for a term from its class's structure: each line at the structure's amount (quantity months
 * for a monthly item, attended days for a per-day one, else 1), then each discount that fits taken off the lines it
 * applies to, one after another, never below zero. Answers the lines and the discounts applied.
 */
export function structureBillLines(
  structure: Pick<FeeStructureRow, 'lines'>,
  items: readonly FeeItemRow[],
  discounts: readonly DiscountRow[],
  child: ChildFacts,
  opts: { day: string; months: number; attendedDays: number },
): { lines: BillLine[]; discountIds: string[] } {
  const byId = new Map(items.map((i) => [i.id, i]));
  const fits = discounts.filter((d) => discountFits(d, child, opts.day));
  const applied = new Set<string>();
  const lines: BillLine[] = [];
  for (const l of structure.lines) {
    const item = byId.get(l.itemId);
    if (!item) continue;
    const unitFen = lineFen(l, item);
    const quantity = item.unit === 'month' ? opts.months : item.unit === 'day' ? opts.attendedDays : 1;
    const amountFen = quantity * unitFen;
    let off = 0;
    for (const d of fits) {
      if (d.itemIds.length > 0 && !d.itemIds.includes(item.id)) continue;
      const take = discountFen(amountFen - off, d);
      if (take > 0) applied.add(d.id);
      off += take;
    }
    lines.push({ itemId: item.id, name: item.name, unit: item.unit, quantity, unitFen, amountFen, discountFen: off });
  }
  return { lines, discountIds: [...applied] };
}

/** Months a term bills for a monthly item: the first term September–January, the second February–July. */
export const TERM_MONTHS: Record<1 | 2, number> = { 1: 5, 2: 5 };

/** A bill's default title: 2026-2027学年第一学期收费. */
export const defaultBillTitle = (schoolYear: string, termType: 1 | 2): string => `${schoolYear}学年${TERM_TYPES[termType]}收费`;

/** The fields of a draft bill after its lines are known (what `bill.save` writes). */
export function draftBill(
  a: {
    id: string;
    schoolId: number;
    studentId: string;
    classId: string;
    schoolYear: string;
    termType: 1 | 2;
    title: string;
    dueOn: string;
    overdue: 1 | 2;
    remark: string;
  },
  studentName: string,
  lines: BillLine[],
  discountIds: string[],
  createdAt: string,
): BillRow {
  return {
    ...a,
    studentName,
    lines,
    discountIds,
    totalFen: billTotalFen(lines),
    state: 'draft',
    read: 4,
    voidReason: '',
    createdAt,
    publishedAt: null,
  };
}

// ——— Inputs ———

const fen = (msg: string = BillMsg.amount) => z.number({ error: msg }).int(msg).min(0, FeeMsg.amountRange).max(MAX_FEN, FeeMsg.amountRange);
const schoolId = idNumber();
const remark = text(200, { maxMsg: BillMsg.remark, multiline: true }).default('');
const termFields = {
  schoolYear: z.string({ error: BillMsg.schoolYear }).refine(isSchoolYear, BillMsg.schoolYear),
  termType: z.union([z.literal(1), z.literal(2)], { error: BillMsg.termType }),
};
const lineInput = z.object({
  itemId: uuid(BillMsg.itemMissing),
  quantity: z.number({ error: BillMsg.quantity }).int(BillMsg.quantity).min(0, BillMsg.quantity).max(366, BillMsg.quantity),
  unitFen: fen(),
  discountFen: fen().default(0),
});

export const billFields = {
  studentId: uuid(BillMsg.student),
  classId: uuid(BillMsg.classRequired),
  ...termFields,
  title: text(50, { required: BillMsg.title, maxMsg: BillMsg.titleLong }),
  lines: z
    .array(lineInput, { error: BillMsg.lines })
    .min(1, BillMsg.lines)
    .max(50, BillMsg.tooManyLines)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, BillMsg.lineRepeated),
  dueOn: isoDate(BillMsg.dueOn),
  overdue: z.union([z.literal(1), z.literal(2)], { error: BillMsg.overdue }).default(1),
  remark,
};
/** A bill's form: the fields a draft is typed with (the args add the id and school). */
export const billFormSchema = z.object(billFields);

export const BILLING = defineArea({
  name: 'bills',
  page: '/YWGL/CWGL/ZDGL',
  scope: 'finance',
  tables: { bills: billRowSchema, payments: paymentRowSchema },
  mutations: {
    /**
     * SPEC saveOrder / updateOrder: adds a draft bill for one child or replaces a draft's fields (only a draft:
     * anything further is the online calls'). Names and units come from the items; amounts are quantity × unit.
     */
    'bill.save': {
      args: z.object({ id: uuid(), schoolId, ...billFields }),
      label: '保存账单',
      permission: BILL_EDIT,
      module: MODULE,
    },
    /**
     * SPEC batchOrder / batchFinance: a draft bill for every child of the class for the term, from the class's
     * valid fee structure with the discounts that fit; a child who already has a bill of that class and term (not
     * voided) gets none, so running it twice makes no second bill. `bills` names the ids the device gave the
     * children it knew (a child only the server knows gets one there).
     */
    'bill.batch': {
      args: z.object({
        schoolId,
        classId: uuid(BillMsg.classRequired),
        ...termFields,
        title: text(50, { required: BillMsg.title, maxMsg: BillMsg.titleLong }),
        // New bills are due today or later (China day): a past date would make every bill overdue at once.
        dueOn: isoDate(BillMsg.dueOn).refine((d) => d >= chinaToday(), BillMsg.dueOnPast),
        overdue: z.union([z.literal(1), z.literal(2)], { error: BillMsg.overdue }).default(1),
        bills: z.array(z.object({ studentId: uuid(BillMsg.student), id: uuid() })).max(500),
      }),
      label: '批量生成账单',
      permission: BILL_EDIT,
      module: MODULE,
    },
  },
});

// ——— Online calls ———

/** releaseOrder, /park/finance/review (submit), /park/charge/review: bills by id. */
export const billIdsSchema = z.object({
  schoolId,
  ids: z.array(uuid(BillMsg.ids), { error: BillMsg.ids }).min(1, BillMsg.ids).max(500),
});
export const billReviewSchema = billIdsSchema.extend({
  approve: z.boolean({ error: '请选择审核结果' }),
  reason: text(200, { maxMsg: BillMsg.voidReasonLong }).default(''),
});
/** toVoid: a reason is required. */
export const billVoidSchema = z.object({
  schoolId,
  id: uuid(BillMsg.missing),
  reason: text(200, { required: BillMsg.voidReason, maxMsg: BillMsg.voidReasonLong }),
});
/** confirmBabyBill: money taken at the desk (cash 5, bank card 3, offline 4), partial or whole. */
export const deskPaySchema = z.object({
  schoolId,
  /** The payment's id, made by the client (a retried request is not a second payment). */
  id: uuid(),
  billId: uuid(BillMsg.missing),
  amountFen: fen().refine((v) => v > 0, BillMsg.amountPositive),
  payType: z.union([z.literal(3), z.literal(4), z.literal(5)], { error: BillMsg.deskPayType }),
  remark,
});
/** scenePay: a QR for what the bill still asks, Alipay 1 or WeChat 2. */
export const scenePaySchema = z.object({
  schoolId,
  billId: uuid(BillMsg.missing),
  payType: z.union([z.literal(1), z.literal(2)], { error: BillMsg.scenePayType }),
});
export const scenePayResultSchema = z.object({
  paymentId: z.uuid(),
  payData: z.string(),
  amountFen: z.number().int(),
  receiptNo: z.string(),
  state: z.enum(['pending', 'paid', 'closed']),
});
export type ScenePayResult = z.infer<typeof scenePayResultSchema>;
export const queryScenePaySchema = z.object({ schoolId: idParam(), paymentId: uuid(BillMsg.paymentMissing) });
export const receiptQuerySchema = z.object({ schoolId: idParam(), paymentId: uuid(BillMsg.paymentMissing) });
export const checkOnReceiptSchema = z.object({
  schoolId,
  receiptNo: text(30, { required: BillMsg.receiptNo, maxMsg: BillMsg.receipt }),
  checkCode: text(16, { required: BillMsg.checkCode, maxMsg: BillMsg.receipt }),
});

/** GET /park/finance/order and its exports: the bills list's filters (the screen's). */
export const billListQuerySchema = z.object({
  schoolId: idParam(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 9999 }).default(10),
  classId: uuid().optional(),
  schoolYear: text(9).optional(),
  termType: intParam({ min: 1, max: 2 }).optional(),
  state: z.enum(['draft', 'review', 'published', 'paid', 'void']).optional(),
  /** SPEC payment: 2 unpaid, 3 paid, 4 overdue. */
  payStatus: intParam({ min: 2, max: 4 }).optional(),
  name: text(30).optional(),
});
export type BillListQuery = z.infer<typeof billListQuerySchema>;
export const billRowQuerySchema = z.object({ schoolId: idParam(), id: uuid() });

/** What a bill's list row shows besides the bill: paid and still open (views of the payments, never stored). */
export interface BillView {
  bill: BillRow;
  paidFen: number;
  openFen: number;
  payStatus: 2 | 3 | 4;
}

/** The receipt number: SJ + the China day + a five-digit number of the school's day (SJ2026112600001). */
export const receiptNoOf = (day: string, n: number): string => `SJ${day.replaceAll('-', '')}${String(n).padStart(5, '0')}`;

/**
 * The provider's trade key of a scene-pay payment (the "orderId" of the payment seam): B + the payment id's hex
 * without its version digit (32 characters, WeChat Pay's limit; orders' numbers start YW).
 */
export const sceneTradeKey = (paymentId: string): string => {
  const hex = paymentId.replaceAll('-', '');
  return `B${hex.slice(0, 12)}${hex.slice(13)}`;
};
/** The payment id of a trade key, or null when the key is not a bill's. */
export function paymentIdOfTrade(key: string): string | null {
  if (!/^B[0-9a-f]{31}$/.test(key)) return null;
  const hex = `${key.slice(1, 13)}7${key.slice(13)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The bills list's filters (the screen's and GET /park/finance/order's, so the export sums what the screen shows). */
export interface BillFilter {
  classId?: string | undefined;
  schoolYear?: string | undefined;
  termType?: number | undefined;
  state?: BillState | undefined;
  payStatus?: number | undefined;
  name?: string | undefined;
}

/**
 * The bills a filter keeps, each with what its paid payments add up to and what it still asks, in the list's order
 * (the latest term first, then the classes in their order, then the child's name). One function for the screen, the list call and the
 * exports: their sums agree to the fen.
 */
export function billViews(
  rows: readonly BillRow[],
  pays: readonly Pick<PaymentRow, 'billId' | 'state' | 'amountFen'>[],
  f: BillFilter,
  today: string,
  /** The classes' order (their sort): the list goes class by class in it. */
  classOrder: ReadonlyMap<string, number> = new Map(),
  /**
   * The school's refund records (contract/finance/refunds.ts): what they paid back or carried out of a bill is no longer paid
   * on it, and a carry-over credited to a bill counts as paid there.
   */
  refunds: readonly RefundAdjustRecord[] = [],
): BillView[] {
  const paid = new Map<string, number>();
  for (const p of pays) if (p.state === 'paid') paid.set(p.billId, (paid.get(p.billId) ?? 0) + p.amountFen);
  const touched = new Set<string>();
  for (const r of refunds) {
    for (const l of r.lines) touched.add(l.billId);
    for (const c of r.carries) touched.add(c.billId);
  }
  for (const billId of touched) paid.set(billId, (paid.get(billId) ?? 0) + refundAdjustFen(refunds, billId));
  const name = f.name?.trim();
  return rows
    .filter(
      (b) =>
        (!f.classId || b.classId === f.classId) &&
        (!f.schoolYear || b.schoolYear === f.schoolYear) &&
        (!f.termType || b.termType === f.termType) &&
        (!f.state || b.state === f.state) &&
        (!name || b.studentName.includes(name) || b.title.includes(name)),
    )
    .map((bill) => {
      const paidFen = paid.get(bill.id) ?? 0;
      // A paid bill asks nothing more, even once part of it was refunded (the child left: the rest is forgiven).
      const openFen = bill.state === 'void' || bill.state === 'paid' ? 0 : Math.max(0, bill.totalFen - paidFen);
      return { bill, paidFen, openFen, payStatus: payStatusOf(bill, today) };
    })
    .filter((v) => !f.payStatus || (v.payStatus === f.payStatus && v.bill.state !== 'void'))
    .sort(
      (a, b) =>
        b.bill.schoolYear.localeCompare(a.bill.schoolYear) ||
        b.bill.termType - a.bill.termType ||
        (classOrder.get(a.bill.classId) ?? 9999) - (classOrder.get(b.bill.classId) ?? 9999) ||
        a.bill.classId.localeCompare(b.bill.classId) ||
        a.bill.studentName.localeCompare(b.bill.studentName, 'zh-CN') ||
        a.bill.id.localeCompare(b.bill.id),
    );
}

/** The sums of a list: 应收, 已收, 未收 (voided bills ask nothing). */
export function billSums(views: readonly BillView[]): { totalFen: number; paidFen: number; openFen: number } {
  let totalFen = 0;
  let paidFen = 0;
  let openFen = 0;
  for (const v of views) {
    if (v.bill.state !== 'void') totalFen += v.bill.totalFen;
    paidFen += v.paidFen;
    openFen += v.openFen;
  }
  return { totalFen, paidFen, openFen };
}

/**
 * The family and staff facts of some children (contract `discountFits`), from the school's enrolled children's
 * guardians: two children who share a guardian's phone are siblings, and the younger (born later; the same day: the
 * greater id) gets the sibling discount; a child with a guardian whose phone is a serving staff member's is a staff
 * child. The server and the device's mutator decide alike.
 */
export function familyFacts(
  studentIds: readonly string[],
  guardianPhones: readonly { studentId: string; phone: string; birthday: string }[],
  staffPhones: ReadonlySet<string>,
): Map<string, ChildFacts> {
  const out = new Map<string, ChildFacts>(studentIds.map((id) => [id, { studentId: id, youngerSibling: false, staffChild: false }]));
  const byPhone = new Map<string, { studentId: string; birthday: string }[]>();
  for (const g of guardianPhones) {
    if (!g.phone) continue;
    const list = byPhone.get(g.phone) ?? [];
    if (!list.some((c) => c.studentId === g.studentId)) list.push({ studentId: g.studentId, birthday: g.birthday });
    byPhone.set(g.phone, list);
  }
  for (const g of guardianPhones) {
    const facts = out.get(g.studentId);
    if (!facts || !g.phone) continue;
    if (staffPhones.has(g.phone)) facts.staffChild = true;
    const older = (byPhone.get(g.phone) ?? []).some(
      (c) => c.studentId !== g.studentId && (c.birthday < g.birthday || (c.birthday === g.birthday && c.studentId < g.studentId)),
    );
    if (older) facts.youngerSibling = true;
  }
  return out;
}

/**
 * The days a batch bills by: attendance counts from the term's first day up to today (or the term's last day, once
 * it is over), and a discount's period is judged on that last day (the term's first day, before it begins).
 */
export function billingDays(today: string, schoolYear: string, termType: 1 | 2): { from: string; until: string; discountDay: string } {
  const term = defaultTermDates(schoolYear, termType);
  const until = [today, term.endsOn].sort()[0] ?? term.endsOn;
  return { from: term.startsOn, until, discountDay: today > term.startsOn ? until : term.startsOn };
}
