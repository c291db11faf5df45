import { bookExportTable, type BookSearchQuery } from '@contract';
import { xlsxTable } from '../../../lib/xlsx-table';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { bookRowsOf, bookSumsOf } from './search-book-entries';

/** At most this many entries in one file (years of a school's books). */
const EXPORT_MAX = 20_000;

/**
 * SPEC tFinanceBookkeeping/search/export (blob): every entry the filters pass, 序号 first, and the three sums the
 * screen's bar shows for the same filters (`bookExportTable`, which the screen's own export writes too).
 */
export async function exportBookEntries(
  ctx: AuthedContext,
  q: Omit<BookSearchQuery, 'pageNum' | 'pageSize'>,
): Promise<{ title: string; bytes: Buffer }> {
  await financeGate(ctx, q.schoolId);
  const [rows, sums] = await Promise.all([bookRowsOf(ctx.db, q, EXPORT_MAX), bookSumsOf(ctx.db, q)]);
  const table = bookExportTable(rows, sums);
  return { title: table.title, bytes: await xlsxTable(table) };
}
