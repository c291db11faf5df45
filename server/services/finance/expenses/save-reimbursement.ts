import {
  EXPENSE_EDIT,
  EXPENSE_REVIEW,
  hasPermission,
  ExpenseMsg,
  type ReimbursementRow,
  type ReimburseSaveInput,
  registeredState,
} from '@contract';
import { reimbursements } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import { recordChanges } from '../../../replication/change-log';
import { toReimbursementRow } from '../../../replication/finance/expense-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordUserOperation } from '../../operation-log/record-operation';
import { rightsIn } from '../../permissions/member-rights';
import { requirePermission } from '../../permissions/require-permission';
import { requireStoredFiles } from '../../uploads/stored-files';
import { expenseProjectOrFail, ownReimbursement, userNameOf } from './expense-rows';

/**
 * POST /park/comeIn/reimbursement/save (online, `:edit`): finance registers a claim on the page, for itself as the
 * applicant (a colleague's claim goes through 审批中心). It starts 待付款 at once — approved by the registrar — when
 * the registrar holds `:review`, else 审批中, to be approved on the page by someone else who does. A claim is
 * registered once: the id is the client's, and an existing one is refused (no edit: revoke and register again).
 */
export async function saveReimbursement(ctx: AuthedContext, q: ReimburseSaveInput): Promise<ReimbursementRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, EXPENSE_EDIT, { write: true });
  refuse(q.day > chinaDay(ctx.clock.now()) ? ExpenseMsg.future : null);
  const project = await expenseProjectOrFail(ctx.db, q.schoolId, q.projectId);
  refuse(project.enabled ? null : ExpenseMsg.projectDisabled);
  if (await ownReimbursement(ctx.db, q.schoolId, q.id)) refuse(ExpenseMsg.exists);
  const pictures = [...new Set(q.pictures)];
  if (pictures.length > 0) await requireStoredFiles(ctx, q.schoolId, pictures);
  const rights = await rightsIn(ctx, q.schoolId);
  const canReview = !!rights && hasPermission(rights.permissions, EXPENSE_REVIEW);
  const state = registeredState(canReview);
  const now = ctx.clock.now();
  const me = userNameOf(ctx.session.userId);
  const [row] = await ctx.db
    .insert(reimbursements)
    .values({
      id: q.id,
      schoolId: q.schoolId,
      projectId: project.id,
      projectName: project.name,
      category: project.category,
      amountFen: q.amountFen,
      day: q.day,
      reason: q.reason,
      pictures,
      payeeAccount: q.payeeAccount,
      applicantId: ctx.session.userId,
      applicantName: me,
      state,
      ...(state === 'unpaid' ? { reviewerId: ctx.session.userId, reviewerName: me, reviewedAt: now } : {}),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('reimbursement insert returned nothing');
  const out = toReimbursementRow(row);
  await recordChanges(ctx.db, q.schoolId, [{ table: 'reimbursements', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, q.schoolId, { entity: 'reimbursement', entityId: out.id, action: '登记报销', before: null, after: out });
  await recordUserOperation(ctx, q.schoolId, '支出报销', '登记报销', `${out.projectName} ${out.amountFen / 100}元`);
  return out;
}
