import type { AttendanceEventRow } from '@contract/attendance/children';
import type { StudentRow } from '@contract/people/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from './replica';

/** The enrolled children of a class, by name, live from the replica. */
export function useClassChildren(classId: string | null): StudentRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId || !classId) return [];
    const rows = await db.table<StudentRow>('students').where('classId').equals(classId).toArray();
    return rows.filter((s) => s.schoolId === schoolId && s.status === 1).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  }, [db, schoolId, classId]);
}

/**
 * Every row of a children's day in a table keyed `[studentId+day]` (attendance events, health checks), live from the
 * replica. Read by child rather than by the class the row names, so a child who changed class keeps the day's marks.
 */
export function useChildDayRows<Row>(table: string, childIds: readonly string[] | undefined, day: string): Row[] | undefined {
  const { db } = useReplica();
  const key = childIds?.join(',') ?? '';
  return useLiveQuery(async () => {
    if (!db || !childIds) return undefined;
    if (childIds.length === 0) return [];
    return db
      .table<Row>(table)
      .where('[studentId+day]')
      .anyOf(childIds.map((id) => [id, day]))
      .toArray();
    // The ids are keyed by their joined text, so a new array of the same children queries nothing again.
  }, [db, key, day, table]);
}

/** Every attendance event of a class's day. */
export const useDayEvents = (childIds: readonly string[] | undefined, day: string): AttendanceEventRow[] | undefined =>
  useChildDayRows<AttendanceEventRow>('attendanceEvents', childIds, day);
