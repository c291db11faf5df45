import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { SessionContext } from '../context';

/** Resolves a `token` header to its live session; unknown, revoked or expired tokens get code 20011. */
export async function authenticate(db: Db, token: string | undefined, now: Date): Promise<SessionContext> {
  if (!token) throw AppError.tokenExpired();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: sessions.userId, schoolId: sessions.schoolId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.disabled, false)));
  if (!row) throw AppError.tokenExpired();
  const schoolRows = await db.select({ schoolId: memberships.schoolId }).from(memberships).where(eq(memberships.userId, row.userId));
  return {
    tokenHash,
    userId: row.userId,
    schoolId: row.schoolId,
    schoolIds: new Set(schoolRows.map((r) => r.schoolId)),
    expiresAt: row.expiresAt,
  };
}
