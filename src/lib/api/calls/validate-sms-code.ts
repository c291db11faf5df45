import { authorizationSchema } from '@contract/sms';
import { request } from '../client';

/** POST /park/login/validate/code: a reset code → the authorizationCode the reset call needs. */
export const validateSmsCode = (mobilePhone: string, code: string): Promise<{ authorizationCode: string }> =>
  request('/park/login/validate/code', { method: 'POST', anonymous: true, json: { mobilePhone, code }, schema: authorizationSchema });
