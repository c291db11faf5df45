import { and, eq } from 'drizzle-orm';
import { securityGrants } from '../../../db/schema';
import { FINANCE_GRANT_KIND, financeUnlockKey } from './finance-unlock-key';
import type { AuthedContext } from '../../context';
import { financeSettingsOf } from './finance-settings-row';

/**
 * The ms left of this session's finance unlock in a school: 0 when locked, null when nothing locks it (the school has
 * no finance password). An unlock is per session and school, made in the session's current school: every other
 * school is locked, as financeGate refuses it.
 */
export async function financeUnlockIn(ctx: AuthedContext, schoolId: number): Promise<number | null> {
  if (schoolId !== ctx.session.schoolId) return 0;
  const settings = await financeSettingsOf(ctx.db, schoolId);
  if (settings.passwordHash === null) return null;
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
