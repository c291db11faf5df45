import { and, eq } from 'drizzle-orm';
import { ErrorCode, FinanceMsg } from '@contract';
import { securityGrants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext } from '../context';
import { FINANCE_GRANT_KIND, financeUnlockKey } from './finance-unlock-key';

/**
 * `/park/pwd/heartbeat` (SPEC §6, every 10 s on finance pages): the ms left of this session's finance unlock in its
 * current school. None left: code 403, and the app goes to the finance login.
 */
export async function financeHeartbeat(ctx: AuthedContext): Promise<number> {
  const [grant] = await ctx.db
    .select({ expiresAt: securityGrants.expiresAt })
    .from(securityGrants)
    .where(and(eq(securityGrants.tokenHash, financeUnlockKey(ctx.session)), eq(securityGrants.kind, FINANCE_GRANT_KIND)));
  const remaining = grant ? grant.expiresAt.getTime() - ctx.clock.now().getTime() : 0;
  if (remaining <= 0) throw new AppError(ErrorCode.forbidden, FinanceMsg.locked);
  return remaining;
}
