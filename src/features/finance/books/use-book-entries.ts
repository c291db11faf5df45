import { type BookEntryRow, compareBookEntries } from '@contract/finance/books';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The current school's bookkeeping entries, live from the replica, newest day first. */
export function useBookEntries(): BookEntryRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<BookEntryRow>('bookEntries').where('schoolId').equals(schoolId).toArray()).sort(compareBookEntries)
        : [],
    [db, schoolId],
  );
}
