import type { AttendanceEventRow } from '@contract/attendance/children';
import { LEAVE_TYPE } from '@contract/attendance/children';
import { dayStates } from '@contract/attendance/children-day';
import { caresForEveryClass, teachesClass } from '@contract/health/class-care';
import type { HealthCheckRow, IllnessFollowUpRow, OutbreakWarningRow } from '@contract/health/checks';
import { OUTBREAK_DAYS } from '@contract/health/checks';
import { outbreakDays } from '@contract/health/checks-day';
import type { ClassRow } from '@contract/people/school-records';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { useSession } from '@/lib/session/store';

/** The classes the member checks: every class for the health doctor and the principal, else the classes she teaches. */
export function useCareClasses(classList: ClassRow[] | undefined): ClassRow[] | undefined {
  const { session, userInfo } = useSession();
  const userId = userInfo?.userInfo.userId;
  return useMemo(() => {
    if (!classList) return undefined;
    const all = !Array.isArray(session?.permissions) || caresForEveryClass(session.permissions, 'checks');
    return all ? classList : classList.filter((c) => userId !== undefined && teachesClass(userId, c));
  }, [classList, session, userId]);
}

/** Every check of the children's day, live from the replica (by child, so a child who changed class keeps them). */
export function useDayChecks(childIds: readonly string[] | undefined, day: string): HealthCheckRow[] | undefined {
  const { db } = useReplica();
  const key = childIds?.join(',') ?? '';
  return useLiveQuery(async () => {
    if (!db || !childIds) return undefined;
    if (childIds.length === 0) return [];
    return db
      .table<HealthCheckRow>('healthChecks')
      .where('[studentId+day]')
      .anyOf(childIds.map((id) => [id, day]))
      .toArray();
  }, [db, key, day]);
}

/** The school's children on sick leave that day (their winning attendance event is 病假), with their follow-ups. */
export function useSickDay(day: string) {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return undefined;
    const events = (await db.table<AttendanceEventRow>('attendanceEvents').where('day').equals(day).toArray()).filter(
      (e) => e.schoolId === schoolId,
    );
    const sick = [...dayStates(events).values()].filter((e) => e.leaveType === LEAVE_TYPE.sick);
    const followUps = (await db.table<IllnessFollowUpRow>('illnessFollowUps').where('day').equals(day).toArray()).filter(
      (f) => f.schoolId === schoolId,
    );
    return { sick, followUps: new Map(followUps.map((f) => [f.studentId, f])) };
  }, [db, schoolId, day]);
}

/** The outbreak warnings still open on `today`: raised within the last three days. */
export function useOpenWarnings(today: string): OutbreakWarningRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return undefined;
    const from = outbreakDays(today, OUTBREAK_DAYS).at(-1) as string;
    const rows = await db.table<OutbreakWarningRow>('outbreakWarnings').where('day').between(from, today, true, true).toArray();
    return rows.filter((w) => w.schoolId === schoolId).sort((a, b) => b.createTime.localeCompare(a.createTime));
  }, [db, schoolId, today]);
}
