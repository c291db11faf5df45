import type { ClassRow } from '@contract/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The current school's classes in their order (the records scope, which the finance pages read too). */
export function useSchoolClasses(): ClassRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<ClassRow>('classes').where('schoolId').equals(schoolId).toArray()).sort((a, b) => a.sort - b.sort)
        : [],
    [db, schoolId],
  );
}
