import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { CaptchaGetInput, CaptchaResponse } from '@contract';
import { captchaChallenges } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import type { ServiceContext } from '../context';
import { CAPTCHA_GET_LIMIT_PER_MINUTE, CAPTCHA_RETENTION_MS, CAPTCHA_TOKEN_TTL_MS } from './captcha-rules';
import { captchaFailure, captchaSuccess } from './captcha-reply';
import { renderBlockPuzzle } from './render-block-puzzle';
import { renderClickWord } from './render-click-word';

/** POST /park/captcha/get: draws a fresh challenge, stores its answer, hands out pictures and a one-check token. */
export async function getCaptcha(ctx: ServiceContext, input: CaptchaGetInput & { ip: string }): Promise<CaptchaResponse> {
  const now = ctx.clock.now();
  const minuteAgo = new Date(now.getTime() - 60_000);
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.clientIp, input.ip), gt(captchaChallenges.createdAt, minuteAgo)));
  if ((recent?.n ?? 0) >= CAPTCHA_GET_LIMIT_PER_MINUTE) return captchaFailure('getLimit');

  // Housekeeping on the way: challenges long expired and not holding a live verification.
  const stale = new Date(now.getTime() - CAPTCHA_RETENTION_MS);
  await ctx.db
    .delete(captchaChallenges)
    .where(
      and(
        lt(captchaChallenges.expiresAt, stale),
        or(isNull(captchaChallenges.verificationExpiresAt), lt(captchaChallenges.verificationExpiresAt, now)),
      ),
    );

  const token = newToken();
  const base = {
    tokenHash: hashToken(token),
    captchaType: input.captchaType,
    clientIp: input.ip,
    clientUid: input.clientUid ?? '',
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TOKEN_TTL_MS),
  };
  if (input.captchaType === 'blockPuzzle') {
    const puzzle = await renderBlockPuzzle();
    await ctx.db.insert(captchaChallenges).values({ ...base, answer: puzzle.answer });
    return captchaSuccess({
      captchaType: input.captchaType,
      token,
      secretKey: '',
      originalImageBase64: puzzle.original.toString('base64'),
      jigsawImageBase64: puzzle.jigsaw.toString('base64'),
    });
  }
  const words = await renderClickWord();
  await ctx.db.insert(captchaChallenges).values({ ...base, answer: words.answer });
  return captchaSuccess({
    captchaType: input.captchaType,
    token,
    secretKey: '',
    originalImageBase64: words.image.toString('base64'),
    wordList: words.wordList,
  });
}
