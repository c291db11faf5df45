import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  STAFF_LEAVE,
  STAFF_STATUS,
  type StaffAttendanceEventRow,
  StaffAttendanceMsg,
  type StaffAttendancePresentAllInput,
} from '@contract';
import { memberships, staffAttendanceEvents } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toStaffAttendanceEventRow } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { eventStamp } from '../event-stamp';

/**
 * 全部出勤: an 出勤 event for each named member of the school with no event of the day yet, with the device's ids,
 * HLC stamp and tap time, as 全部入园 does for children (services/attendance/enter-all.ts): a member marked before is
 * left as marked, one no longer in the school is left out. The memberships are locked for the check, and a single
 * mark locks its member's (record-staff-attendance.ts), so a mark committed meanwhile is seen.
 */
export async function presentAll(ctx: AuthedContext, input: StaffAttendancePresentAllInput): Promise<StaffAttendanceEventRow[]> {
  assertSchoolInScope(ctx, input.schoolId);
  const ids = input.entries.map((e) => e.userId);
  const members = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(inArray(memberships.userId, ids), eq(memberships.schoolId, input.schoolId)))
    .orderBy(asc(memberships.userId))
    .for('update');
  const inSchool = new Set(members.map((m) => m.userId));
  const marked = await ctx.db
    .select({ userId: staffAttendanceEvents.userId })
    .from(staffAttendanceEvents)
    .where(
      and(
        eq(staffAttendanceEvents.schoolId, input.schoolId),
        inArray(staffAttendanceEvents.userId, ids),
        eq(staffAttendanceEvents.day, input.day),
      ),
    );
  const markedIds = new Set(marked.map((m) => m.userId));
  const open = input.entries.filter((e) => inSchool.has(e.userId) && !markedIds.has(e.userId));
  if (open.length === 0) return [];
  const taken = await ctx.db
    .select({ id: staffAttendanceEvents.id })
    .from(staffAttendanceEvents)
    .where(
      inArray(
        staffAttendanceEvents.id,
        open.map((e) => e.id),
      ),
    );
  if (taken.length) throw AppError.badRequest(StaffAttendanceMsg.exists);
  const stamp = await eventStamp(ctx, input);
  const stored = await ctx.db
    .insert(staffAttendanceEvents)
    .values(
      open.map((e) => ({
        id: e.id,
        schoolId: input.schoolId,
        userId: e.userId,
        day: input.day,
        status: STAFF_STATUS.present,
        leaveType: STAFF_LEAVE.none,
        reason: '',
        ...stamp,
      })),
    )
    .returning();
  const rows = stored.map(toStaffAttendanceEventRow);
  await recordChanges(
    ctx.db,
    input.schoolId,
    rows.map((row) => ({ table: 'staffAttendanceEvents' as const, op: 'put' as const, row })),
  );
  await recordMutation(ctx, input.schoolId, 'staffAttendance.presentAll', `${input.day} ${rows.length}名教职工出勤`);
  return rows;
}
