import type { BookEntryRow } from '@contract';
import type { bookEntries } from '../../db/schema';

/** A bookkeeping entry as replicated (contract/finance/books.ts): money in fen, as stored. */
export const toBookEntryRow = (r: typeof bookEntries.$inferSelect): BookEntryRow => ({
  id: r.id,
  schoolId: r.schoolId,
  type: r.type,
  category: r.category,
  amountFen: r.amountFen,
  day: r.day,
  pictures: r.pictures,
  remark: r.remark,
  state: r.state,
  recorderId: r.recorderId,
  recorderName: r.recorderName,
  reviewerId: r.reviewerId,
  reviewerName: r.reviewerName,
  reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  rejectReason: r.rejectReason,
});
