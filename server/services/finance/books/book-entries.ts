import { and, desc, eq, gte, like, lte, or, type SQL } from 'drizzle-orm';
import { type BookEntryRow, type BookFilter, BookMsg, isBookkeeper } from '@contract';
import type { Db } from '../../../db/client';
import { bookEntries } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toBookEntryRow } from '../../../replication/finance/book-rows';
import type { AuthedContext } from '../../context';
import { financeSettingsOf } from '../kernel/finance-settings-row';

/**
 * The school's entry with this id, or undefined; another school's is refused as missing (404: never a leak).
 * `lock` takes the row for the transaction (a review and a deletion of the same entry never both succeed).
 */
export async function ownBookEntry(db: Db, schoolId: number, id: string, lock = false): Promise<BookEntryRow | undefined> {
  const q = db.select().from(bookEntries).where(eq(bookEntries.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(BookMsg.missing);
  return toBookEntryRow(row);
}

export async function bookEntryOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<BookEntryRow> {
  const row = await ownBookEntry(db, schoolId, id, lock);
  if (!row) throw AppError.notFound(BookMsg.missing);
  return row;
}

/** Only the members the bookkeeping settings authorise (none listed: everyone with the right) may keep the books. */
export async function requireBookkeeper(ctx: AuthedContext, schoolId: number): Promise<void> {
  const s = await financeSettingsOf(ctx.db, schoolId);
  if (!isBookkeeper({ reviewOn: s.reviewOn === 1 ? 1 : 0, authorIds: s.authorIds }, ctx.session.userId))
    throw AppError.forbidden(BookMsg.notAuthor);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters as SQL (the same as `matchesBookFilter` on the replica). */
export function bookWhere(schoolId: number, f: BookFilter): SQL | undefined {
  const k = f.keyword?.trim();
  const pattern = k ? `%${escapeLike(k)}%` : '';
  return and(
    eq(bookEntries.schoolId, schoolId),
    f.type !== undefined ? eq(bookEntries.type, f.type as 1 | 2) : undefined,
    f.category ? eq(bookEntries.category, f.category) : undefined,
    f.startDay ? gte(bookEntries.day, f.startDay) : undefined,
    f.endDay ? lte(bookEntries.day, f.endDay) : undefined,
    f.state !== undefined ? eq(bookEntries.state, f.state as 0 | 1 | 2) : undefined,
    k ? or(like(bookEntries.remark, pattern), like(bookEntries.category, pattern), like(bookEntries.recorderName, pattern)) : undefined,
  );
}

/** Newest day first, then newest entry (UUIDv7 ids are time-ordered): `compareBookEntries`. */
export const BOOK_ORDER = [desc(bookEntries.day), desc(bookEntries.id)] as const;
