import { eq } from 'drizzle-orm';
import { TOKEN_TTL_MS } from '@contract';
import { sessions } from '../../db/schema';
import type { AuthedContext } from '../context';

/** Slides the token's expiry forward (the client renews every 30 minutes while active). */
export async function renewToken(ctx: AuthedContext): Promise<{ expirationTime: number }> {
  const expiresAt = new Date(ctx.clock.now().getTime() + TOKEN_TTL_MS);
  await ctx.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, ctx.session.tokenHash));
  // A GET that changed the session: answer once this process holds the new expiry (see AccessCache).
  await ctx.accessCache?.flush(ctx.db);
  return { expirationTime: expiresAt.getTime() };
}
