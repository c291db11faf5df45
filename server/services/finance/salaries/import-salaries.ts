import { eq } from 'drizzle-orm';
import {
  checkRecord,
  importedAmounts,
  resolveSheet,
  type RowError,
  rowErrorText,
  SALARY_EDIT,
  SALARY_SHEET,
  SalaryMsg,
  type SheetRecord,
  salarySheetLookups,
  slipAmountsIssue,
  slipEditIssue,
  slipTotals,
} from '@contract';
import { salarySlips } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toSalarySlipRow } from '../../../replication/finance/salary-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { monthSlips, salaryMonthOrFail } from './salary-rows';

const refusal = (errors: RowError[]) => `${rowErrorText(errors[0] as RowError)}${errors.length > 1 ? `（共${errors.length}处错误）` : ''}`;

/**
 * 导入 (online): a draft month's amounts from the xlsx sheet (`SALARY_SHEET` with a column per item of the month).
 * Every row is checked again with the same spec, each member found among the month's slips by 姓名 and 手机号
 * (both must match), each at most once, 实发 never negative; the first bad cell refuses the whole file
 * (第N行「列」：…, and how many more), or every named slip is written, all in one transaction. Members the file
 * leaves out keep their amounts.
 */
export async function importSalaries(
  ctx: AuthedContext,
  q: { schoolId: number; monthId: string; rows: Record<string, unknown>[] },
): Promise<{ count: number }> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, SALARY_EDIT, { write: true });
  const month = await salaryMonthOrFail(ctx.db, q.schoolId, q.monthId, true);
  refuse(slipEditIssue(month.state));
  const spec = resolveSheet(SALARY_SHEET, salarySheetLookups(month.items));
  const checked = q.rows.map((r, i) => checkRecord(spec, r, Number.isSafeInteger(r.row) ? Number(r.row) : i + 2));
  const errors: RowError[] = checked.flatMap((c) => c.errors);
  const records: SheetRecord[] = checked.filter((c) => c.errors.length === 0).map((c) => c.value);
  errors.push(...(spec.checkRecords?.(records) ?? []));
  const slips = await monthSlips(ctx.db, month.id);
  const byPhone = new Map(slips.map((s) => [s.phone, s]));
  const writes: { id: string; amounts: Record<string, number> }[] = [];
  for (const r of records) {
    const slip = byPhone.get(String(r.phone));
    if (!slip || slip.phone === '' || slip.name !== String(r.name)) {
      errors.push({ row: r.row, column: '手机号', message: SalaryMsg.memberMissing });
      continue;
    }
    const amounts = importedAmounts(month.items, r);
    const issue = slipAmountsIssue(month.items, amounts);
    if (issue) errors.push({ row: r.row, column: '实发', message: issue });
    else writes.push({ id: slip.id, amounts });
  }
  if (errors.length > 0) throw AppError.badRequest(refusal(errors.sort((a, b) => a.row - b.row)));
  const before = new Map(slips.map((s) => [s.id, s]));
  for (const w of writes) {
    const [row] = await ctx.db
      .update(salarySlips)
      .set({ amounts: w.amounts, ...slipTotals(month.items, w.amounts) })
      .where(eq(salarySlips.id, w.id))
      .returning();
    if (!row) throw new Error('slip update returned nothing');
    const after = toSalarySlipRow(row);
    await recordChanges(ctx.db, q.schoolId, [{ table: 'salarySlips', op: 'put', row: after }]);
    await recordFinanceAudit(ctx, q.schoolId, {
      entity: 'salarySlip',
      entityId: w.id,
      action: '导入工资',
      before: before.get(w.id) ?? null,
      after,
    });
  }
  await recordUserOperation(ctx, q.schoolId, '工资管理', '导入工资', `${month.month} ${writes.length}人`);
  return { count: writes.length };
}
