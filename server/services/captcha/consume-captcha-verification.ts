import { and, eq, gt, isNull } from 'drizzle-orm';
import { captchaChallenges } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { ServiceContext } from '../context';

/** Uses up a verification string from a passed check: true once, within its 3 minutes; false ever after. */
export async function consumeCaptchaVerification(ctx: Pick<ServiceContext, 'db' | 'clock'>, captchaVerification: string): Promise<boolean> {
  if (!captchaVerification) return false;
  const now = ctx.clock.now();
  const used = await ctx.db
    .update(captchaChallenges)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(captchaChallenges.verificationHash, hashToken(captchaVerification)),
        isNull(captchaChallenges.verifiedAt),
        gt(captchaChallenges.verificationExpiresAt, now),
      ),
    )
    .returning({ tokenHash: captchaChallenges.tokenHash });
  return used.length === 1;
}
