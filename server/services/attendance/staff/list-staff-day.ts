import { and, asc, eq } from 'drizzle-orm';
import {
  settledOrder,
  type StaffAttendanceDayItem,
  type StaffAttendanceDayQuery,
  type StaffAttendanceEventRow,
  staffDayKey,
  staffDayStates,
} from '@contract';
import { staffAttendanceEvents } from '../../../db/schema';
import { staffRows, toStaffAttendanceEventRow } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/**
 * The school's staff day (SPEC §7 /park/teacherAttendance): each member with the winning event of the day (the
 * derivation the devices run) and the day's history in settled order. For clients that do not sync, and days
 * before a device's sync window.
 */
export async function listStaffDay(ctx: AuthedContext, q: StaffAttendanceDayQuery): Promise<StaffAttendanceDayItem[]> {
  assertSchoolInScope(ctx, q.schoolId);
  const staff = await staffRows(ctx.db, q.schoolId);
  const events: StaffAttendanceEventRow[] = (
    await ctx.db
      .select()
      .from(staffAttendanceEvents)
      .where(and(eq(staffAttendanceEvents.schoolId, q.schoolId), eq(staffAttendanceEvents.day, q.day)))
      .orderBy(asc(staffAttendanceEvents.hlc), asc(staffAttendanceEvents.id))
  ).map(toStaffAttendanceEventRow);
  const states = staffDayStates(events);
  return staff.map((s) => ({
    userId: s.userId,
    name: s.name,
    departmentName: s.departmentName,
    positionName: s.positionName,
    current: states.get(staffDayKey(s.userId, q.day)) ?? null,
    history: settledOrder(events.filter((e) => e.userId === s.userId)),
  }));
}
