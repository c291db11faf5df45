import type { GuardianRow, StudentExceptionRow, StudentRow } from '@contract/people/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

export { useClasses } from '@/lib/replica/use-classes';

export interface StudentFilter {
  classId: string | null;
  name: string;
  /** The statuses listed (在园 on 幼儿管理; 离园 and 毕业 on 离园幼儿). */
  statuses: readonly number[];
}

/** The current school's children matching the filter, ordered by class then name, live from the replica. */
export function useStudents(filter: StudentFilter, classOrder: Map<string, number>): StudentRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return [];
    const table = db.table<StudentRow>('students');
    const rows = filter.classId
      ? await table.where('classId').equals(filter.classId).toArray()
      : await table.where('schoolId').equals(schoolId).toArray();
    const name = filter.name.trim();
    return rows
      .filter((s) => s.schoolId === schoolId && filter.statuses.includes(s.status) && (!name || s.name.includes(name)))
      .sort((a, b) => (classOrder.get(a.classId) ?? 0) - (classOrder.get(b.classId) ?? 0) || a.name.localeCompare(b.name, 'zh-CN'));
  }, [db, schoolId, filter.classId, filter.name, filter.statuses.join(), classOrder]);
}

/** A child's family members (primary contact first), live from the replica. */
export function useGuardians(studentId: string | null): GuardianRow[] | undefined {
  const { db } = useReplica();
  return useLiveQuery(
    async () =>
      db && studentId
        ? (await db.table<GuardianRow>('guardians').where('studentId').equals(studentId).toArray()).sort(
            (a, b) => Number(b.primary) - Number(a.primary) || a.relation - b.relation,
          )
        : [],
    [db, studentId],
  );
}

/** A child's exception records, latest first, live from the replica. */
export function useStudentExceptions(studentId: string | null): StudentExceptionRow[] | undefined {
  const { db } = useReplica();
  return useLiveQuery(
    async () =>
      db && studentId
        ? (await db.table<StudentExceptionRow>('studentExceptions').where('studentId').equals(studentId).toArray()).sort((a, b) =>
            b.date.localeCompare(a.date),
          )
        : [],
    [db, studentId],
  );
}
