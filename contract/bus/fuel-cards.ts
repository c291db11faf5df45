import type { Permission } from '../permissions';

/**
 * Fuel cards (油卡, SPEC §4): a card is applied for a car, approved or rejected with a reason, allocated (its card
 * number), and cancelled. One table of the allowed moves, with the permission each needs: the server's services,
 * the client mutators, the buttons and the tests all read it.
 */
export const FUEL_CARD_STATES = {
  applied: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  allocated: '已分配',
  cancelled: '已注销',
} as const;
export type FuelCardState = keyof typeof FUEL_CARD_STATES;

const PAGE = '/HQGL/ZHXC/XCJBSZ';
export const FUEL_CARD_TRANSITIONS = {
  'fuelCard.approve': { from: ['applied'], to: 'approved', label: '通过', permission: `${PAGE}:auditCard` },
  'fuelCard.reject': { from: ['applied'], to: 'rejected', label: '驳回', permission: `${PAGE}:auditCard` },
  'fuelCard.allocate': { from: ['approved'], to: 'allocated', label: '分配', permission: `${PAGE}:edit` },
  'fuelCard.cancel': { from: ['allocated'], to: 'cancelled', label: '注销', permission: `${PAGE}:edit` },
} as const satisfies Record<string, { from: readonly FuelCardState[]; to: FuelCardState; label: string; permission: Permission }>;
export type FuelCardMove = keyof typeof FUEL_CARD_TRANSITIONS;
export const FUEL_CARD_MOVES = Object.keys(FUEL_CARD_TRANSITIONS) as FuelCardMove[];

export const FuelCardMsg = {
  car: '请选择车辆',
  reason: '请输入申请事由',
  rejectReason: '请输入驳回原因',
  cardNo: '油卡卡号为8-20位数字',
  cardNoTaken: '该油卡卡号已分配',
  exists: '数据已存在',
  carHasCards: '该车辆有油卡记录，不能删除',
  illegal: (state: FuelCardState, move: FuelCardMove) => `油卡${FUEL_CARD_STATES[state]}，不能${FUEL_CARD_TRANSITIONS[move].label}`,
} as const;

/** Why the move cannot be made from this state (the Chinese message), or null. */
export function fuelCardMoveIssue(state: FuelCardState, move: FuelCardMove): string | null {
  return (FUEL_CARD_TRANSITIONS[move].from as readonly FuelCardState[]).includes(state) ? null : FuelCardMsg.illegal(state, move);
}
