import { and, eq } from 'drizzle-orm';
import {
  ATTENDANCE_STATUS_LABEL,
  type AttendanceEventRow,
  type AttendanceRecordInput,
  type AttendanceStatus,
  AttendanceMsg,
} from '@contract';
import { attendanceEvents, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toAttendanceEventRow } from '../../../replication/attendance/children-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { eventStamp } from '../event-stamp';

/**
 * Records one attendance tap as a new event, exactly as the device stamped it (its id, day, HLC and tap time):
 * the server never rewrites or reorders events, so every replica derives the same day state from them. The
 * child must be in the school the call names; the class stored is the child's class now.
 */
export async function recordAttendance(ctx: AuthedContext, input: AttendanceRecordInput): Promise<AttendanceEventRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const [child] = await ctx.db
    .select({ id: students.id, classId: students.classId, name: students.name })
    .from(students)
    .where(and(eq(students.id, input.studentId), eq(students.schoolId, input.schoolId)))
    // Shared: taps of one child go on together; a 全部入园 checking this child (enter-all.ts) waits for the tap.
    .for('share');
  if (!child) throw AppError.notFound(AttendanceMsg.notInSchool);
  const [exists] = await ctx.db.select({ id: attendanceEvents.id }).from(attendanceEvents).where(eq(attendanceEvents.id, input.id));
  if (exists) throw AppError.badRequest(AttendanceMsg.exists);
  const stamp = await eventStamp(ctx, input);
  const [stored] = await ctx.db
    .insert(attendanceEvents)
    .values({
      id: input.id,
      schoolId: input.schoolId,
      classId: child.classId,
      studentId: child.id,
      day: input.day,
      status: input.status,
      leaveType: input.leaveType,
      reason: input.reason,
      temperature: input.temperature,
      ...stamp,
    })
    .returning();
  if (!stored) throw new Error('attendance event insert returned nothing');
  const row = toAttendanceEventRow(stored);
  await recordChanges(ctx.db, input.schoolId, [{ table: 'attendanceEvents', op: 'put', row }]);
  await recordMutation(
    ctx,
    input.schoolId,
    'attendance.record',
    `${child.name} ${input.day} ${ATTENDANCE_STATUS_LABEL[input.status as AttendanceStatus]}`,
  );
  return row;
}
