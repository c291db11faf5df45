import type { RowOf } from '@contract/sync/tables';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

type FinanceTable = 'feeItems' | 'feeStructures' | 'discounts';

/** The current school's rows of one finance table, live from the replica: valid ones first, then by `by`. */
export function useFinanceRows<T extends FinanceTable>(table: T, by: (row: RowOf<T>) => string): RowOf<T>[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<RowOf<T>>(table).where('schoolId').equals(schoolId).toArray()).sort(
            (a, b) => a.validity - b.validity || by(a).localeCompare(by(b), 'zh-CN'),
          )
        : [],
    // `by` is a module-level function in every caller.
    [db, schoolId, table],
  );
}
