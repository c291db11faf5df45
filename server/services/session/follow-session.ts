import { ErrorCode } from '@contract';
import { AppError } from '../../lib/app-error';
import type { ServiceContext, SessionContext } from '../context';
import { authenticate } from './authenticate';

/** How often a followed session is read again while no announcements arrive (no listener, or it was lost). */
const RECHECK_MS = 500;
/** setTimeout's longest wait (about 24.8 days): a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** What follows a session (an open socket) is told. */
export interface SessionFollower {
  /** The session as first read, and again whenever its working school, schools or rights differ from the last one told. */
  changed(session: SessionContext): void;
  /** The session ended (`unauthorized`), or could not be read (a database failure: worth trying again). Nothing follows. */
  ended(unauthorized: boolean): void;
}

/**
 * The session of `token` while it lasts, for a socket that stays open: told to `follower` now and again whenever
 * the database announces a change to its token, user, positions or schools (in every server process: the access
 * cache's watch), when it runs out, and every RECHECK_MS while no announcements arrive. A session is live as REST
 * sees it (not revoked or expired, the user not disabled) and still in its working school (a member who left or
 * retired, 离职/退休, is not among its members). Returns the stop.
 */
export function followSession(ctx: ServiceContext, token: string | undefined, follower: SessionFollower): () => void {
  const cache = ctx.accessCache;
  let last: SessionContext | undefined;
  let stopped = false;
  let reading = false;
  let again = false;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let unwatch: (() => void) | undefined;

  const stop = () => {
    stopped = true;
    unwatch?.();
    clearTimeout(expiry);
    clearInterval(poll);
  };
  const startPolling = () => {
    poll ??= setInterval(() => void read(), RECHECK_MS);
  };

  /** Reads the session, once more if a change was announced meanwhile (what was read may predate it). */
  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      let session: SessionContext;
      do {
        again = false;
        session = await liveSession(ctx, token);
        if (stopped) return;
      } while (again);
      const changed = last === undefined || reach(last) !== reach(session);
      last = session;
      clearTimeout(expiry);
      const left = session.expiresAt.getTime() - ctx.clock.now().getTime();
      expiry = setTimeout(() => void read(), Math.min(Math.max(left, 0), LONGEST_TIMER_MS));
      if (changed) follower.changed(session);
    } catch (e) {
      if (stopped) return;
      stop();
      follower.ended(e instanceof AppError && e.code === ErrorCode.tokenExpired);
    } finally {
      reading = false;
    }
  };

  unwatch = cache?.watch((key) => {
    if (stopped) return;
    if (key === undefined) startPolling();
    if (key === undefined || last === undefined || concerns(last, key)) void read();
  });
  if (!cache?.listening) startPolling();
  void read();
  return stop;
}

/** The session of `token` if it is live and its working school is still the member's; else code 20011. */
async function liveSession(ctx: ServiceContext, token: string | undefined): Promise<SessionContext> {
  const session = await authenticate(ctx, token, ctx.clock.now());
  if (!session.schoolIds.has(session.schoolId)) throw AppError.tokenExpired();
  return session;
}

/** Whether an announced key may change the session: its token, its user, a position or a school of theirs. */
function concerns(session: SessionContext, key: string): boolean {
  const id = key.slice(2);
  switch (key.slice(0, 2)) {
    case 't:':
      return id === session.tokenHash;
    case 'u:':
      return Number(id) === session.userId;
    case 'p:':
      return session.access?.memberships.some((m) => m.positionId === Number(id)) ?? true;
    case 's:':
      return session.schoolIds.has(Number(id));
    default:
      return true;
  }
}

/** What decides what a socket is sent: the working school and the member's rights in each of their schools. */
const reach = (session: SessionContext): string =>
  JSON.stringify([session.schoolId, [...(session.access?.rights ?? [])].map(([schoolId, rights]) => [schoolId, rights.list])]);
