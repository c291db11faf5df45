import { and, eq } from 'drizzle-orm';
import { type MutationArgs, type StaffProfileRow, StaffMsg, staffBirthday } from '@contract';
import { memberships, staffProfiles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordStaffProfiles, staffProfileRows } from '../../../replication/people/staff-rows';
import { recordStaffRows } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { rightsIn } from '../../permissions/member-rights';
import { assertSchoolInScope } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';
import { checkPlace, staffMemberOrFail } from './staff-member';

/** The right to hand out the principal's position (all rights): only who may edit positions' rights anyway. */
const GRANT_ALL = '/JCSZ/JSGL:edit';

/**
 * 保存档案 (/park/emp/save): the member's whole profile; the department and position go to the membership (the
 * position is the member's rights: a position with all rights is given only by a member who may edit rights).
 * The birthday comes from the ID number.
 */
export async function saveStaffProfile(ctx: AuthedContext, args: MutationArgs<'staffProfile.save'>): Promise<StaffProfileRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const member = await staffMemberOrFail(ctx.db, args.schoolId, args.userId);
  const allRights = await checkPlace(ctx.db, args.schoolId, args.departmentId, args.positionId);
  if (allRights && args.positionId !== member.positionId && !(await rightsIn(ctx, args.schoolId))?.permissions.has(GRANT_ALL))
    throw AppError.forbidden(StaffMsg.allRights);
  // A colleague's phone (their profile's, or their account's while they have none), as the replica checks it.
  const taken = (await staffProfileRows(ctx.db, args.schoolId)).some((c) => c.userId !== args.userId && c.phone === args.phone);
  if (taken) throw AppError.badRequest(StaffMsg.phoneTaken);
  const [before] = await ctx.db
    .select({ photo: staffProfiles.photo })
    .from(staffProfiles)
    .where(and(eq(staffProfiles.schoolId, args.schoolId), eq(staffProfiles.userId, args.userId)));
  if (args.photo && args.photo !== before?.photo) await requireStoredFiles(ctx, args.schoolId, [args.photo]);

  const { departmentId, positionId, ...profile } = args;
  const values = { ...profile, birthday: staffBirthday(args.idNumber), updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(staffProfiles)
    .values(values)
    .onConflictDoUpdate({ target: [staffProfiles.schoolId, staffProfiles.userId], set: values });
  if (departmentId !== member.departmentId || positionId !== member.positionId)
    await ctx.db
      .update(memberships)
      .set({ departmentId, positionId })
      .where(and(eq(memberships.schoolId, args.schoolId), eq(memberships.userId, args.userId)));
  const [row] = await recordStaffProfiles(ctx.db, args.schoolId, [args.userId]);
  await recordStaffRows(ctx.db, args.schoolId, [args.userId]);
  await recordMutation(ctx, args.schoolId, 'staffProfile.save', args.name);
  if (!row) throw new Error('staff profile vanished');
  return row;
}
