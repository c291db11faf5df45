import { BILL_STATES, type BillRow, type BillState, isOverdue } from './bill-rows';
import { FeeMsg } from './fees';

/** Bills' permissions, messages and the transition table (the area: contract/finance/bills.ts). */

/** Reading the bills page (账单管理). */
export const BILL_PAGE = '/YWGL/CWGL/ZDGL';
/** Making and editing drafts, publishing, voiding, taking money (财务, 园长). */
export const BILL_EDIT = '/YWGL/CWGL/ZDGL:edit';
/** Approving or rejecting bills in review (when the school's reviewOn is 1). */
export const BILL_REVIEW = '/YWGL/CWGL/ZDGL:review';

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
