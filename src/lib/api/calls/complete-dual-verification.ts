import { smsCalls } from '@contract/sms-calls';
import { call } from '../call';
import type { Session } from '@contract/session';
import { SmsType } from '@contract/sms';

/** POST /park/login/phoneCode (query): the SMS code of a dual-verification login; answers the Session. */
export const completeDualVerification = (input: { code: string; dualVerificationToken: string; mobilePhone: string }): Promise<Session> =>
  call(smsCalls.completeDualVerification, { ...input, type: SmsType.dualVerification });
