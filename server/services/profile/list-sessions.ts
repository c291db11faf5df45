import { desc, eq } from 'drizzle-orm';
import { type DeviceSession, deviceName } from '@contract';
import { sessions } from '../../db/schema';
import type { AuthedContext } from '../context';

/** How many of the latest sessions 登录记录 shows. */
export const LOGIN_HISTORY_SIZE = 50;

/** The public id of a session: a prefix of its token's hash (which itself yields no token). */
export const sessionPublicId = (tokenHash: string) => tokenHash.slice(0, 24);

/**
 * GET /park/acount/sessions: the account's latest sessions, newest first. A live one (not revoked, not expired) is a
 * signed-in device; all of them are the login history.
 */
export async function listSessions(ctx: AuthedContext): Promise<DeviceSession[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, ctx.session.userId))
    .orderBy(desc(sessions.createdAt))
    .limit(LOGIN_HISTORY_SIZE);
  return rows.map((s) => ({
    id: sessionPublicId(s.tokenHash),
    device: deviceName(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    revokedAt: s.revokedAt?.toISOString() ?? null,
    live: s.revokedAt === null && s.expiresAt > now,
    current: s.tokenHash === ctx.session.tokenHash,
  }));
}
