import { and, eq } from 'drizzle-orm';
import { EMPLOYMENT_STATUS_LABEL, isStaffActive, type MutationArgs, StaffMsg, type StaffProfileRow } from '@contract';
import { memberships, staffProfiles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordStaffProfiles } from '../../../replication/people/staff-rows';
import { recordStaffRows } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { staffMemberOrFail } from './staff-member';

/**
 * 变更状态 (/park/emp/status): 转正, 离职, 退休… with the day and the reason. A member set to 离职/退休/内退 no longer
 * signs in to this school (school-access leaves it out; the access cache drops their rights when the membership
 * changes) and leaves the roster; set back to a serving status, they sign in again. Nobody sets themselves to
 * 离职/退休 (a principal cannot lock themselves out).
 */
export async function setStaffStatus(ctx: AuthedContext, args: MutationArgs<'staffProfile.setStatus'>): Promise<StaffProfileRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const member = await staffMemberOrFail(ctx.db, args.schoolId, args.userId);
  if (args.userId === ctx.session.userId && !isStaffActive(args.status)) throw AppError.badRequest(StaffMsg.self);
  await ctx.db
    .update(memberships)
    .set({ staffStatus: args.status })
    .where(and(eq(memberships.schoolId, args.schoolId), eq(memberships.userId, args.userId)));
  const [row] = await recordStaffProfiles(ctx.db, args.schoolId, [args.userId]);
  if (!row) throw new Error('staff profile vanished');
  // The profile keeps the day and reason (the member's current name and phone start it when none was saved yet).
  const values = { statusDate: args.date, statusReason: args.reason, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(staffProfiles)
    .values({ schoolId: args.schoolId, userId: args.userId, name: row.name, phone: row.phone, ...values })
    .onConflictDoUpdate({ target: [staffProfiles.schoolId, staffProfiles.userId], set: values });
  const [out] = await recordStaffProfiles(ctx.db, args.schoolId, [args.userId]);
  await recordStaffRows(ctx.db, args.schoolId, [args.userId]);
  const from = EMPLOYMENT_STATUS_LABEL[member.staffStatus] ?? '';
  await recordMutation(ctx, args.schoolId, 'staffProfile.setStatus', `${row.name}：${from}→${EMPLOYMENT_STATUS_LABEL[args.status]}`);
  if (!out) throw new Error('staff profile vanished');
  return out;
}
