import type { Call, CallInput } from '@contract/call';
import { CAPTCHA_TIMEOUT_MS, type CaptchaResponse, captchaResponseSchema } from '@contract/captcha';
import { Msg } from '@contract/errors';
import { brand } from '@/lib/brand';

/**
 * Captcha calls answer AJ-Captcha's `{repCode, repMsg, repData}`, not the envelope, so they skip `request()`.
 * A failure to reach the server becomes an answer too (repCode 'network'), shown in the captcha like any other.
 */
export async function captchaRequest<C extends Call>(call: C, body: CallInput<C>): Promise<CaptchaResponse> {
  try {
    const response = await fetch(call.path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', theme: String(brand.id) },
      signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
    });
    const parsed = captchaResponseSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
    return { repCode: 'transport', repMsg: Msg.transportError, repData: null };
  } catch {
    return { repCode: 'network', repMsg: navigator.onLine ? Msg.networkError : Msg.offline, repData: null };
  }
}
