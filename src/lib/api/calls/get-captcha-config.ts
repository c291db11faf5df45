import type { CaptchaConfig } from '@contract/captcha';
import { request } from '../client';

/** GET /park/captcha/config: whether this server asks for a captcha before login and SMS. Its schema loads with it (the login page asks). */
export const getCaptchaConfig = (): Promise<CaptchaConfig> =>
  request('/park/captcha/config', {
    anonymous: true,
    quiet: true,
    schema: () => import('@contract/captcha').then((m) => m.captchaConfigSchema),
  });
