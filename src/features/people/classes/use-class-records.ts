import { STUDENT_STATUS } from '@contract/people/student-enums';
import type { ClassHistoryRow, PromotionPlanRow, StudentRow } from '@contract/people/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** Enrolled children per class id, live from the replica. */
export function useEnrolledCounts(): Map<string, number> | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    if (!db || !schoolId) return counts;
    await db
      .table<StudentRow>('students')
      .where('schoolId')
      .equals(schoolId)
      .each((s) => {
        if (s.status === STUDENT_STATUS.enrolled) counts.set(s.classId, (counts.get(s.classId) ?? 0) + 1);
      });
    return counts;
  }, [db, schoolId]);
}

/** The school's 升班 plans, newest first. */
export function usePromotionPlans(): PromotionPlanRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<PromotionPlanRow>('promotionPlans').where('schoolId').equals(schoolId).toArray()).sort((a, b) =>
            b.createdAt.localeCompare(a.createdAt),
          )
        : [],
    [db, schoolId],
  );
}

/** A class's past names and grades, newest first. */
export function useClassHistory(classId: string | null): ClassHistoryRow[] | undefined {
  const { db } = useReplica();
  return useLiveQuery(
    async () =>
      db && classId
        ? (await db.table<ClassHistoryRow>('classHistory').where('classId').equals(classId).toArray()).sort((a, b) =>
            b.changedAt.localeCompare(a.changedAt),
          )
        : [],
    [db, classId],
  );
}
