import { type Session, sessionSchema } from '@contract/session';
import { SmsType } from '@contract/sms';
import { request } from '../client';

/** POST /park/login/phoneCode (query): the SMS code of a dual-verification login; answers the Session. */
export const completeDualVerification = (input: { code: string; dualVerificationToken: string; mobilePhone: string }): Promise<Session> =>
  request('/park/login/phoneCode', {
    method: 'POST',
    anonymous: true,
    params: { ...input, type: SmsType.dualVerification },
    schema: sessionSchema,
  });
