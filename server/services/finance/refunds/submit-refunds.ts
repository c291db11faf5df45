import { type RefundRecordRow, refundActionIssue, refundRecordLinesIssue } from '@contract';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { lockBills, refundableOf, refundRecordOrFail, studentBills, writeRecord } from './refund-rows';

/**
 * SPEC refundRecord/sendToApprove: drafts (or rejected records) go to review (审核中, audit 1), all or none. Each is
 * checked again against the ledger as it stands now (a draft saved offline may have raced another). The submitter
 * becomes its 申请人 (`operatorId`), who may then not review it.
 */
export async function submitRefunds(ctx: AuthedContext, a: { schoolId: number; ids: string[] }): Promise<RefundRecordRow[]> {
  await financeGate(ctx, a.schoolId);
  // Every record, then every bill they draw on, each in id order: the order every refund write takes its locks in.
  const records: RefundRecordRow[] = [];
  for (const id of [...new Set(a.ids)].sort()) records.push(await refundRecordOrFail(ctx.db, a.schoolId, id, true));
  await lockBills(
    ctx.db,
    records.flatMap((r) => r.lines.map((l) => l.billId)),
  );
  const [me] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const out: RefundRecordRow[] = [];
  for (const r of records) {
    const issue =
      refundActionIssue('submit', r) ??
      refundRecordLinesIssue(
        r.studentId,
        r.lines,
        await studentBills(ctx.db, a.schoolId, r.studentId),
        await refundableOf(
          ctx.db,
          a.schoolId,
          r.studentId,
          r.lines.map((l) => l.billId),
          r.id,
        ),
      );
    if (issue) throw AppError.badRequest(`${r.studentName}：${issue}`);
    // Who submits it applies for it (申请人): they may not review it (checkRefunds), whoever drafted it.
    const applicant = { operatorId: ctx.session.userId, operatorName: me?.name ?? '' };
    out.push(await writeRecord(ctx, r, { state: 8, audit: 1, rejectReason: '', ...applicant }, 'submit'));
  }
  return out;
}
