import { defineCall } from './call';
import { sessionSchema } from './session';
import { authorizationSchema, phoneCodeQuerySchema, validateCodeSchema } from './sms';

/** The HTTP calls of server/routes/sms.ts, as the client makes them (contract/call.ts). */
export const smsCalls = {
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
    input: phoneCodeQuerySchema,
    output: sessionSchema,
  }),
};
