import { and, asc, eq, inArray } from 'drizzle-orm';
import { ATTENDANCE_STATUS, type AttendanceEnterAllInput, type AttendanceEventRow, AttendanceMsg, LEAVE_TYPE } from '@contract';
import { attendanceEvents, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toAttendanceEventRow } from '../../../replication/attendance/children-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { eventStamp } from '../event-stamp';

/**
 * 全部入园: an 入园 event for each named child of the school that has no event of the day yet, with the device's
 * ids, HLC stamp and tap time. A child marked before (a tap of any device the server already holds) is left as it
 * is, never overwritten by the batch; a child no longer in the school is left out. The children are locked for the
 * check, and a tap locks its child (record-attendance.ts), so a tap committed meanwhile is seen. The device's
 * mutator (sync/mutators/attendance/children.ts) applies the same rule to its replica.
 */
export async function enterAll(ctx: AuthedContext, input: AttendanceEnterAllInput): Promise<AttendanceEventRow[]> {
  assertSchoolInScope(ctx, input.schoolId);
  const ids = input.entries.map((e) => e.studentId);
  const children = await ctx.db
    .select({ id: students.id, classId: students.classId })
    .from(students)
    .where(and(inArray(students.id, ids), eq(students.schoolId, input.schoolId)))
    .orderBy(asc(students.id))
    .for('update');
  const classOf = new Map(children.map((c) => [c.id, c.classId]));
  const marked = await ctx.db
    .select({ studentId: attendanceEvents.studentId })
    .from(attendanceEvents)
    .where(and(inArray(attendanceEvents.studentId, ids), eq(attendanceEvents.day, input.day)));
  const markedIds = new Set(marked.map((m) => m.studentId));
  const open = input.entries.filter((e) => classOf.has(e.studentId) && !markedIds.has(e.studentId));
  if (open.length === 0) return [];
  const taken = await ctx.db
    .select({ id: attendanceEvents.id })
    .from(attendanceEvents)
    .where(
      inArray(
        attendanceEvents.id,
        open.map((e) => e.id),
      ),
    );
  if (taken.length) throw AppError.badRequest(AttendanceMsg.exists);
  const stamp = await eventStamp(ctx, input);
  const stored = await ctx.db
    .insert(attendanceEvents)
    .values(
      open.map((e) => ({
        id: e.id,
        schoolId: input.schoolId,
        classId: classOf.get(e.studentId) as string,
        studentId: e.studentId,
        day: input.day,
        status: ATTENDANCE_STATUS.entered,
        leaveType: LEAVE_TYPE.none,
        reason: '',
        temperature: null,
        ...stamp,
      })),
    )
    .returning();
  const rows = stored.map(toAttendanceEventRow);
  await recordChanges(
    ctx.db,
    input.schoolId,
    rows.map((row) => ({ table: 'attendanceEvents' as const, op: 'put' as const, row })),
  );
  await recordMutation(ctx, input.schoolId, 'attendance.enterAll', `${input.day} ${rows.length}名幼儿入园`);
  return rows;
}
