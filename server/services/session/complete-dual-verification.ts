import { eq } from 'drizzle-orm';
import { ErrorCode, Msg, type PhoneCodeQuery, type Session, SmsMsg, SmsType } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { openSession } from './open-session';
import { consumeSmsCode } from '../sms/consume-sms-code';
import { countGrantFailure, findLiveGrant, spendGrant } from '../sms/grants';

/** `/park/login/phoneCode`: the SMS code of a dual-verification login; right, it opens the session. */
export async function completeDualVerification(ctx: ServiceContext, input: PhoneCodeQuery): Promise<Session> {
  const grant = await findLiveGrant(ctx, 'dual', input.dualVerificationToken);
  if (!grant || grant.userId === null) throw new AppError(ErrorCode.badRequest, SmsMsg.dualExpired);
  const passed = await consumeSmsCode(ctx, { mobilePhone: grant.mobilePhone, type: SmsType.dualVerification, code: input.code });
  if (!passed) {
    await countGrantFailure(ctx, grant.tokenHash);
    throw new AppError(ErrorCode.badRequest, SmsMsg.wrongCode);
  }
  if (!(await spendGrant(ctx, grant.tokenHash))) throw new AppError(ErrorCode.badRequest, SmsMsg.dualExpired);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, grant.userId));
  if (!user || user.disabled) throw new AppError(ErrorCode.forbidden, Msg.accountDisabled);
  return openSession(ctx, user);
}
