import type { FeeItemRow, FinanceAuditRow, FinanceListQuery } from '@contract';
import { AppError } from '../../../lib/app-error';
import { MISSING_ROW_MSG } from '../../school-scope';
import type { AuthedContext } from '../../context';
import { expenseRecordInfo } from '../expenses/search-reimbursements';
import { billRecordInfo } from '../bills/list-bills';
import { ownIncome, ownIncomeProject } from '../income/income-rows';
import { refundRecordInfo } from '../refunds/refund-record-info';
import { financeAuditOf } from '../kernel/audit-log';
import {
  FINANCE_TABLES,
  type FinanceTable,
  financeGate,
  financeRowOrFail,
  type FinanceRowOf,
  ownFinanceRow,
  schoolFinanceRows,
} from '../kernel/finance-rows';

/** SPEC item / discount (and the structures): the school's rows, filtered by name and validity, a page at a time. */
export const listFinanceRows =
  <T extends FinanceTable>(name: T) =>
  async (ctx: AuthedContext, q: FinanceListQuery) => {
    await financeGate(ctx, q.schoolId);
    const rows = (await schoolFinanceRows(ctx.db, q.schoolId, name)).filter(
      (r) => (q.validity === undefined || r.validity === q.validity) && (!q.name || !('name' in r) || String(r.name).includes(q.name)),
    );
    rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const list = rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    return { list, pageNum: q.pageNum, pageSize: q.pageSize, total: rows.length };
  };

/** oneItem, oneDiscount: one row of the school's. */
export const getFinanceRow =
  <T extends FinanceTable>(name: T) =>
  async (ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<FinanceRowOf<T>> => {
    await financeGate(ctx, q.schoolId);
    return financeRowOrFail(ctx.db, q.schoolId, name, q.id);
  };

/** itemName: the valid items' ids and names (the bill and structure forms' lookup). */
export async function listItemNames(
  ctx: AuthedContext,
  q: { schoolId: number },
): Promise<Pick<FeeItemRow, 'id' | 'name' | 'amountFen' | 'unit'>[]> {
  await financeGate(ctx, q.schoolId);
  return (await schoolFinanceRows(ctx.db, q.schoolId, 'feeItems'))
    .filter((r) => r.validity === 1)
    .map(({ id, name, amountFen, unit }) => ({ id, name, amountFen, unit }));
}

/**
 * recordInfo: a row's audit log (变更记录), oldest first — an item's, structure's, discount's, bill's or payment's;
 * a row of another school is refused as missing.
 */
export async function financeRecordInfo(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<FinanceAuditRow[]> {
  await financeGate(ctx, q.schoolId);
  const billLines = await billRecordInfo(ctx, q);
  if (billLines) return billLines;
  const expenseLines = await expenseRecordInfo(ctx, q);
  if (expenseLines) return expenseLines;
  const refundLines = await refundRecordInfo(ctx, q);
  if (refundLines) return refundLines;
  // The row must be the school's (another school's is refused as missing, 404).
  let found = false;
  for (const name of Object.keys(FINANCE_TABLES) as FinanceTable[])
    found ||= (await ownFinanceRow(ctx.db, q.schoolId, name, q.id)) !== undefined;
  // 其他收入's projects and incomes (contract/finance/income.ts).
  found ||= (await ownIncomeProject(ctx.db, q.schoolId, q.id)) !== undefined;
  found ||= (await ownIncome(ctx.db, q.schoolId, q.id)) !== undefined;
  if (!found) throw AppError.notFound(MISSING_ROW_MSG);
  return financeAuditOf(ctx.db, q.schoolId, q.id);
}
