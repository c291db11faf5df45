import { captchaCheckSchema, captchaGetSchema, captchaResponseSchema } from './captcha';
import { defineCall } from './call';

/** The captcha's calls (SPEC §7): they answer AJ-Captcha's `{repCode, repMsg, repData}`, not the envelope. */
export const captchaCalls = {
  /** A fresh picture (and piece or word list) with its one-check token. */
  getCaptcha: defineCall({
    method: 'POST',
    path: '/park/captcha/get',
    anonymous: true,
    input: captchaGetSchema,
    output: captchaResponseSchema,
  }),
  /** The player's answer to a picture: a captchaVerification to send with the call it guards. */
  checkCaptcha: defineCall({
    method: 'POST',
    path: '/park/captcha/check',
    anonymous: true,
    input: captchaCheckSchema,
    output: captchaResponseSchema,
  }),
};
