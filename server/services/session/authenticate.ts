import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { CachedSession, ServiceContext, SessionContext } from '../context';
import { loadUserAccess } from '../permissions/user-access';

/** The live session of a token hash: one lookup by primary key (and the user's by theirs). */
async function loadSession(db: Db, tokenHash: string, now: Date): Promise<CachedSession | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, schoolId: sessions.schoolId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.disabled, false)));
  return row;
}

/**
 * Resolves a `token` header to its live session and the user's schools and rights; unknown, revoked or expired
 * tokens and disabled users get code 20011. Both come from the access cache when it holds them (no query); the
 * expiry is checked against the clock on every call, cached or not.
 */
export async function authenticate(
  ctx: Pick<ServiceContext, 'db' | 'accessCache'>,
  token: string | undefined,
  now: Date,
): Promise<SessionContext> {
  if (!token) throw AppError.tokenExpired();
  const tokenHash = hashToken(token);
  const { db, accessCache: cache } = ctx;
  const loadIt = () => loadSession(db, tokenHash, now);
  const session = cache ? await cache.session(tokenHash, loadIt) : await loadIt();
  if (!session || session.expiresAt.getTime() <= now.getTime()) throw AppError.tokenExpired();
  const loadAccess = () => loadUserAccess(db, session.userId);
  const access = cache ? await cache.user(session.userId, loadAccess) : await loadAccess();
  return { tokenHash, ...session, schoolIds: access.schoolIds, access };
}
