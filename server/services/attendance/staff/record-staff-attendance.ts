import { and, eq } from 'drizzle-orm';
import {
  STAFF_STATUS_LABEL,
  type StaffAttendanceEventRow,
  type StaffAttendanceRecordInput,
  StaffAttendanceMsg,
  type StaffStatus,
} from '@contract';
import { memberships, staffAttendanceEvents, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toStaffAttendanceEventRow } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { eventStamp } from '../event-stamp';

/**
 * Records one staff attendance mark as a new event, exactly as the device stamped it (id, day, HLC, tap time), as
 * the children's taps are (services/attendance/record-attendance.ts): never rewritten, so every replica derives the
 * same day. The member must belong to the school the call names.
 */
export async function recordStaffAttendance(ctx: AuthedContext, input: StaffAttendanceRecordInput): Promise<StaffAttendanceEventRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const [member] = await ctx.db
    .select({ name: users.userName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, input.userId), eq(memberships.schoolId, input.schoolId)))
    // Shared: marks of one member go on together; a 全部出勤 checking this member (present-all.ts) waits for it.
    .for('share', { of: memberships });
  if (!member) throw AppError.notFound(StaffAttendanceMsg.notInSchool);
  const [exists] = await ctx.db
    .select({ id: staffAttendanceEvents.id })
    .from(staffAttendanceEvents)
    .where(eq(staffAttendanceEvents.id, input.id));
  if (exists) throw AppError.badRequest(StaffAttendanceMsg.exists);
  const stamp = await eventStamp(ctx, input);
  const [stored] = await ctx.db
    .insert(staffAttendanceEvents)
    .values({
      id: input.id,
      schoolId: input.schoolId,
      userId: input.userId,
      day: input.day,
      status: input.status,
      leaveType: input.leaveType,
      reason: input.reason,
      ...stamp,
    })
    .returning();
  if (!stored) throw new Error('staff attendance event insert returned nothing');
  const row = toStaffAttendanceEventRow(stored);
  await recordChanges(ctx.db, input.schoolId, [{ table: 'staffAttendanceEvents', op: 'put', row }]);
  await recordMutation(
    ctx,
    input.schoolId,
    'staffAttendance.record',
    `${member.name} ${input.day} ${STAFF_STATUS_LABEL[input.status as StaffStatus]}`,
  );
  return row;
}
