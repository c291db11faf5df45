import { defineCall, unchecked } from './call';
import { sessionSchema } from './session';
import { authorizationSchema, phoneCodeQuerySchema, sendSmsSchema, validateCodeSchema } from './sms';

/** The HTTP calls of server/routes/sms.ts, as the client makes them (contract/call.ts). */
export const smsCalls = {
  /** Answers 手机获取验证码成功. */
  sendSms: defineCall({ method: 'POST', path: '/park/login/sendSms', anonymous: true, input: sendSmsSchema, output: unchecked<null>() }),
  /** The older name of sendSms. */
  sendSmsOld: defineCall({ method: 'POST', path: '/park/login/sms', anonymous: true, input: sendSmsSchema, output: unchecked<null>() }),
  /** A voice call reading the code instead of a text. */
  sendSmsByVoice: defineCall({
    method: 'POST',
    path: '/park/login/sendSmsCallByVoice',
    anonymous: true,
    input: sendSmsSchema,
    output: unchecked<null>(),
  }),
  validateResetCode: defineCall({
    method: 'POST',
    path: '/park/login/validate/code',
    anonymous: true,
    input: validateCodeSchema,
    output: authorizationSchema,
  }),
  completeDualVerification: defineCall({
    method: 'POST',
    path: '/park/login/phoneCode',
    anonymous: true,
    // The code comes in the query, though the call is a POST (SPEC §7).
    body: 'query',
    input: phoneCodeQuerySchema,
    output: sessionSchema,
  }),
};
