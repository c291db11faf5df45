import { type IncomeListQuery, incomeExportTable } from '@contract';
import { xlsxTable } from '../../../lib/xlsx-table';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { incomeRowsOf, incomeSumsOf } from './list-incomes';

/** At most this many incomes in one file (years of a school's other income). */
const EXPORT_MAX = 20_000;

/**
 * comeIn/detailed/export (blob): every income the filters pass, 序号 first, and the 合计 the screen shows for the same
 * filters (`incomeExportTable`, which the screen's own export writes too).
 */
export async function exportIncomes(
  ctx: AuthedContext,
  q: Omit<IncomeListQuery, 'pageNum' | 'pageSize'>,
): Promise<{ title: string; bytes: Buffer }> {
  await financeGate(ctx, q.schoolId);
  const [rows, sums] = await Promise.all([incomeRowsOf(ctx.db, q, EXPORT_MAX), incomeSumsOf(ctx.db, q)]);
  const table = incomeExportTable(rows, sums);
  return { title: table.title, bytes: await xlsxTable(table) };
}
