import { eq } from 'drizzle-orm';
import type { SetPasswordInput } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { assertStrongPassword, storeNewPassword } from './store-new-password';

/**
 * `/park/login/setPwd`: an account without a password of its own (session setPwd = 1) sets one before going on.
 * Only then: an account that has one changes it with the original (updatePasswordByOldPass).
 */
export async function setPassword(ctx: AuthedContext, input: SetPasswordInput): Promise<null> {
  const [user] = await ctx.db
    .select({ id: users.id, mobilePhone: users.mobilePhone, setPwd: users.setPwd })
    .from(users)
    .where(eq(users.id, ctx.session.userId));
  if (!user) throw AppError.tokenExpired();
  if (user.setPwd !== 1) throw AppError.badRequest('该账号已设置密码，请通过修改密码更换');
  assertStrongPassword(input.password, user.mobilePhone);
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) =>
    storeNewPassword(tx, { userId: user.id, typed: input.password, now, keepTokenHash: ctx.session.tokenHash }),
  );
  return null;
}
