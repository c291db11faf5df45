import { defineCall } from './call';
import { text } from './fields';
import { z } from './zod-locale';

/** A development aid (server/routes/dev-aids.ts): a captcha's answer, for end-to-end tests against a captcha-on server. */
export const captchaTestAnswerCall = defineCall({
  method: 'GET',
  path: '/park/captcha/test-answer',
  anonymous: true,
  input: z.object({ token: text(200, { required: '请求参数不正确', trim: false }) }),
});
