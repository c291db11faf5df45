import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { AuthedContext } from '../context';

/** Revokes the token: it answers 20011 from now on. */
export async function logOut(ctx: AuthedContext): Promise<null> {
  await ctx.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.tokenHash, ctx.session.tokenHash));
  return null;
}
