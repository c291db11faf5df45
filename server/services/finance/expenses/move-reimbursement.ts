import { eq, type SQL } from 'drizzle-orm';
import {
  EXPENSE_EDIT,
  EXPENSE_REVIEW,
  ExpenseMsg,
  REIMBURSE_MOVES,
  type ReimbursementRow,
  type ReimburseReviewInput,
  reimburseMoveIssue,
} from '@contract';
import { reimbursements } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toReimbursementRow } from '../../../replication/finance/expense-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { reimbursementOrFail, userNameOf } from './expense-rows';

type Set = { [K in keyof typeof reimbursements.$inferInsert]?: (typeof reimbursements.$inferInsert)[K] | SQL<string> };

/** Locks the claim, checks the move against REIMBURSE_MOVES, writes it with its change and audit lines. */
async function move(
  ctx: AuthedContext,
  schoolId: number,
  id: string,
  name: 'approve' | 'reject' | 'revoke',
  set: (before: ReimbursementRow) => Set,
): Promise<ReimbursementRow> {
  const before = await reimbursementOrFail(ctx.db, schoolId, id, true);
  refuse(reimburseMoveIssue(before.state, name));
  const [row] = await ctx.db
    .update(reimbursements)
    .set({ ...set(before), state: REIMBURSE_MOVES[name].to })
    .where(eq(reimbursements.id, id))
    .returning();
  if (!row) throw new Error('reimbursement update returned nothing');
  const out = toReimbursementRow(row);
  const action = `${REIMBURSE_MOVES[name].label}报销`;
  await recordChanges(ctx.db, schoolId, [{ table: 'reimbursements', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, { entity: 'reimbursement', entityId: id, action, before, after: out });
  await recordUserOperation(ctx, schoolId, '支出报销', action, `${out.projectName} ${out.amountFen / 100}元`);
  return out;
}

/**
 * POST /park/comeIn/reimbursement/review (online, `:review`): 通过 (→ 待付款) or 驳回 with a reason (→ 已驳回) a claim
 * 审批中 registered on the page, never one's own.
 */
export async function reviewReimbursement(ctx: AuthedContext, q: ReimburseReviewInput): Promise<ReimbursementRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, EXPENSE_REVIEW, { write: true });
  const name = q.result === 1 ? 'approve' : 'reject';
  return move(ctx, q.schoolId, q.id, name, (before) => {
    refuse(reimburseMoveIssue(before.state, name));
    refuse(before.applicantId === ctx.session.userId ? ExpenseMsg.ownClaim : null);
    return {
      reviewerId: ctx.session.userId,
      reviewerName: userNameOf(ctx.session.userId),
      reviewedAt: ctx.clock.now(),
      rejectReason: q.result === 2 ? q.reason : '',
    };
  });
}

/** POST /park/comeIn/reimbursement/revoke (online, `:edit`): 审批中 or 待付款 → 已撤销; no money has moved. */
export async function revokeReimbursement(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<ReimbursementRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, EXPENSE_EDIT, { write: true });
  return move(ctx, q.schoolId, q.id, 'revoke', () => ({}));
}
