import type { ClassRow } from '@contract/people/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from './replica';

/** The current school's classes in their display order, live from the replica (every screen about children). */
export function useClasses(): ClassRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<ClassRow>('classes').where('schoolId').equals(schoolId).toArray()).sort((a, b) => a.sort - b.sort)
        : [],
    [db, schoolId],
  );
}
