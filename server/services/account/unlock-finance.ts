import { eq } from 'drizzle-orm';
import { ErrorCode, FINANCE_UNLOCK_MS, type FinanceCheckInput, FinanceMsg, type FinanceUnlock } from '@contract';
import { securityGrants, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { AuthedContext } from '../context';
import { FINANCE_GRANT_KIND, financeUnlockKey } from './finance-unlock-key';

/**
 * `/park/pwd/check`: the finance password opens the finance pages of the session's school for FINANCE_UNLOCK_MS.
 * The finance password is the account's own login password, asked again (docs/decisions.md); checking it again
 * restarts the window.
 */
export async function unlockFinance(ctx: AuthedContext, input: FinanceCheckInput): Promise<FinanceUnlock> {
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, ctx.session.userId));
  if (!user) throw AppError.tokenExpired();
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError(ErrorCode.badRequest, FinanceMsg.wrongPassword);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + FINANCE_UNLOCK_MS);
  const row = {
    tokenHash: financeUnlockKey(ctx.session),
    kind: FINANCE_GRANT_KIND,
    userId: ctx.session.userId,
    mobilePhone: '',
    createdAt: now,
    expiresAt,
  };
  await ctx.db
    .insert(securityGrants)
    .values(row)
    .onConflictDoUpdate({ target: securityGrants.tokenHash, set: { createdAt: now, expiresAt, usedAt: null } });
  return { expireTime: expiresAt.getTime(), remaining: FINANCE_UNLOCK_MS };
}
