import type { LoginAnswer } from '@contract/sms';
import { request } from '../client';
import { md5Hex } from '../sign-client';

export interface LoginInput {
  loginName: string;
  /** As typed; hashed in the sign worker before it leaves the page. */
  password: string;
  captchaVerification?: string;
}

/**
 * POST /park/login/auth: anonymous form call; answers the Session, or a dual-verification step (SMS code next).
 * The answer's schema (and zod with it) loads with the call, not with the login page.
 */
export async function login({ loginName, password, captchaVerification }: LoginInput): Promise<LoginAnswer> {
  const hashed = await md5Hex(password);
  return request('/park/login/auth', {
    method: 'POST',
    anonymous: true,
    form: { loginName: loginName.trim(), password: hashed, captchaVerification },
    schema: () => import('@contract/sms').then((m) => m.loginAnswerSchema),
  });
}
