import { eq } from 'drizzle-orm';
import type { ResetPasswordInput } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { consumeResetAuthorization } from '../sms/consume-reset-authorization';
import { assertStrongPassword, storeNewPassword } from './store-new-password';

/**
 * `/park/login/updatePasswordByCodeV2`: the second step of 忘记密码. The authorizationCode that the code check gave
 * for this phone is used up (once, 10 minutes); the new password must pass the SPEC §5 rules. Every session of the
 * account ends: whoever knew the old password is out.
 */
export async function resetPassword(ctx: ServiceContext, input: ResetPasswordInput): Promise<null> {
  // The rules first, so a weak password does not waste the authorization.
  assertStrongPassword(input.password, input.mobilePhone);
  const { userId } = await consumeResetAuthorization(ctx, { mobilePhone: input.mobilePhone, authorizationCode: input.authorizationCode });
  const [user] = await ctx.db.select({ id: users.id, mobilePhone: users.mobilePhone }).from(users).where(eq(users.id, userId));
  if (!user) throw AppError.badRequest();
  assertStrongPassword(input.password, user.mobilePhone);
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => storeNewPassword(tx, { userId, typed: input.password, now }));
  return null;
}
