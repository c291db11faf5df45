import { type BillRow, BillMsg } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { tellParents } from './bill-parents';
import { moveBills } from './move-bills';

/**
 * SPEC /park/charge/review: bills in 待审核 approved — published at once, the parents told — or rejected back to
 * draft with a reason (kept in the remark's audit line and on the bill's remark).
 */
export async function reviewBills(
  ctx: AuthedContext,
  a: { schoolId: number; ids: string[]; approve: boolean; reason: string },
): Promise<BillRow[]> {
  if (a.approve) {
    const at = ctx.clock.now();
    return moveBills(
      ctx,
      a.schoolId,
      a.ids,
      'approve',
      () => ({ publishedAt: at }),
      async (moved) => new Map([...(await tellParents(ctx, a.schoolId, moved))].map(([id, read]) => [id, { read }])),
    );
  }
  if (!a.reason) throw AppError.badRequest(BillMsg.rejectReason);
  return moveBills(ctx, a.schoolId, a.ids, 'reject', (b) => ({
    remark: `审核驳回：${a.reason}${b.remark ? `；${b.remark}` : ''}`.slice(0, 200),
  }));
}
