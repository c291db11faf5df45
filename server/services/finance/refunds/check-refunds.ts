import { approvedState, type RefundRecordRow, refundActionIssue } from '@contract';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { refundRecordOrFail, writeRecord } from './refund-rows';

/**
 * SPEC refundRecord/batchCheck: approve (→ 待退费, or 待结转 for a carry-over) or reject with a reason (→ 审核驳回)
 * records under review, all or none (the first refused names its child). Never one's own: the 申请人 (who saved or
 * submitted it last) is refused 不能审核自己申请的退费. Audit −1 (finished) either way. No money moves here: paying
 * out is its own step.
 */
export async function checkRefunds(
  ctx: AuthedContext,
  a: { schoolId: number; ids: string[]; approve: boolean; reason: string },
): Promise<RefundRecordRow[]> {
  await financeGate(ctx, a.schoolId);
  const action = a.approve ? 'approve' : 'reject';
  const [me] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const reviewerName = me?.name ?? '';
  const out: RefundRecordRow[] = [];
  for (const id of [...new Set(a.ids)].sort()) {
    const r = await refundRecordOrFail(ctx.db, a.schoolId, id, true);
    const issue = refundActionIssue(action, r, () => true, ctx.session.userId);
    if (issue) throw AppError.badRequest(`${r.studentName}：${issue}`);
    out.push(
      await writeRecord(
        ctx,
        r,
        {
          state: a.approve ? approvedState(r.way) : 6,
          audit: -1,
          rejectReason: a.approve ? '' : a.reason,
          reviewerName,
          reviewedAt: ctx.clock.now(),
        },
        action,
      ),
    );
  }
  return out;
}
