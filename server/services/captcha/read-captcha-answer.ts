import { eq } from 'drizzle-orm';
import { captchaChallenges } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { ServiceContext } from '../context';

/** Test-only: the stored answer of a token. Its route exists only with NODE_ENV=test and YUANWU_CAPTCHA_TEST_HOOK=1. */
export async function readCaptchaAnswer(ctx: ServiceContext, token: string): Promise<unknown> {
  const [row] = await ctx.db
    .select({ answer: captchaChallenges.answer })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.tokenHash, hashToken(token)));
  return row?.answer ?? null;
}
