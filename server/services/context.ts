import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { SmsProvider } from '../providers/sms/sms-provider';

/** Checks a captcha verification string; provided by the captcha service once it exists. */
export interface CaptchaVerifier {
  verify(captchaVerification: string): Promise<boolean>;
}

/** What every service operation receives; built per request by the app. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  config: Config;
  captcha?: CaptchaVerifier | undefined;
  /** Where verification codes go (server/providers/sms). */
  sms?: SmsProvider | undefined;
  /** The caller's address, for the operation log (absent for work not started by a request). */
  ip?: string | undefined;
}

/** The signed-in user's session, resolved from the `token` header. */
export interface SessionContext {
  tokenHash: string;
  userId: number;
  /** The school the session works in; request signatures bind to it. */
  schoolId: number;
  /** Every school this user belongs to: the scope of all their queries. */
  schoolIds: ReadonlySet<number>;
  expiresAt: Date;
}

export interface AuthedContext extends ServiceContext {
  session: SessionContext;
}
