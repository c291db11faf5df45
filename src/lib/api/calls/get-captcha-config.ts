import type { CaptchaConfig } from '@contract/captcha';
import { loginCalls } from '@contract/login-calls';
import { call } from '../call';

/** Whether this server asks for a captcha before login and SMS. Its schema loads with it (the login page asks). */
export const getCaptchaConfig = (): Promise<CaptchaConfig> => call(loginCalls.captchaConfig, undefined, { quiet: true });
