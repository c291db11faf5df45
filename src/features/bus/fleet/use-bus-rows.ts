import type { ReplicatedTable, RowOf } from '@contract/sync/tables';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

type BusTable = Extract<ReplicatedTable, 'busDrivers' | 'busCars' | 'busStops' | 'busRoutes' | 'busFuelCards' | 'busLines'>;

/** The current school's rows of one bus table, live from the replica, sorted by `by` (a name or plate). */
export function useBusRows<T extends BusTable>(table: T, by: (row: RowOf<T>) => string): RowOf<T>[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<RowOf<T>>(table).where('schoolId').equals(schoolId).toArray()).sort((a, b) => by(a).localeCompare(by(b), 'zh-CN'))
        : [],
    // `by` is a module-level function in every caller.
    [db, schoolId, table],
  );
}

/** Rows whose text (what `fields` picks) contains the query; all of them without one. */
export function searchRows<R>(rows: R[] | undefined, query: string, fields: (row: R) => string[]): R[] | undefined {
  return query ? rows?.filter((r) => fields(r).some((f) => f.includes(query))) : rows;
}
