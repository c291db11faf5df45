import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SMS_MAX_ATTEMPTS, type SmsTypeValue } from '@contract';
import { smsCodes } from '../../db/schema';
import type { ServiceContext } from '../context';
import { hashSmsCode } from './sms-code-hash';

/**
 * Checks a code against the latest live one sent to this phone for this purpose, and uses it up on a match.
 * A wrong guess counts against the code; after SMS_MAX_ATTEMPTS it is dead and a new one must be requested.
 */
export async function consumeSmsCode(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  input: { mobilePhone: string; type: SmsTypeValue; code: string },
): Promise<boolean> {
  const now = ctx.clock.now();
  const [live] = await ctx.db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobilePhone, input.mobilePhone),
        eq(smsCodes.type, input.type),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.failedAttempts, SMS_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!live) return false;
  if (hashSmsCode(live.salt, input.code) !== live.codeHash) {
    await ctx.db
      .update(smsCodes)
      .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
      .where(eq(smsCodes.id, live.id));
    return false;
  }
  // Claimed atomically: of two requests with the right code, one wins.
  const used = await ctx.db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return used.length === 1;
}
