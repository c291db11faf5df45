import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SMS_GRANT_TTL_MS, SMS_MAX_ATTEMPTS } from '@contract';
import { securityGrants } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import type { ServiceContext } from '../context';

/** 'reset': the authorizationCode of a checked reset code; 'dual': the token between password and SMS code. */
export type GrantKind = 'reset' | 'dual';
type Ctx = Pick<ServiceContext, 'db' | 'clock'>;

export async function issueGrant(ctx: Ctx, grant: { kind: GrantKind; userId: number | null; mobilePhone: string }): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.insert(securityGrants).values({
    tokenHash: hashToken(token),
    kind: grant.kind,
    userId: grant.userId,
    mobilePhone: grant.mobilePhone,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_GRANT_TTL_MS),
  });
  return token;
}

/** A live (unused, unexpired, not worn out by wrong codes) grant of this kind, or undefined. */
export async function findLiveGrant(ctx: Ctx, kind: GrantKind, token: string) {
  const [grant] = await ctx.db
    .select()
    .from(securityGrants)
    .where(
      and(
        eq(securityGrants.tokenHash, hashToken(token)),
        eq(securityGrants.kind, kind),
        isNull(securityGrants.usedAt),
        gt(securityGrants.expiresAt, ctx.clock.now()),
        lt(securityGrants.failedAttempts, SMS_MAX_ATTEMPTS),
      ),
    );
  return grant;
}

/** Uses a grant up; false if another request already did. */
export async function spendGrant(ctx: Ctx, tokenHash: string): Promise<boolean> {
  const used = await ctx.db
    .update(securityGrants)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(securityGrants.tokenHash, tokenHash), isNull(securityGrants.usedAt)))
    .returning({ tokenHash: securityGrants.tokenHash });
  return used.length === 1;
}

export async function countGrantFailure(ctx: Ctx, tokenHash: string): Promise<void> {
  await ctx.db
    .update(securityGrants)
    .set({ failedAttempts: sql`${securityGrants.failedAttempts} + 1` })
    .where(eq(securityGrants.tokenHash, tokenHash));
}
