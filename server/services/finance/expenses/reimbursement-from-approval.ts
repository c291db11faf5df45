import { and, eq } from 'drizzle-orm';
import { MAX_FEN, REIMBURSE_FORM_KEYS, REIMBURSE_MAX_PICTURES, type ReimbursementRow, uuidv7 } from '@contract';
import { expenseProjects, reimbursements, users } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import { recordChanges } from '../../../replication/change-log';
import { toReimbursementRow } from '../../../replication/finance/expense-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';

/** Why a passed 报销申请's claim needs finance's look before paying ('' when none). */
export const FROM_APPROVAL_ISSUE = {
  project: '审批所选报销类别没有对应的支出项目，按“其他”记录',
  amount: '审批表单中的报销金额无效，请核对后撤销或付款',
} as const;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The `reimburse` outcome of APPROVAL_OUTCOMES: a passed 报销申请 becomes a claim 待付款 in 支出报销, in the
 * transaction of the decision that passed it. Idempotent per approval (unique (school_id, approval_id), insert that
 * does nothing on conflict): called again it returns the first claim. Like the seals' hook it never throws for what
 * the form says — the approval is the decision and stands —: the project is the school's enabled project named as
 * the form's 报销类别 (`category`), else none with the category 其他 and an `issue`; a missing or bad amount is 0 with
 * an issue (finance revokes it). Only the database failing throws.
 */
export async function reimbursementFromApproval(
  ctx: AuthedContext,
  approval: { id: string; schoolId: number; applicantId: number; kind: string; form: Record<string, unknown> },
): Promise<ReimbursementRow | null> {
  if (approval.kind !== 'reimburse') return null;
  const { schoolId, form } = approval;
  const projectName = str(form[REIMBURSE_FORM_KEYS.project]).trim();
  const [project] = projectName
    ? await ctx.db
        .select()
        .from(expenseProjects)
        .where(and(eq(expenseProjects.schoolId, schoolId), eq(expenseProjects.name, projectName), eq(expenseProjects.enabled, true)))
    : [];
  const rawAmount = form[REIMBURSE_FORM_KEYS.amount];
  const amountOk = typeof rawAmount === 'number' && Number.isInteger(rawAmount) && rawAmount > 0 && rawAmount <= MAX_FEN;
  const issue = [project ? '' : FROM_APPROVAL_ISSUE.project, amountOk ? '' : FROM_APPROVAL_ISSUE.amount].filter(Boolean).join('；');
  const pictures = Array.isArray(form[REIMBURSE_FORM_KEYS.pictures])
    ? (form[REIMBURSE_FORM_KEYS.pictures] as unknown[]).filter((p): p is string => typeof p === 'string').slice(0, REIMBURSE_MAX_PICTURES)
    : [];
  const [applicant] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, approval.applicantId));
  const [approver] = await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(reimbursements)
    .values({
      id: uuidv7(now.getTime()),
      schoolId,
      projectId: project?.id ?? null,
      projectName: project?.name ?? (projectName.slice(0, 30) || '其他'),
      category: project?.category ?? '其他',
      amountFen: amountOk ? rawAmount : 0,
      day: chinaDay(now),
      reason: str(form[REIMBURSE_FORM_KEYS.reason]).slice(0, 200),
      pictures,
      payeeAccount: str(form[REIMBURSE_FORM_KEYS.account]).slice(0, 50),
      applicantId: approval.applicantId,
      applicantName: applicant?.name ?? '',
      approvalId: approval.id,
      state: 'unpaid',
      issue,
      reviewerId: ctx.session.userId,
      reviewerName: approver?.name ?? '',
      reviewedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [reimbursements.schoolId, reimbursements.approvalId] })
    .returning();
  if (!row) {
    const [first] = await ctx.db
      .select()
      .from(reimbursements)
      .where(and(eq(reimbursements.schoolId, schoolId), eq(reimbursements.approvalId, approval.id)));
    return first ? toReimbursementRow(first) : null;
  }
  const out = toReimbursementRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'reimbursements', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, { entity: 'reimbursement', entityId: out.id, action: '报销审批通过', before: null, after: out });
  return out;
}
