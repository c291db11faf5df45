import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, id as idNumber, intParam, isoDate, text, uuid } from '../fields';
import { FeeMsg, MAX_FEN } from './fees';
import { type BillLine, type BillRow, type PaymentRow, refundAdjustFen, refundMovementLines } from './bill-rows';

/** Defined beside the bills' money (contract/finance/bill-rows.ts), which counts them; part of this area's rules. */
export { refundAdjustFen, refundMovementLines };

/**
 * Refunds and carry-overs (退费管理, /YWGL/CWGL/TFGL; finance part two item 1 and item 5's refund part; SPEC §4 refund
 * codes, §7 /park/finance refundItem, refundItemList, oneRefundItem, refundGroup, refundRecord (save, sendToApprove,
 * batchCheck, batchSave), /park/charge/queryRefundByStu, refundRecord/createRefountRecordOnRevenueOrder).
 *
 * - A **refund item** (退费项目) names a fee item and how it refunds: by unused day at a daily fen, by unused month at
 *   a monthly fen, or whole (what was paid on the line).
 * - A **refund group** (退费组) is a set of refund items for some classes: which items a child of those classes gets
 *   back when leaving.
 * - A **refund record** (退费记录) is one child's refund: lines (a paid bill's line by bill and item, and fen), reason,
 *   way, state, audit, remark; the money moved so far (refunded, carried), where a carry-over landed, and the
 *   provider's refund id and answer for the original route.
 *
 * Items, groups and a record's draft replicate in the `finance` scope and are drafted offline (sync mutations);
 * everything after the draft — submitting, reviewing, paying out, carrying over, voiding — is an online call.
 * `REFUND_ACTIONS` is THE transition table: the server refuses by it, the buttons are offered by it, the tests walk it.
 */

/** Reading the page (退费管理). */
export const REFUND_PAGE = '/YWGL/CWGL/TFGL';
/** Items, groups, records: drafting, submitting, paying out, carrying over, voiding. */
export const REFUND_EDIT = '/YWGL/CWGL/TFGL:edit';
/** Approving or rejecting a submitted record. */
export const REFUND_REVIEW = '/YWGL/CWGL/TFGL:review';
const MODULE = '退费管理';

// ——— SPEC §4 codes ———

/** Refund status (SPEC §4). */
export const REFUND_STATES = {
  0: '待提交',
  1: '待退费',
  2: '已退费',
  3: '待结转',
  4: '已结转',
  5: '已作废',
  6: '审核驳回',
  7: '部分结转',
  8: '审核中',
  20: '退款中',
  21: '退款失败',
} as const;
export type RefundState = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 20 | 21;
export const REFUND_STATE_KEYS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 20, 21] as const satisfies readonly RefundState[];
/** Refund ways (SPEC §4). */
export const REFUND_WAYS = { 1: '线下现金', 2: '结转下学期', 3: '转账', 4: '原路退回' } as const;
export type RefundWay = 1 | 2 | 3 | 4;
/** Refund reasons (SPEC §4). */
export const REFUND_REASONS = { 1: '请假', 2: '毕业', 3: '退学', 0: '其他' } as const;
export type RefundReason = 0 | 1 | 2 | 3;
/** Audit (SPEC §4): 0 unreviewed, 1 reviewing, -1 finished. */
export const REFUND_AUDITS = { 0: '未审核', 1: '审核中', [-1]: '审核完成' } as const;
export type RefundAudit = 0 | 1 | -1;
/** How a refund item values a line: per unused day, per unused month, or the whole paid amount. */
export const REFUND_MODES = { day: '按未用天数', month: '按未用月数', whole: '全额退' } as const;
export type RefundMode = keyof typeof REFUND_MODES;
/** The ledger pay type a way pays out by (original route: the payment's own, 1 or 2). */
export const REFUND_WAY_PAY_TYPE = { 1: 5, 3: 3 } as const;

export const RefundMsg = {
  name: '请输入名称',
  nameLong: '名称最多30个字',
  nameTaken: '名称已存在',
  feeItem: '请选择收费项目',
  feeItemMissing: FeeMsg.itemMissing,
  mode: '请选择退费方式',
  unitFen: '请输入正确的金额（最多两位小数）',
  unitPositive: '单价应大于0',
  items: '请选择退费项目',
  itemMissing: '退费项目不存在或已作废',
  classes: '请选择班级',
  classMissing: '班级不存在',
  remark: '备注最多200个字',
  voided: '已作废的数据不能修改',
  alreadyVoided: '该数据已作废',
  missing: '数据不存在或已被删除',
  student: '请选择幼儿',
  studentMissing: '幼儿不存在',
  reason: '请选择退费原因',
  way: '请选择退费方式',
  lines: '请至少添加一条退费明细',
  tooManyLines: '退费明细最多50条',
  lineRepeated: '同一账单的收费项目不能重复添加',
  lineMissing: '账单或收费项目不存在',
  notPaidBill: '只能对已缴费的账单退费',
  amount: '请输入正确的金额（最多两位小数）',
  amountPositive: '退费金额应大于0',
  overRefund: '退费金额不能超过已缴金额',
  oneChild: '退费明细须为同一幼儿的账单',
  ids: '请选择退费记录',
  rejectReason: '请输入驳回原因',
  rejectReasonLong: '驳回原因最多200个字',
  result: '请选择审核结果',
  noOnlinePayment: '该账单没有可原路退回的在线支付，请选择其他退费方式',
  providerDown: '支付服务暂时不可用，请稍后重试',
  providerNoRefund: '在线退款暂未开通，请选择其他退费方式',
  noNextBill: '下学期账单尚未生成，结转金额将在生成账单时自动抵扣',
  leaveOn: '请选择离园日期',
  wayUnchanged: '请选择其他退费方式',
  billMissing: '账单不存在或已被删除',
  voidReason: '请输入作废原因',
  refundWay: '请选择现金或转账退还',
  ownRecord: '不能审核自己申请的退费',
} as const;

// ——— Rows ———

export const refundItemRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** The fee item whose paid bill lines it refunds. */
  feeItemId: z.uuid(),
  mode: z.enum(['day', 'month', 'whole']),
  /** Fen per unused day (`day`) or month (`month`); 0 for `whole`. */
  unitFen: z.number().int(),
  validity: z.union([z.literal(1), z.literal(2)]),
  remark: z.string(),
});
export type RefundItemRow = z.infer<typeof refundItemRowSchema>;

export const refundGroupRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  itemIds: z.array(z.uuid()),
  classIds: z.array(z.uuid()),
  validity: z.union([z.literal(1), z.literal(2)]),
  remark: z.string(),
});
export type RefundGroupRow = z.infer<typeof refundGroupRowSchema>;

/** One line of a refund: a paid bill's line (bill + fee item: a bill has an item once) and what it gives back. */
export const refundLineSchema = z.object({
  billId: z.uuid(),
  itemId: z.uuid(),
  /** The bill line's name (the fee item's when billed). */
  name: z.string(),
  /** The refund item it was proposed by, if any. */
  refundItemId: z.uuid().nullable(),
  amountFen: z.number().int(),
});
export type RefundLine = z.infer<typeof refundLineSchema>;

/** Where a carry-over landed: the next-term bill credited and how much (a record may credit more than one). */
export const refundCarrySchema = z.object({ billId: z.uuid(), amountFen: z.number().int(), at: z.string() });
export type RefundCarry = z.infer<typeof refundCarrySchema>;

export const refundRecordRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  studentName: z.string(),
  classId: z.uuid(),
  reason: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  way: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  state: z.union([
    z.literal(0),
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(6),
    z.literal(7),
    z.literal(8),
    z.literal(20),
    z.literal(21),
  ]),
  audit: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
  /** The day the child left (or leave began), the proposal's basis; null when typed by hand. */
  leaveOn: z.string().nullable(),
  lines: z.array(refundLineSchema),
  /** Σ lines: what the record gives back in all. */
  amountFen: z.number().int(),
  /** Paid back to the family so far (cash, transfer, original route). */
  refundedFen: z.number().int(),
  /** Carried to next-term bills so far (Σ carries). */
  carriedFen: z.number().int(),
  carries: z.array(refundCarrySchema),
  /** Original route: the payment refunded through the provider, its refund id and the provider's last answer. */
  paymentId: z.uuid().nullable(),
  providerRefundId: z.string().nullable(),
  providerAnswer: z.string(),
  remark: z.string(),
  rejectReason: z.string(),
  voidReason: z.string(),
  /** Who saved it last (null on the device until the server's row comes back), and when things happened (ISO). */
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type RefundRecordRow = z.infer<typeof refundRecordRowSchema>;

// ——— The transition table ———

export type RefundAction =
  | 'save'
  | 'submit'
  | 'approve'
  | 'reject'
  | 'void'
  | 'confirm'
  | 'refundOnline'
  | 'queryOnline'
  | 'changeWay'
  | 'carry'
  | 'refundRest';

interface RefundActionRule {
  label: string;
  from: readonly RefundState[];
  /** The states it may lead to (a provider's answer or how much fits decides among several). */
  to: readonly RefundState[];
  right: typeof REFUND_EDIT | typeof REFUND_REVIEW;
  /** Offline: a sync mutation (drafted on the device); online: a call the server answers. */
  online: boolean;
  /** Only for these ways (undefined: any). */
  ways?: readonly RefundWay[];
}

/**
 * Every move a refund record can make. `save` is the offline draft (a new record, or editing a draft or a rejected
 * one, which goes back to 待提交). Approval sends a carry-over to 待结转 and anything else to 待退费. Cash and
 * transfer are confirmed by the operator (已退费); the original route asks the provider (退款中, then 已退费 or 退款失败
 * by its answer, a notice or the active query `queryOnline`); a failed one is retried (`refundOnline`) or given
 * another way (`changeWay`, also before the money moved). A carry-over credits the child's next-term bill: all of it
 * (已结转) or what that bill still asks (部分结转), the rest carried later or paid back (`refundRest`, 已结转). Voiding
 * is only before money moves.
 */
export const REFUND_ACTIONS = {
  save: { label: '保存', from: [0, 6], to: [0], right: REFUND_EDIT, online: false },
  submit: { label: '提交审核', from: [0, 6], to: [8], right: REFUND_EDIT, online: true },
  approve: { label: '审核通过', from: [8], to: [1, 3], right: REFUND_REVIEW, online: true },
  reject: { label: '审核驳回', from: [8], to: [6], right: REFUND_REVIEW, online: true },
  void: { label: '作废', from: [0, 1, 3, 6, 21], to: [5], right: REFUND_EDIT, online: true },
  confirm: { label: '确认退费', from: [1], to: [2], right: REFUND_EDIT, online: true, ways: [1, 3] },
  refundOnline: { label: '原路退回', from: [1, 21], to: [20, 2, 21], right: REFUND_EDIT, online: true, ways: [4] },
  queryOnline: { label: '查询退款', from: [20], to: [20, 2, 21], right: REFUND_EDIT, online: true, ways: [4] },
  changeWay: { label: '变更退费方式', from: [1, 3, 21], to: [1, 3], right: REFUND_EDIT, online: true },
  carry: { label: '结转', from: [3, 7], to: [4, 7], right: REFUND_EDIT, online: true, ways: [2] },
  refundRest: { label: '退还剩余', from: [7], to: [4], right: REFUND_EDIT, online: true, ways: [2] },
} as const satisfies Record<RefundAction, RefundActionRule>;
export const REFUND_ACTION_KEYS = Object.keys(REFUND_ACTIONS) as RefundAction[];

/** The state approval leads to: a carry-over waits for the next bill, anything else for the money to go out. */
export const approvedState = (way: RefundWay): RefundState => (way === 2 ? 3 : 1);
/** The state a new way leads to (changeWay): 待结转 for a carry-over, else 待退费. */
export const stateOfWay = approvedState;

/**
 * Why `action` cannot be done to this record now (a Chinese message), or null. `rights` are what the member holds
 * of REFUND_EDIT / REFUND_REVIEW (the server checks the route's right before; the buttons hide by this). `me`, the
 * member acting: nobody reviews a refund they applied for (the 申请人, `operatorId`: who saved or submitted it last),
 * as nobody reviews their own entry in 记账管理.
 */
export function refundActionIssue(
  action: RefundAction,
  record: (Pick<RefundRecordRow, 'state' | 'way'> & Partial<Pick<RefundRecordRow, 'operatorId'>>) | undefined,
  has: (right: string) => boolean = () => true,
  me?: number,
): string | null {
  const rule: RefundActionRule = REFUND_ACTIONS[action];
  if (!record) return action === 'save' ? (has(rule.right) ? null : '您没有该操作的权限，请联系园长开通') : RefundMsg.missing;
  if (!has(rule.right)) return '您没有该操作的权限，请联系园长开通';
  if (!rule.from.includes(record.state)) return `该退费记录当前为「${REFUND_STATES[record.state]}」，不能${rule.label}`;
  if (rule.ways && !rule.ways.includes(record.way)) return `退费方式为「${REFUND_WAYS[record.way]}」，不能${rule.label}`;
  if (rule.right === REFUND_REVIEW && me !== undefined && record.operatorId === me) return RefundMsg.ownRecord;
  return null;
}

/** The actions a record's row offers (the buttons): those the table allows the member. */
export function refundActionsOffered(record: Pick<RefundRecordRow, 'state' | 'way'>, has: (right: string) => boolean): RefundAction[] {
  return REFUND_ACTION_KEYS.filter((a) => a !== 'save' && refundActionIssue(a, record, has) === null);
}

// ——— Money rules shared by the server and the device ———

/** What is still to move out of a record: the lines less what was refunded and carried. */
export const refundLeftFen = (r: Pick<RefundRecordRow, 'amountFen' | 'refundedFen' | 'carriedFen'>): number =>
  r.amountFen - r.refundedFen - r.carriedFen;

/** Line key: a bill line is its bill and fee item. */
export const refundLineKey = (billId: string, itemId: string): string => `${billId}:${itemId}`;

/**
 * What each paid bill line may still give back: paid on it, less what other records (not voided) already give
 * back or hold from it. `paidPerLine` is by `refundLineKey` (the server reads it from the ledger; the device from
 * `paidPerBillLine`).
 */
export function refundableByLine(
  paidPerLine: ReadonlyMap<string, number>,
  records: readonly Pick<RefundRecordRow, 'id' | 'state' | 'lines'>[],
  exceptId?: string,
): Map<string, number> {
  const out = new Map(paidPerLine);
  for (const r of records) {
    if (r.id === exceptId || r.state === 5) continue;
    for (const l of r.lines) {
      const k = refundLineKey(l.billId, l.itemId);
      out.set(k, (out.get(k) ?? 0) - l.amountFen);
    }
  }
  return out;
}

/** Why these lines cannot be refunded (more than was paid and not yet given back), or null. */
export function refundLinesIssue(
  lines: readonly Pick<RefundLine, 'billId' | 'itemId' | 'amountFen'>[],
  refundable: ReadonlyMap<string, number>,
): string | null {
  const want = new Map<string, number>();
  for (const l of lines) {
    const k = refundLineKey(l.billId, l.itemId);
    if (want.has(k)) return RefundMsg.lineRepeated;
    want.set(k, l.amountFen);
  }
  for (const [k, fen] of want) if (fen > (refundable.get(k) ?? 0)) return RefundMsg.overRefund;
  return null;
}

/**
 * What a bill's paid payments put on each of its lines (by `refundLineKey`): each payment allocated over the lines in
 * the order they were paid, as collection did (the device's view of the server's ledger).
 */
export function paidPerBillLine(
  bill: Pick<BillRow, 'id' | 'lines'>,
  payments: readonly Pick<PaymentRow, 'billId' | 'state' | 'amountFen' | 'paidAt'>[],
  /** Carry-overs credited to the bill (records' `carries`): they cover lines as a payment does, in time order. */
  credits: readonly Pick<RefundCarry, 'billId' | 'amountFen' | 'at'>[] = [],
): Map<string, number> {
  const done = bill.lines.map(() => 0);
  const paid = [
    ...payments.filter((p) => p.billId === bill.id && p.state === 'paid').map((p) => ({ amountFen: p.amountFen, at: p.paidAt ?? '' })),
    ...credits.filter((c) => c.billId === bill.id).map((c) => ({ amountFen: c.amountFen, at: c.at })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  for (const p of paid) {
    let left = p.amountFen;
    bill.lines.forEach((l, i) => {
      const take = Math.max(0, Math.min(l.amountFen - l.discountFen - (done[i] ?? 0), left));
      done[i] = (done[i] ?? 0) + take;
      left -= take;
    });
  }
  return new Map(bill.lines.map((l, i) => [refundLineKey(bill.id, l.itemId), done[i] ?? 0]));
}

/** Facts a proposal needs about the term a bill line belongs to. */
export interface RefundTermFacts {
  /** School days (Monday–Friday) of the term. */
  termDays: number;
  /** Days the child attended (入园) in the term up to the day it left. */
  attendedDays: number;
  /** Whole months of the term after the month it left. */
  monthsLeft: number;
}

/**
 * What a paid line is worth back under a refund item: unused days × the daily fen, unused months × the monthly fen,
 * or the whole; never more than `refundable` (what was paid on it and not yet given back).
 */
export function proposeRefundFen(item: Pick<RefundItemRow, 'mode' | 'unitFen'>, refundable: number, t: RefundTermFacts): number {
  const worth =
    item.mode === 'whole'
      ? refundable
      : item.mode === 'day'
        ? Math.max(0, t.termDays - t.attendedDays) * item.unitFen
        : Math.max(0, t.monthsLeft) * item.unitFen;
  return Math.max(0, Math.min(worth, refundable));
}

/** Weekdays in [from, to] (inclusive, 'YYYY-MM-DD'). */
export function weekdaysBetween(from: string, to: string): number {
  if (from > to) return 0;
  let n = 0;
  const d = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`).getTime();
  while (d.getTime() <= end) {
    const w = d.getUTCDay();
    if (w !== 0 && w !== 6) n++;
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return n;
}

/** Whole months after the month of `day` up to the month of `endsOn` (leaving in October of a term ending in January: 3). */
export function monthsAfter(day: string, endsOn: string): number {
  const m = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7)) - 1;
  return Math.max(0, m(endsOn) - m(day));
}

/** The lines of a bill a refund may draw on: a paid bill's. */
export const refundableBill = (bill: Pick<BillRow, 'state'>): boolean => bill.state === 'paid';

/** The record's fields after a draft save (what `refundRecord.save` writes over the current row or a new one). */
export function draftRefundRecord(
  a: RefundRecordSave,
  student: { name: string; classId: string },
  current: RefundRecordRow | undefined,
  by: { id: number | null; name: string },
  now: string,
): RefundRecordRow {
  return {
    id: a.id,
    schoolId: a.schoolId,
    studentId: a.studentId,
    studentName: student.name,
    classId: student.classId,
    reason: a.reason,
    way: a.way,
    state: 0,
    audit: 0,
    leaveOn: a.leaveOn ?? null,
    lines: a.lines,
    amountFen: a.lines.reduce((s, l) => s + l.amountFen, 0),
    refundedFen: 0,
    carriedFen: 0,
    carries: [],
    paymentId: null,
    providerRefundId: null,
    providerAnswer: '',
    remark: a.remark,
    rejectReason: current?.rejectReason ?? '',
    voidReason: '',
    operatorId: by.id,
    operatorName: by.name,
    reviewerName: current?.reviewerName ?? '',
    createdAt: current?.createdAt ?? now,
    reviewedAt: current?.reviewedAt ?? null,
    doneAt: null,
  };
}

/**
 * The original route's payment: the record's lines must all be on one bill, and that bill must have a paid Alipay or
 * WeChat payment (payType 1 or 2) with enough left after the refunds other records (not voided) take back through
 * it. The first such payment in the order paid, or null (`RefundMsg.noOnlinePayment`).
 */
export function originalRoutePayment<P extends Pick<PaymentRow, 'id' | 'billId' | 'state' | 'amountFen' | 'payType' | 'paidAt'>>(
  record: Pick<RefundRecordRow, 'id' | 'lines' | 'amountFen'>,
  payments: readonly P[],
  records: readonly Pick<RefundRecordRow, 'id' | 'state' | 'way' | 'paymentId' | 'amountFen'>[],
): P | null {
  const bills = new Set(record.lines.map((l) => l.billId));
  if (bills.size !== 1) return null;
  const [billId] = bills;
  const taken = new Map<string, number>();
  for (const r of records) {
    if (r.id === record.id || r.state === 5 || r.way !== 4 || !r.paymentId) continue;
    taken.set(r.paymentId, (taken.get(r.paymentId) ?? 0) + r.amountFen);
  }
  const candidates = payments
    .filter((p) => p.billId === billId && p.state === 'paid' && (p.payType === 1 || p.payType === 2))
    .sort((a, b) => (a.paidAt ?? '').localeCompare(b.paidAt ?? ''));
  return candidates.find((p) => p.amountFen - (taken.get(p.id) ?? 0) >= record.amountFen) ?? null;
}

/** Why a refund item cannot be saved: a voided one is never edited, a name once among the valid, a valid fee item. */
export function refundItemIssue(
  items: readonly Pick<RefundItemRow, 'id' | 'name' | 'validity'>[],
  feeItems: readonly { id: string; validity: number }[],
  item: Pick<RefundItemRow, 'id' | 'name' | 'feeItemId'>,
): string | null {
  const current = items.find((i) => i.id === item.id);
  if (current?.validity === 2) return RefundMsg.voided;
  if (items.some((i) => i.id !== item.id && i.validity === 1 && i.name === item.name)) return RefundMsg.nameTaken;
  if (!feeItems.some((f) => f.id === item.feeItemId && f.validity === 1)) return RefundMsg.feeItemMissing;
  return null;
}

/** Why a refund group cannot be saved: not voided, a unique name, valid refund items, the school's classes. */
export function refundGroupIssue(
  groups: readonly Pick<RefundGroupRow, 'id' | 'name' | 'validity'>[],
  items: readonly Pick<RefundItemRow, 'id' | 'validity'>[],
  classIds: ReadonlySet<string>,
  group: Pick<RefundGroupRow, 'id' | 'name' | 'itemIds' | 'classIds'>,
): string | null {
  const current = groups.find((g) => g.id === group.id);
  if (current?.validity === 2) return RefundMsg.voided;
  if (groups.some((g) => g.id !== group.id && g.validity === 1 && g.name === group.name)) return RefundMsg.nameTaken;
  const valid = new Set(items.filter((i) => i.validity === 1).map((i) => i.id));
  if (group.itemIds.some((id) => !valid.has(id))) return RefundMsg.itemMissing;
  if (group.classIds.some((id) => !classIds.has(id))) return RefundMsg.classMissing;
  return null;
}

/**
 * Why a draft record cannot be saved (besides the transition table's `save`): every line a paid bill of this child
 * with that item, at most what the line may still give back (`refundLinesIssue`).
 */
export function refundRecordLinesIssue(
  studentId: string,
  lines: readonly Pick<RefundLine, 'billId' | 'itemId' | 'amountFen'>[],
  bills: readonly Pick<BillRow, 'id' | 'studentId' | 'state' | 'lines'>[],
  refundable: ReadonlyMap<string, number>,
): string | null {
  const byId = new Map(bills.map((b) => [b.id, b]));
  for (const l of lines) {
    const bill = byId.get(l.billId);
    if (!bill || !billLineOf(bill, l.itemId)) return RefundMsg.lineMissing;
    if (bill.studentId !== studentId) return RefundMsg.oneChild;
    if (!refundableBill(bill)) return RefundMsg.notPaidBill;
  }
  return refundLinesIssue(lines, refundable);
}

/** The bill line a refund line names, if the bill has it. */
export const billLineOf = (bill: Pick<BillRow, 'lines'>, itemId: string): BillLine | undefined =>
  bill.lines.find((l) => l.itemId === itemId);

// ——— Inputs ———

const schoolId = idNumber();
const remark = text(200, { maxMsg: RefundMsg.remark, multiline: true }).default('');
const fen = z.number({ error: RefundMsg.amount }).int(RefundMsg.amount).min(0, FeeMsg.amountRange).max(MAX_FEN, FeeMsg.amountRange);
const name = text(30, { required: RefundMsg.name, maxMsg: RefundMsg.nameLong });

export const refundItemFields = {
  name,
  feeItemId: uuid(RefundMsg.feeItem),
  mode: z.enum(['day', 'month', 'whole'], { error: RefundMsg.mode }),
  unitFen: fen.default(0),
  remark,
};
function unitRefine(v: { mode: RefundMode; unitFen: number }, ctx: z.RefinementCtx): void {
  if (v.mode !== 'whole' && v.unitFen <= 0) ctx.addIssue({ code: 'custom', message: RefundMsg.unitPositive, path: ['unitFen'] });
}
export const refundItemFormSchema = z.object(refundItemFields).superRefine(unitRefine);

export const refundGroupFields = {
  name,
  itemIds: z.array(uuid(RefundMsg.itemMissing), { error: RefundMsg.items }).min(1, RefundMsg.items).max(50),
  classIds: z.array(uuid(RefundMsg.classMissing), { error: RefundMsg.classes }).min(1, RefundMsg.classes).max(100),
  remark,
};
export const refundGroupFormSchema = z.object(refundGroupFields);

const lineInput = z.object({
  billId: uuid(RefundMsg.lineMissing),
  itemId: uuid(RefundMsg.lineMissing),
  name: text(50).default(''),
  refundItemId: uuid().nullable().default(null),
  amountFen: fen.refine((v) => v > 0, RefundMsg.amountPositive),
});

export const refundRecordFields = {
  studentId: uuid(RefundMsg.student),
  reason: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: RefundMsg.reason }),
  way: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: RefundMsg.way }),
  leaveOn: isoDate(RefundMsg.leaveOn).nullable().default(null),
  lines: z
    .array(lineInput, { error: RefundMsg.lines })
    .min(1, RefundMsg.lines)
    .max(50, RefundMsg.tooManyLines)
    .refine((ls) => new Set(ls.map((l) => refundLineKey(l.billId, l.itemId))).size === ls.length, RefundMsg.lineRepeated),
  remark,
};
export const refundRecordFormSchema = z.object(refundRecordFields);
const refundRecordSaveSchema = z.object({ id: uuid(), schoolId, ...refundRecordFields });
export type RefundRecordSave = z.infer<typeof refundRecordSaveSchema>;

export const REFUNDS = defineArea({
  name: 'refunds',
  scope: 'finance',
  tables: { refundItems: refundItemRowSchema, refundGroups: refundGroupRowSchema, refundRecords: refundRecordRowSchema },
  mutations: {
    /** SPEC refundItem (save): adds or replaces a refund item (a valid one; the name unique among valid items). */
    'refundItem.save': {
      args: z.object({ id: uuid(), schoolId, ...refundItemFields }).superRefine(unitRefine),
      label: '保存退费项目',
      permission: REFUND_EDIT,
      module: MODULE,
    },
    'refundItem.void': { args: z.object({ id: uuid(), schoolId }), label: '作废退费项目', permission: REFUND_EDIT, module: MODULE },
    /** SPEC refundGroup (save): adds or replaces a refund group. */
    'refundGroup.save': {
      args: z.object({ id: uuid(), schoolId, ...refundGroupFields }),
      label: '保存退费组',
      permission: REFUND_EDIT,
      module: MODULE,
    },
    'refundGroup.void': { args: z.object({ id: uuid(), schoolId }), label: '作废退费组', permission: REFUND_EDIT, module: MODULE },
    /**
     * SPEC refundRecord/save: a draft refund for one child (new, or a draft or rejected one edited: back to 待提交).
     * Lines only from the child's paid bills, each at most what was paid on it and not yet given back.
     */
    'refundRecord.save': { args: refundRecordSaveSchema, label: '保存退费记录', permission: REFUND_EDIT, module: MODULE },
  },
  indexes: {
    refundRecords: 'studentId',
  },
});

// ——— Online calls ———

export const refundIdsSchema = z.object({
  schoolId,
  ids: z.array(uuid(RefundMsg.ids), { error: RefundMsg.ids }).min(1, RefundMsg.ids).max(500),
});
/** batchCheck: approve or reject (with a reason) several records, all or none. */
export const refundCheckSchema = refundIdsSchema
  .extend({
    approve: z.boolean({ error: RefundMsg.result }),
    reason: text(200, { maxMsg: RefundMsg.rejectReasonLong, multiline: true }).default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.approve && v.reason === '') ctx.addIssue({ code: 'custom', message: RefundMsg.rejectReason, path: ['reason'] });
  });
/** One record's move: void (with a reason), confirm, refundOnline, queryOnline, carry, refundRest (way 1 or 3). */
export const refundMoveSchema = z.object({
  schoolId,
  id: uuid(RefundMsg.missing),
  action: z.enum(['void', 'confirm', 'refundOnline', 'queryOnline', 'carry', 'refundRest', 'changeWay'], { error: RefundMsg.ids }),
  /** changeWay: the new way; refundRest: 1 cash or 3 transfer. */
  way: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  reason: text(200, { maxMsg: RefundMsg.remark, multiline: true }).default(''),
});
export type RefundMoveInput = z.infer<typeof refundMoveSchema>;
/** batchSave: several drafts at once (a class leaving), all or none. */
export const refundBatchSaveSchema = z.object({
  schoolId,
  records: z
    .array(refundRecordSaveSchema.omit({ schoolId: true }))
    .min(1, RefundMsg.ids)
    .max(200),
});
/** queryRefundByStu: what a child's paid bills would give back if it left on `leaveOn`. */
export const refundByStuQuerySchema = z.object({
  schoolId: idParam(),
  studentId: uuid(RefundMsg.student),
  leaveOn: isoDate(RefundMsg.leaveOn),
});
/** createRefountRecordOnRevenueOrder: a draft from one paid bill (its lines' refundable amounts, or the typed ones). */
export const refundOnBillSchema = z.object({
  schoolId,
  id: uuid(),
  billId: uuid(RefundMsg.billMissing),
  reason: refundRecordFields.reason,
  way: refundRecordFields.way,
  remark,
});
export const refundListQuerySchema = z.object({
  schoolId: idParam(),
  pageNum: intParam({ min: 1 }).default(1),
  pageSize: intParam({ min: 1, max: 9999 }).default(10),
  name: text(30).optional(),
  state: intParam({ min: 0, max: 21 }).optional(),
  way: intParam({ min: 1, max: 4 }).optional(),
  classId: uuid().optional(),
  validity: intParam({ min: 1, max: 2 }).optional(),
});
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;
export const refundRowQuerySchema = z.object({ schoolId: idParam(), id: uuid() });
/** A proposal line (queryRefundByStu): the refund line with what the bill line was paid and may still give back. */
export const refundProposalLineSchema = refundLineSchema.extend({
  paidFen: z.number().int(),
  refundableFen: z.number().int(),
  title: z.string(),
});
export type RefundProposalLine = z.infer<typeof refundProposalLineSchema>;
