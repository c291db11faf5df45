import { BookMsg, bookEntrySaveIssue } from '@contract/finance/books';
import { MutationError } from '../../errors';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

/** Today in China (UTC+8), as the server counts a day: an entry may not be dated after it. */
const chinaToday = (): string => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * The bookkeeping mutator: the service's checks (contract/finance/books.ts) on the replica. Whether the member is an
 * authorised bookkeeper is the server's to say (the setting is not replicated): the screen asks beAuthor online and
 * hides 新增 for others; an offline draft by someone not authorised comes back rejected with the server's words.
 * The recorder's name is the server's too: left as it was here, the pull brings it.
 */
export const bookMutators = {
  async 'bookEntry.save'(tx, a) {
    const before = await tx.get('bookEntries', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    if (a.day > chinaToday()) throw new MutationError(BookMsg.future);
    const issue = bookEntrySaveIssue(before);
    if (issue) throw new MutationError(issue);
    await tx.put('bookEntries', {
      ...a,
      pictures: [...new Set(a.pictures)],
      state: 0,
      recorderId: before?.recorderId ?? null,
      recorderName: before?.recorderName ?? '',
      reviewerId: null,
      reviewerName: '',
      reviewedAt: null,
      rejectReason: '',
    });
  },
} satisfies AreaMutators<'books'>;
