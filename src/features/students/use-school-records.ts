import type { ClassRow, StudentRow } from '@contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The current school's classes in their display order, live from the replica. */
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

export interface StudentFilter {
  classId: string | null;
  name: string;
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
      .filter((s) => s.schoolId === schoolId && (!name || s.name.includes(name)))
      .sort((a, b) => (classOrder.get(a.classId) ?? 0) - (classOrder.get(b.classId) ?? 0) || a.name.localeCompare(b.name, 'zh-CN'));
  }, [db, schoolId, filter.classId, filter.name, classOrder]);
}
