import { loginCalls } from '@contract/login-calls';
import { call } from '../call';
import type { LoginAnswer } from '@contract/sms';
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
  return call(loginCalls.logIn, { loginName: loginName.trim(), password: hashed, captchaVerification });
}
