import { and, count, inArray, sql } from 'drizzle-orm';
import { BOOK_COUNTED_STATES, type BookEntryRow, type BookSearchQuery, type BookSums } from '@contract';
import type { Db } from '../../../db/client';
import { bookEntries } from '../../../db/schema';
import { toBookEntryRow } from '../../../replication/finance/book-rows';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { BOOK_ORDER, bookEntryOrFail, bookWhere } from './book-entries';

type Filter = Omit<BookSearchQuery, 'pageNum' | 'pageSize'>;

/**
 * 收入合计, 支出合计, 结余 of the entries the filters pass that count (BOOK_COUNTED_STATES: not 已驳回), summed in SQL
 * as bigint (exact past 2^31); the screen's `bookSums` says the same of the replica.
 */
export async function bookSumsOf(db: Db, q: Filter): Promise<BookSums> {
  const [s] = await db
    .select({
      income: sql<string>`coalesce(sum(case when ${bookEntries.type} = 1 then ${bookEntries.amountFen}::bigint else 0 end), 0)::text`,
      expense: sql<string>`coalesce(sum(case when ${bookEntries.type} = 2 then ${bookEntries.amountFen}::bigint else 0 end), 0)::text`,
    })
    .from(bookEntries)
    .where(and(bookWhere(q.schoolId, q), inArray(bookEntries.state, [...BOOK_COUNTED_STATES])));
  const incomeFen = Number(s?.income ?? 0);
  const expenseFen = Number(s?.expense ?? 0);
  if (!Number.isSafeInteger(incomeFen) || !Number.isSafeInteger(expenseFen)) throw new RangeError('sums out of range');
  return { incomeFen, expenseFen, balanceFen: incomeFen - expenseFen };
}

/** The entries the filters pass, newest first, at most `limit` from `offset`. */
export async function bookRowsOf(db: Db, q: Filter, limit: number, offset = 0): Promise<BookEntryRow[]> {
  const rows = await db
    .select()
    .from(bookEntries)
    .where(bookWhere(q.schoolId, q))
    .orderBy(...BOOK_ORDER)
    .limit(limit)
    .offset(offset);
  return rows.map(toBookEntryRow);
}

/** SPEC tFinanceBookkeeping/search: a page of the entries the filters pass. */
export async function searchBookEntries(ctx: AuthedContext, q: BookSearchQuery) {
  await financeGate(ctx, q.schoolId);
  const [list, [total]] = await Promise.all([
    bookRowsOf(ctx.db, q, q.pageSize, (q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(bookEntries).where(bookWhere(q.schoolId, q)),
  ]);
  return { list, pageNum: q.pageNum, pageSize: q.pageSize, total: total?.n ?? 0 };
}

/** searchWithSumAmount: the same page and the sums of everything the filters pass (not only the page). */
export async function searchBookEntriesWithSums(ctx: AuthedContext, q: BookSearchQuery) {
  const page = await searchBookEntries(ctx, q);
  return { ...page, sums: await bookSumsOf(ctx.db, q) };
}

/** getById: one entry of the school's. */
export async function getBookEntry(ctx: AuthedContext, q: { schoolId: number; id: string }): Promise<BookEntryRow> {
  await financeGate(ctx, q.schoolId);
  return bookEntryOrFail(ctx.db, q.schoolId, q.id);
}
