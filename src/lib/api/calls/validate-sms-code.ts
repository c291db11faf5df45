import { smsCalls } from '@contract/sms-calls';
import { call } from '../call';

/** POST /park/login/validate/code: a reset code → the authorizationCode the reset call needs. */
export const validateSmsCode = (mobilePhone: string, code: string): Promise<{ authorizationCode: string }> =>
  call(smsCalls.validateResetCode, { mobilePhone, code });
