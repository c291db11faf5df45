import {
  REFUND_EDIT,
  REFUND_REVIEW,
  REFUND_STATES,
  REFUND_WAYS,
  RefundMsg,
  type RefundRecordRow,
  type RefundState,
  type RefundWay,
} from './refund-rows';

/** The refund record's transition table (the area: contract/finance/refunds.ts). */

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
