import { eq, sql } from 'drizzle-orm';
import { SALARY_EDIT, SALARY_LEDGER_ITEM, type SalaryRefundInput, type SalaryRefundRow, salaryRefundIssue } from '@contract';
import { salaryRefunds, salarySlips, users } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toSalarySlipRow } from '../../../replication/finance/salary-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { salaryMonthOrFail, salarySlipOrFail } from './salary-rows';

export const toRefundRow = (r: typeof salaryRefunds.$inferSelect): SalaryRefundRow => ({
  id: r.id,
  slipId: r.slipId,
  amountFen: r.amountFen,
  reason: r.reason,
  at: r.at.toISOString(),
  userName: r.userName,
});

/**
 * 退还扣款 (SPEC salary/refund, online): after 发放, gives back part of one member's deductions of that month — at
 * most what is left of them (扣款合计 − already given back). One ledger line (expense 工资, −fen, source = the
 * refund), the slip's refundFen raised, an audit line. The slip is locked; the refund's id is the client's, so a
 * retried request answers the refund it made instead of paying twice.
 */
export async function refundSalary(ctx: AuthedContext, q: SalaryRefundInput): Promise<SalaryRefundRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, SALARY_EDIT, { write: true });
  const before = await salarySlipOrFail(ctx.db, q.schoolId, q.slipId, true);
  const [done] = await ctx.db.select().from(salaryRefunds).where(eq(salaryRefunds.id, q.id));
  if (done && done.slipId === q.slipId && done.amountFen === q.amountFen) return toRefundRow(done);
  refuse(done ? '该退还已存在' : null);
  const month = await salaryMonthOrFail(ctx.db, q.schoolId, before.monthId);
  refuse(salaryRefundIssue(month.state, before, q.amountFen));
  const [refund] = await ctx.db
    .insert(salaryRefunds)
    .values({
      id: q.id,
      schoolId: q.schoolId,
      slipId: q.slipId,
      amountFen: q.amountFen,
      reason: q.reason,
      userId: ctx.session.userId,
      userName: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
      at: ctx.clock.now(),
    })
    .returning();
  if (!refund) throw new Error('refund insert returned nothing');
  const [slip] = await ctx.db
    .update(salarySlips)
    .set({ refundFen: before.refundFen + q.amountFen })
    .where(eq(salarySlips.id, q.slipId))
    .returning();
  if (!slip) throw new Error('slip update returned nothing');
  const after = toSalarySlipRow(slip);
  await recordLedger(ctx, q.schoolId, [{ kind: 'expense', sourceId: refund.id, itemName: SALARY_LEDGER_ITEM, amountFen: -q.amountFen }]);
  await recordChanges(ctx.db, q.schoolId, [{ table: 'salarySlips', op: 'put', row: after }]);
  const out = toRefundRow(refund);
  await recordFinanceAudit(ctx, q.schoolId, {
    entity: 'salaryRefund',
    entityId: refund.id,
    action: '退还扣款',
    before: null,
    after: { ...out, month: month.month, name: after.name },
  });
  await recordUserOperation(ctx, q.schoolId, '工资管理', '退还扣款', `${month.month} ${after.name} ${q.amountFen / 100}元`);
  return out;
}
