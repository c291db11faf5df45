import { CaptchaMsg, type CaptchaRepData, CaptchaRepCode, type CaptchaResponse } from '@contract';

/** AJ-Captcha answers: `repCode` '0000' is success; the others carry the message the client shows. */
export const captchaSuccess = (repData: CaptchaRepData): CaptchaResponse => ({
  repCode: CaptchaRepCode.success,
  repMsg: CaptchaMsg.success,
  repData,
  success: true,
});

export const captchaFailure = (key: Exclude<keyof typeof CaptchaRepCode, 'success'>): CaptchaResponse => ({
  repCode: CaptchaRepCode[key],
  repMsg: CaptchaMsg[key],
  repData: null,
  success: false,
});
