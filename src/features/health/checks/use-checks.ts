import type { AttendanceEventRow } from '@contract/attendance/children';
import { LEAVE_TYPE } from '@contract/attendance/children';
import { dayStates } from '@contract/attendance/children-day';
import type { HealthCheckRow, IllnessFollowUpRow, OutbreakWarningRow } from '@contract/health/checks';
import { OUTBREAK_DAYS } from '@contract/health/checks';
import { outbreakDays } from '@contract/health/checks-day';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';
import { useChildDayRows } from '@/lib/replica/use-class-day';

/** Every check of the children's day, live from the replica. */
export const useDayChecks = (childIds: readonly string[] | undefined, day: string): HealthCheckRow[] | undefined =>
  useChildDayRows<HealthCheckRow>('healthChecks', childIds, day);

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
