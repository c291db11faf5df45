import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { BusPushProvider } from '../providers/bus-push/bus-push-provider';
import type { SmsProvider } from '../providers/sms/sms-provider';
import type { Permission, ScopeName } from '@contract';
import type { users } from '../db/schema';
import type { MembershipView } from './permissions/school-access';

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
  /** Where the bus's parents' messages go (server/providers/bus-push); the local provider when absent. */
  busPush?: BusPushProvider | undefined;
  /** The caller's address, for the operation log (absent for work not started by a request). */
  ip?: string | undefined;
  /** The caller's User-Agent, kept with a new session (个人中心's signed-in devices). */
  userAgent?: string | undefined;
  /** Sessions and rights kept between requests (absent: every check reads the database). */
  accessCache?: AccessStore | undefined;
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
  /** The user's schools and rights as the auth gate found them (absent: loaded when first needed). */
  access?: UserAccess | undefined;
}

export interface AuthedContext extends ServiceContext {
  session: SessionContext;
}

/** A live session as stored: who, in which school, until when (the clock is checked on every use). */
export interface CachedSession {
  userId: number;
  schoolId: number;
  expiresAt: Date;
}

/** What a member may do in one school, worked out once per load (not per request). */
export interface SchoolRights {
  permissions: ReadonlySet<Permission>;
  /** The same, sorted: what the session and user info send the app. */
  list: Permission[];
  /** The sync scopes the member pulls and writes. */
  scopes: ScopeName[];
}

/** Every school of a user with their place and rights there: what signed requests are checked against. */
export interface UserAccess {
  /** The account itself (its profile: what user info shows). */
  user: typeof users.$inferSelect;
  memberships: MembershipView[];
  schoolIds: ReadonlySet<number>;
  rights: ReadonlyMap<number, SchoolRights>;
}

/** Sessions and users' access kept between requests (server/services/session/access-cache.ts). */
export interface AccessStore {
  session(tokenHash: string, load: () => Promise<CachedSession | undefined>): Promise<CachedSession | undefined>;
  user(userId: number, load: () => Promise<UserAccess>): Promise<UserAccess>;
  /** Returns once every access change committed before the call has been applied in this process. */
  flush(db: Db): Promise<void>;
  /** Changes are announced to this process (false: none will be, so whoever follows a session reads it on a timer). */
  readonly listening: boolean;
  /**
   * Calls `watcher` with each announced key (`t:<token hash>`, `u:<user id>`, `p:<position id>`, `s:<school id>`)
   * once applied here, and with undefined when announcements may have been missed. Returns the unwatch.
   */
  watch(watcher: (key: string | undefined) => void): () => void;
}
