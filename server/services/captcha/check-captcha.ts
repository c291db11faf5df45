import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  type CaptchaCheckInput,
  type CaptchaPoint,
  captchaPointSchema,
  type CaptchaResponse,
  CAPTCHA_CLICK_COUNT,
  captchaVerificationOf,
} from '@contract';
import { z } from 'zod';
import { captchaChallenges } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import type { ServiceContext } from '../context';
import { CAPTCHA_VERIFICATION_TTL_MS, CLICK_TOLERANCE_PX, SLIDER_TOLERANCE_PX } from './captcha-rules';
import { captchaFailure, captchaSuccess } from './captcha-reply';

function parsePoints(pointJson: string): unknown {
  try {
    return JSON.parse(pointJson);
  } catch {
    return null;
  }
}

/** Slider: only the horizontal position matters (the piece moves along its row). */
function sliderPassed(answer: CaptchaPoint, sent: unknown): boolean {
  const point = captchaPointSchema.safeParse(sent);
  return point.success && Math.abs(point.data.x - answer.x) <= SLIDER_TOLERANCE_PX;
}

/** Click-word: exactly the 3 characters, in order, each click near its centre. */
function clicksPassed(answer: CaptchaPoint[], sent: unknown): boolean {
  const points = z.array(captchaPointSchema).length(CAPTCHA_CLICK_COUNT).safeParse(sent);
  if (!points.success) return false;
  return answer.every((a, i) => {
    const p = points.data[i] as CaptchaPoint;
    return Math.abs(p.x - a.x) <= CLICK_TOLERANCE_PX && Math.abs(p.y - a.y) <= CLICK_TOLERANCE_PX;
  });
}

/**
 * POST /park/captcha/check. A token gets exactly one check (claimed atomically, so two processes cannot both
 * check it); a pass stores the verification string, hashed, for one later use.
 */
export async function checkCaptcha(ctx: ServiceContext, input: CaptchaCheckInput): Promise<CaptchaResponse> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(input.token);
  const [challenge] = await ctx.db
    .update(captchaChallenges)
    .set({ checkedAt: now })
    .where(and(eq(captchaChallenges.tokenHash, tokenHash), isNull(captchaChallenges.checkedAt), gt(captchaChallenges.expiresAt, now)))
    .returning({ captchaType: captchaChallenges.captchaType, answer: captchaChallenges.answer });
  if (!challenge) return captchaFailure('expired');
  if (challenge.captchaType !== input.captchaType) return captchaFailure('failed');

  const sent = parsePoints(input.pointJson);
  const passed =
    challenge.captchaType === 'blockPuzzle'
      ? sliderPassed(challenge.answer as CaptchaPoint, sent)
      : clicksPassed(challenge.answer as CaptchaPoint[], sent);
  if (!passed) return captchaFailure('failed');

  const captchaVerification = captchaVerificationOf(input.token, input.pointJson);
  await ctx.db
    .update(captchaChallenges)
    .set({ verificationHash: hashToken(captchaVerification), verificationExpiresAt: new Date(now.getTime() + CAPTCHA_VERIFICATION_TTL_MS) })
    .where(eq(captchaChallenges.tokenHash, tokenHash));
  return captchaSuccess({ captchaType: input.captchaType, token: input.token, result: true, captchaVerification });
}
