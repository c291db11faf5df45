import { and, eq } from 'drizzle-orm';
import { ErrorCode, FINANCE_UNLOCK_MS, FinanceMsg } from '@contract';
import { securityGrants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { FINANCE_GRANT_KIND, financeUnlockKey } from '../account/finance-unlock-key';
import type { AuthedContext } from '../context';
import { financeSettingsOf } from './finance-settings-row';

/**
 * The ms left of this session's finance unlock in its current school: a whole unlock period when the school has no
 * finance password (nothing to unlock), else what its last check with the current password left.
 */
export async function financeUnlockLeft(ctx: AuthedContext): Promise<number> {
  const settings = await financeSettingsOf(ctx.db, ctx.session.schoolId);
  if (settings.passwordHash === null) return FINANCE_UNLOCK_MS;
  const [grant] = await ctx.db
    .select({ expiresAt: securityGrants.expiresAt })
    .from(securityGrants)
    .where(
      and(
        eq(securityGrants.tokenHash, financeUnlockKey(ctx.session, settings.passwordVersion)),
        eq(securityGrants.kind, FINANCE_GRANT_KIND),
      ),
    );
  if (!grant) return 0;
  return Math.max(0, grant.expiresAt.getTime() - ctx.clock.now().getTime());
}

/** Finance data calls: code 403 (the app shows the finance login) unless the finance pages are unlocked. */
export async function requireFinanceUnlock(ctx: AuthedContext): Promise<number> {
  const left = await financeUnlockLeft(ctx);
  if (left <= 0) throw new AppError(ErrorCode.forbidden, FinanceMsg.locked);
  return left;
}
