import { eq } from 'drizzle-orm';
import { ErrorCode, SmsMsg, SmsType, type ValidateCodeInput } from '@contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { consumeSmsCode } from './consume-sms-code';
import { issueGrant } from './grants';

/** `/park/login/validate/code`: a right reset code becomes an authorizationCode (10 minutes, one use) for the reset call. */
export async function validateResetCode(ctx: ServiceContext, input: ValidateCodeInput): Promise<{ authorizationCode: string }> {
  const passed = await consumeSmsCode(ctx, { mobilePhone: input.mobilePhone, type: SmsType.resetPassword, code: input.code });
  if (!passed) throw new AppError(ErrorCode.badRequest, SmsMsg.wrongCode);
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.mobilePhone, input.mobilePhone)).limit(1);
  if (!owner) throw new AppError(ErrorCode.badRequest, SmsMsg.wrongCode);
  const authorizationCode = await issueGrant(ctx, { kind: 'reset', userId: owner.id, mobilePhone: input.mobilePhone });
  return { authorizationCode };
}
