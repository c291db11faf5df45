import { z } from '../zod-locale';
import { FeeMsg } from './fees';

/** Refunds' codes, messages and replicated rows (the area: contract/finance/refunds.ts). */

/** Reading the page (退费管理). */
export const REFUND_PAGE = '/YWGL/CWGL/TFGL';
/** Items, groups, records: drafting, submitting, paying out, carrying over, voiding. */
export const REFUND_EDIT = '/YWGL/CWGL/TFGL:edit';
/** Approving or rejecting a submitted record. */
export const REFUND_REVIEW = '/YWGL/CWGL/TFGL:review';
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
