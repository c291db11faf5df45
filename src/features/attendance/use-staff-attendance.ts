import type { StaffAttendanceEventRow, StaffRow } from '@contract/attendance/staff';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The school's staff roster, live from the replica (the `staff` scope). */
export function useStaffRoster(): StaffRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return undefined;
    return db.table<StaffRow>('staff').where('schoolId').equals(schoolId).toArray();
  }, [db, schoolId]);
}

/** Every staff attendance event of the school between two days (inclusive), live from the replica. */
export function useStaffEvents(from: string, to: string): StaffAttendanceEventRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return undefined;
    return db
      .table<StaffAttendanceEventRow>('staffAttendanceEvents')
      .where('[schoolId+day]')
      .between([schoolId, from], [schoolId, to], true, true)
      .toArray();
  }, [db, schoolId, from, to]);
}
