import { eq, sql } from 'drizzle-orm';
import { INCOME_EDIT, INCOME_LEDGER_KIND, type IncomeVoidInput, incomeVoidIssue, type OtherIncomeRow } from '@contract';
import { otherIncomes, users } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toOtherIncomeRow } from '../../../replication/finance/income-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { incomeOrFail } from './income-rows';

/**
 * 作废 (online, with a reason): the ledger is append-only, so a mistaken income is reversed by a second line of kind
 * `income` with −fen and the same itemName and pay type (its sourceId the income's), stamped with today. The row is
 * locked: two voids at once write one reversal; voiding twice is refused (该收入已作废).
 */
export async function voidIncome(ctx: AuthedContext, q: IncomeVoidInput): Promise<OtherIncomeRow> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, INCOME_EDIT, { write: true });
  const before = await incomeOrFail(ctx.db, q.schoolId, q.id, true);
  refuse(incomeVoidIssue(before));
  const [row] = await ctx.db
    .update(otherIncomes)
    .set({
      state: 2,
      voidReason: q.reason,
      voidedAt: ctx.clock.now(),
      voiderName: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
    })
    .where(eq(otherIncomes.id, q.id))
    .returning();
  if (!row) throw new Error('income void returned nothing');
  const out = toOtherIncomeRow(row);
  await recordLedger(ctx, q.schoolId, [
    { kind: INCOME_LEDGER_KIND, sourceId: out.id, itemName: out.projectName, amountFen: -out.amountFen, payType: out.payType },
  ]);
  await recordChanges(ctx.db, q.schoolId, [{ table: 'otherIncomes', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, q.schoolId, { entity: 'otherIncome', entityId: out.id, action: '作废收入', before, after: out });
  await recordUserOperation(ctx, q.schoolId, '其他收入', '作废收入', `${out.receiptNo} ${out.amountFen / 100}元：${q.reason}`);
  return out;
}
