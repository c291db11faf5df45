import { captchaCalls } from '@contract/captcha-calls';
import type { CaptchaResponse, CaptchaType } from '@contract/captcha';
import { captchaRequest } from '../captcha-client';

/** A per-browser id AJ-Captcha sends along (kept for the tab's life; the server only records it). */
const clientUid = `web-${crypto.getRandomValues(new Uint32Array(2)).join('')}`;

/** POST /park/captcha/get: a fresh picture (and piece or word list) with its one-check token. */
export const getCaptcha = (captchaType: CaptchaType): Promise<CaptchaResponse> =>
  captchaRequest(captchaCalls.getCaptcha, { captchaType, clientUid, ts: Date.now() });
