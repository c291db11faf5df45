import { eq } from 'drizzle-orm';
import type { Profile, ProfileSave } from '@contract';
import { memberships, users } from '../../db/schema';
import { recordStaffRows } from '../../replication/attendance/staff-rows';
import type { AuthedContext } from '../context';
import { recordUserOperation } from '../operation-log/record-operation';
import { getProfile } from './get-profile';

/** POST /park/acount/profile: the user's own name and avatar; each of their schools' staff rosters learn the name. */
export async function saveProfile(ctx: AuthedContext, input: ProfileSave): Promise<Profile> {
  await ctx.db.update(users).set({ userName: input.userName, headPic: input.headPic }).where(eq(users.id, ctx.session.userId));
  const schoolIds = await ctx.db
    .select({ schoolId: memberships.schoolId })
    .from(memberships)
    .where(eq(memberships.userId, ctx.session.userId));
  for (const { schoolId } of schoolIds) await recordStaffRows(ctx.db, schoolId, [ctx.session.userId]);
  await recordUserOperation(ctx, ctx.session.schoolId, '个人中心', '修改个人资料', input.userName);
  return getProfile(ctx);
}
