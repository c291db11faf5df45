import type { EnrolmentRow } from '@contract/enrolment';
import type { ClassRow } from '@contract/school-records';
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

/**
 * The school's classes in display order, for the 分班 choice (features may not import each other; the students
 * feature has the same small query).
 */
export function useClassChoices(): ClassRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<ClassRow>('classes').where('schoolId').equals(schoolId).toArray()).sort((a, b) => a.sort - b.sort)
        : [],
    [db, schoolId],
  );
}
