import type { EnrolmentRow } from '@contract/people/enrolment';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The current school's applications, newest first, live from the replica. */
export function useEnrolments(): EnrolmentRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<EnrolmentRow>('enrolments').where('schoolId').equals(schoolId).toArray()).sort((a, b) =>
            b.createTime.localeCompare(a.createTime),
          )
        : [],
    [db, schoolId],
  );
}
