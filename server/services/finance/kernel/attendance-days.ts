import { and, between, eq, inArray } from 'drizzle-orm';
import { ATTENDANCE_STATUS, dayStates } from '@contract';
import type { Db } from '../../../db/client';
import { attendanceEvents } from '../../../db/schema';

/**
 * Days each child was present in [from, to] ('YYYY-MM-DD', inclusive), for per-day fee items (FEE_UNITS.day: the
 * quantity of a bill line). Read from the children's attendance records (幼儿考勤) of the school: a child's day is
 * settled by the attendance fold (`dayStates`, contract/attendance/children-day.ts: the event with the greatest HLC stamp
 * wins, the same answer the sheet and the statistics show), and a day counts when that state is 入园 (entered);
 * 请假, 缺勤 and 劝返 do not, nor does a day with no record. One query for all the children. Every child asked
 * for is in the answer (0 when never present).
 */
export async function attendedDays(db: Db, schoolId: number, studentIds: string[], from: string, to: string): Promise<Map<string, number>> {
  const out = new Map<string, number>(studentIds.map((id) => [id, 0]));
  if (studentIds.length === 0 || from > to) return out;
  const events = await db
    .select({
      id: attendanceEvents.id,
      studentId: attendanceEvents.studentId,
      day: attendanceEvents.day,
      status: attendanceEvents.status,
      leaveType: attendanceEvents.leaveType,
      temperature: attendanceEvents.temperature,
      hlc: attendanceEvents.hlc,
    })
    .from(attendanceEvents)
    .where(
      and(
        eq(attendanceEvents.schoolId, schoolId),
        inArray(attendanceEvents.studentId, [...new Set(studentIds)]),
        between(attendanceEvents.day, from, to),
      ),
    );
  for (const e of dayStates(events).values()) {
    if (e.status === ATTENDANCE_STATUS.entered) out.set(e.studentId, (out.get(e.studentId) ?? 0) + 1);
  }
  return out;
}
