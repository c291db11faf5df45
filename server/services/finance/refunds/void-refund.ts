import { RefundMsg, type RefundRecordRow } from '@contract';
import type { AuthedContext } from '../../context';
import { refuse } from '../kernel/finance-rows';
import { startMove, writeRecord } from './refund-rows';

/** 作废: before any money moved (待提交, 待退费, 待结转, 审核驳回, 退款失败), with a reason. The lines are freed. */
export async function voidRefund(ctx: AuthedContext, a: { schoolId: number; id: string; reason: string }): Promise<RefundRecordRow> {
  const r = await startMove(ctx, a.schoolId, a.id, 'void');
  refuse(a.reason.trim() === '' ? RefundMsg.voidReason : null);
  return writeRecord(ctx, r, { state: 5, voidReason: a.reason.trim() }, 'void');
}
