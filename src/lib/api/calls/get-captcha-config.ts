import { type CaptchaConfig, captchaConfigSchema } from '@contract/captcha';
import { request } from '../client';

/** GET /park/captcha/config: whether this server asks for a captcha before login and SMS. */
export const getCaptchaConfig = (): Promise<CaptchaConfig> =>
  request('/park/captcha/config', { anonymous: true, quiet: true, schema: captchaConfigSchema });
