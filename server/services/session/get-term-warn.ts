import { eq } from 'drizzle-orm';
import { hasPermission, TERM_EDIT_PERMISSION, type TermWarn } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { membershipIn } from '../permissions/user-access';

/** Term activation and password warnings: termWarn 1 means "you may set the term", 2 "ask someone who may". */
export async function getTermWarn(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<TermWarn> {
  const membership = await membershipIn(ctx, input.schoolId ?? ctx.session.schoolId);
  if (!membership) throw AppError.forbidden();
  const [user] = await ctx.db.select({ setPwd: users.setPwd, pwdWarn: users.pwdWarn }).from(users).where(eq(users.id, ctx.session.userId));
  const activated = membership.school.schoolYear !== null && membership.school.termType !== null;
  return {
    noPwd: user?.setPwd ?? 0,
    termWarn: activated ? 0 : hasPermission(membership.permissions, TERM_EDIT_PERMISSION) ? 1 : 2,
    pwdWarn: user?.pwdWarn ?? 0,
  };
}
