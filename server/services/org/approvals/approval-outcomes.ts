import { eq } from 'drizzle-orm';
import { type DateRangeValue, daysOf, formatHlc, leaveTypeCode, STAFF_STATUS, type StaffAttendanceEventRow, uuidv7 } from '@contract';
import { staffAttendanceEvents, users } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toStaffAttendanceEventRow } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { reimbursementFromApproval } from '../../finance/expenses/reimbursement-from-approval';
import { sealUseFromApproval } from '../seals/seal-use-from-approval';

/**
 * What passing an approval of a kind does, run in the transaction of the decision that passed it (the last
 * approver's call, or the submission when every step passed by itself): a failure rolls the decision back. `ctx`
 * is that call's context (`ctx.session.userId` is who passed it).
 */
export type ApprovalOutcome = (
  ctx: AuthedContext,
  approval: { id: string; schoolId: number; applicantId: number; kind: string; form: Record<string, unknown> },
) => Promise<void>;

/** The HLC node of marks the server writes for approvals (contract/hlc.ts: letters, digits and '-'). */
const NODE = 's-approval';

/**
 * A passed leave (请假) marks each day of its range 请假 with its kind in staff attendance (教职工考勤), as events by
 * the approver stamped now: they win over the day's earlier marks, and a later mark by hand still wins over them.
 */
export const leaveToAttendance: ApprovalOutcome = async (ctx, approval) => {
  const range = approval.form.range as DateRangeValue | undefined;
  if (!range) return;
  const leaveType = leaveTypeCode(approval.form.leaveType);
  const reason = `请假审批：${String(approval.form.reason ?? '')}`.slice(0, 100);
  const [me] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const now = ctx.clock.now();
  const days = daysOf(range);
  const stored = await ctx.db
    .insert(staffAttendanceEvents)
    .values(
      days.map((day, i) => ({
        id: uuidv7(now.getTime()),
        schoolId: approval.schoolId,
        userId: approval.applicantId,
        day,
        status: STAFF_STATUS.leave,
        leaveType,
        reason,
        hlc: formatHlc({ wall: now.getTime(), counter: i, node: NODE }),
        recordedBy: ctx.session.userId,
        recorderName: me?.name ?? '',
        createTime: now.toISOString(),
        createdAt: now,
      })),
    )
    .returning();
  const rows: StaffAttendanceEventRow[] = stored.map(toStaffAttendanceEventRow);
  await recordChanges(
    ctx.db,
    approval.schoolId,
    rows.map((row) => ({ table: 'staffAttendanceEvents', op: 'put', row })),
  );
};

/** A passed 用印申请 becomes a use waiting for the seal's keeper (印章管理). */
const sealToUse: ApprovalOutcome = async (ctx, approval) => {
  await sealUseFromApproval(ctx, approval);
};

/** A passed 报销申请 becomes a claim 待付款 in 支出报销 (docs/finance.md "支出与报销"). */
const reimburseToClaim: ApprovalOutcome = async (ctx, approval) => {
  await reimbursementFromApproval(ctx, approval);
};

export const APPROVAL_OUTCOMES: Partial<Record<string, ApprovalOutcome>> = {
  leave: leaveToAttendance,
  seal: sealToUse,
  reimburse: reimburseToClaim,
};
