import { and, eq } from 'drizzle-orm';
import { staffProfiles, users } from '../../../db/schema';
import type { AuthedContext } from '../../context';

/** Who saved a record, as the record shows it: the member's staff name in the school, else their account's. */
export async function recorder(ctx: AuthedContext, schoolId: number): Promise<{ updatedBy: number; updatedByName: string }> {
  const [me] = await ctx.db
    .select({ userName: users.userName, profileName: staffProfiles.name })
    .from(users)
    .leftJoin(staffProfiles, and(eq(staffProfiles.userId, users.id), eq(staffProfiles.schoolId, schoolId)))
    .where(eq(users.id, ctx.session.userId));
  return { updatedBy: ctx.session.userId, updatedByName: me?.profileName ?? me?.userName ?? '' };
}
