import { getCaptchaConfig } from '@/lib/api/calls/get-captcha-config';

/** Shared by login and the SMS-sending dialogs (forgot password). */
let known: boolean | null = null;

/**
 * Whether login needs a captcha here: asked once per page load. If the server cannot say (offline, old server),
 * assume yes — the captcha then says what is wrong, and the server has the last word anyway.
 */
export async function captchaRequired(): Promise<boolean> {
  if (known !== null) return known;
  try {
    known = (await getCaptchaConfig()).enabled;
    return known;
  } catch {
    return true;
  }
}

/** The server refused a login for want of a captcha: ask for one from now on. */
export const markCaptchaRequired = (): void => {
  known = true;
};
