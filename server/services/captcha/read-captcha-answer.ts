import { eq } from 'drizzle-orm';
import { captchaChallenges } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { ServiceContext } from '../context';

/** Test-only: the stored answer of a token, for the development aid server/routes/captcha-test-hooks.ts. */
export async function readCaptchaAnswer(ctx: ServiceContext, token: string): Promise<unknown> {
  const [row] = await ctx.db
    .select({ answer: captchaChallenges.answer })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.tokenHash, hashToken(token)));
  return row?.answer ?? null;
}
