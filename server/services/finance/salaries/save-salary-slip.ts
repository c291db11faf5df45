import { eq } from 'drizzle-orm';
import { MUTATION_DECLS, type MutationArgs, slipAmountsIssue, slipEditIssue, slipTotals } from '@contract';
import { salarySlips } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toSalarySlipRow } from '../../../replication/finance/salary-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { salaryMonthOrFail, salarySlipOrFail } from './salary-rows';

/**
 * The sync mutation `salarySlip.save`: one member's amounts in a draft month; 应发合计, 扣款合计 and 实发 follow from the
 * month's items (实发 below zero is refused). The month is locked, so a 确认 meanwhile makes one of them fail.
 */
export async function saveSalarySlip(ctx: AuthedContext, args: MutationArgs<'salarySlip.save'>) {
  await financeGate(ctx, args.schoolId);
  const before = await salarySlipOrFail(ctx.db, args.schoolId, args.id, true);
  const month = await salaryMonthOrFail(ctx.db, args.schoolId, before.monthId, true);
  refuse(slipEditIssue(month.state) ?? slipAmountsIssue(month.items, args.amounts));
  const [row] = await ctx.db
    .update(salarySlips)
    .set({ amounts: args.amounts, ...slipTotals(month.items, args.amounts) })
    .where(eq(salarySlips.id, args.id))
    .returning();
  if (!row) throw new Error('slip update returned nothing');
  const out = toSalarySlipRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'salarySlips', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, args.schoolId, {
    entity: 'salarySlip',
    entityId: out.id,
    action: MUTATION_DECLS['salarySlip.save'].label,
    before,
    after: out,
  });
  await recordMutation(ctx, args.schoolId, 'salarySlip.save', `${month.month} ${out.name} 实发${out.netFen / 100}元`);
  return out;
}
