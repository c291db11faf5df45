import { captchaCalls } from '@contract/captcha-calls';
import type { CaptchaResponse, CaptchaType } from '@contract/captcha';
import { captchaRequest } from '../captcha-client';

/** POST /park/captcha/check: pointJson is plain JSON (the server issues an empty secretKey). */
export const checkCaptcha = (captchaType: CaptchaType, token: string, points: unknown): Promise<CaptchaResponse> =>
  captchaRequest(captchaCalls.checkCaptcha, { captchaType, token, pointJson: JSON.stringify(points) });
