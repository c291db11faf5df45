import { eq, sql } from 'drizzle-orm';
import {
  SALARY_ACTIONS,
  SALARY_EDIT,
  SALARY_LEDGER_ITEM,
  type SalaryAction,
  type SalaryMonthRow,
  SalaryMsg,
  salaryActionIssue,
} from '@contract';
import { salaryMonths, users } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toSalaryMonthRow } from '../../../replication/finance/salary-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { monthSlips, salaryMonthOrFail } from './salary-rows';

/**
 * 确认, 退回草稿, 发放 (online): a move of `SALARY_ACTIONS`, refused by `salaryActionIssue` otherwise. The month is
 * locked, so two 发放 at once write the ledger once. 发放 writes the month's movement in ONE recordLedger call: kind
 * `expense`, item 工资, −实发 per member with something to pay (source = the month), so 收支统计's 支出 groups it.
 */
export async function moveSalaryMonth(
  ctx: AuthedContext,
  q: { schoolId: number; id: string; action: SalaryAction },
): Promise<SalaryMonthRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, SALARY_EDIT, { write: true });
  const before = await salaryMonthOrFail(ctx.db, q.schoolId, q.id, true);
  refuse(salaryActionIssue(before.state, q.action));
  const slips = await monthSlips(ctx.db, before.id);
  if (q.action !== 'reopen') refuse(slips.length === 0 ? SalaryMsg.empty : null);
  const issue = q.action === 'issue';
  const [row] = await ctx.db
    .update(salaryMonths)
    .set({
      state: SALARY_ACTIONS[q.action].to,
      ...(issue
        ? {
            issuedAt: ctx.clock.now(),
            issuedBy: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
          }
        : {}),
    })
    .where(eq(salaryMonths.id, before.id))
    .returning();
  if (!row) throw new Error('month update returned nothing');
  const out = toSalaryMonthRow(row);
  if (issue)
    await recordLedger(
      ctx,
      q.schoolId,
      slips
        .filter((s) => s.netFen > 0)
        .map((s) => ({ kind: 'expense', sourceId: out.id, itemName: SALARY_LEDGER_ITEM, amountFen: -s.netFen })),
    );
  await recordChanges(ctx.db, q.schoolId, [{ table: 'salaryMonths', op: 'put', row: out }]);
  const action = `${SALARY_ACTIONS[q.action].label}月度工资`;
  await recordFinanceAudit(ctx, q.schoolId, { entity: 'salaryMonth', entityId: out.id, action, before, after: out });
  await recordUserOperation(ctx, q.schoolId, '工资管理', action, `${out.month} ${slips.length}人`);
  return out;
}
