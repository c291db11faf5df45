import type { ReplicatedTable, RowOf } from '@contract/sync/tables';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from './replica';

/** The current school's rows of one replicated table, live (undefined while loading); screens sort or filter them. */
export function useSchoolRows<T extends ReplicatedTable>(table: T): RowOf<T>[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () => (db && schoolId ? await db.table<RowOf<T>>(table).where('schoolId').equals(schoolId).toArray() : []),
    [db, schoolId, table],
  );
}
