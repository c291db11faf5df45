import { eq } from 'drizzle-orm';
import { ErrorCode, type LoginAnswer, type LoginForm, Msg } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { burnVerifyTime, verifyPassword } from '../../lib/passwords';
import type { ServiceContext } from '../context';
import { startDualVerification } from '../sms/start-dual-verification';
import { openSession } from './open-session';

/**
 * Checks the captcha verification (when on) and the password (argon2id over the md5 the client sends), then opens a
 * session in the user's default school — or, for an account with dual verification, answers a dualVerificationToken
 * that /park/login/phoneCode completes with an SMS code.
 */
export async function logIn(ctx: ServiceContext, input: LoginForm): Promise<LoginAnswer> {
  if (ctx.config.captcha) {
    const passed = input.captchaVerification ? await ctx.captcha?.verify(input.captchaVerification) : false;
    if (!passed) throw new AppError(ErrorCode.badRequest, Msg.captchaRequired);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.loginName, input.loginName));
  if (!user) {
    await burnVerifyTime(input.password);
    throw new AppError(ErrorCode.badRequest, Msg.loginFailed);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError(ErrorCode.badRequest, Msg.loginFailed);
  if (user.disabled) throw new AppError(ErrorCode.forbidden, Msg.accountDisabled);
  if (user.dualVerification) return startDualVerification(ctx, user);
  return openSession(ctx, user);
}
