import { eq } from 'drizzle-orm';
import { type ReimbursePayInput, EXPENSE_PAY, ExpenseMsg, REIMBURSE_MOVES, type ReimbursementRow, reimburseMoveIssue } from '@contract';
import { reimbursements } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import { recordChanges } from '../../../replication/change-log';
import { toReimbursementRow } from '../../../replication/finance/expense-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { reimbursementOrFail, userNameOf } from './expense-rows';

/**
 * SPEC /park/comeIn/reimbursement/confirmPayment (online, `:pay`): a 待付款 claim is paid. The row is locked, so it is paid once
 * (a second call finds it 已付款: 该报销已付款，不能确认付款). ONE ledger line, kind `expense`, −fen, itemName = the
 * claim's category (收支统计's 支出 groups it with 记账's), the pay type; an audit line; the claim 已付款.
 */
export async function confirmPayment(ctx: AuthedContext, q: ReimbursePayInput): Promise<ReimbursementRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, EXPENSE_PAY, { write: true });
  refuse(q.day > chinaDay(ctx.clock.now()) ? ExpenseMsg.future : null);
  const before = await reimbursementOrFail(ctx.db, q.schoolId, q.id, true);
  refuse(reimburseMoveIssue(before.state, 'pay'));
  refuse(before.amountFen > 0 ? null : ExpenseMsg.amountRange);
  const [row] = await ctx.db
    .update(reimbursements)
    .set({
      state: REIMBURSE_MOVES.pay.to,
      payType: q.payType,
      payDay: q.day,
      payerId: ctx.session.userId,
      payerName: userNameOf(ctx.session.userId),
      paidAt: ctx.clock.now(),
    })
    .where(eq(reimbursements.id, q.id))
    .returning();
  if (!row) throw new Error('reimbursement update returned nothing');
  const out = toReimbursementRow(row);
  await recordLedger(ctx, q.schoolId, [
    { kind: 'expense', sourceId: out.id, itemName: out.category, amountFen: -out.amountFen, payType: q.payType },
  ]);
  await recordChanges(ctx.db, q.schoolId, [{ table: 'reimbursements', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, q.schoolId, { entity: 'reimbursement', entityId: out.id, action: '确认付款', before, after: out });
  await recordUserOperation(ctx, q.schoolId, '支出报销', '确认付款', `${out.projectName} ${out.amountFen / 100}元`);
  return out;
}
