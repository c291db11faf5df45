import { ErrorCode, FINANCE_UNLOCK_MS, type FinanceCheckInput, FinanceMsg, FinanceSettingsMsg, type FinanceUnlock } from '@contract';
import { securityGrants } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/passwords';
import type { AuthedContext } from '../../context';
import { financeSettingsOf } from './finance-settings-row';
import { FINANCE_GRANT_KIND, financeUnlockKey } from './finance-unlock-key';

/**
 * `/park/pwd/check`: the school's finance password (contract/finance/settings.ts) opens the finance pages of the
 * session's school for FINANCE_UNLOCK_MS; checking it again restarts the window.
 */
export async function unlockFinance(ctx: AuthedContext, input: FinanceCheckInput): Promise<FinanceUnlock> {
  const { passwordHash, passwordVersion } = await financeSettingsOf(ctx.db, ctx.session.schoolId);
  if (passwordHash === null) throw AppError.badRequest(FinanceSettingsMsg.notSet);
  if (!(await verifyPassword(passwordHash, input.password))) throw new AppError(ErrorCode.badRequest, FinanceMsg.wrongPassword);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + FINANCE_UNLOCK_MS);
  const row = {
    tokenHash: financeUnlockKey(ctx.session, passwordVersion),
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
