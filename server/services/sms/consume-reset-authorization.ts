import { ErrorCode, SmsMsg } from '@contract';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';
import { findLiveGrant, spendGrant } from './grants';

/**
 * For the password reset call: uses up the authorizationCode that /park/login/validate/code gave for this phone and
 * answers the account it belongs to. Refused (验证已失效，请重新获取验证码) when unknown, used, expired or for another phone.
 */
export async function consumeResetAuthorization(
  ctx: ServiceContext,
  input: { mobilePhone: string; authorizationCode: string },
): Promise<{ userId: number }> {
  const grant = await findLiveGrant(ctx, 'reset', input.authorizationCode);
  if (!grant || grant.mobilePhone !== input.mobilePhone || grant.userId === null || !(await spendGrant(ctx, grant.tokenHash))) {
    throw new AppError(ErrorCode.badRequest, SmsMsg.authorizationInvalid);
  }
  return { userId: grant.userId };
}
