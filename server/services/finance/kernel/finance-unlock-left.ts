import { ErrorCode, FINANCE_UNLOCK_MS, FinanceMsg } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { financeUnlockIn } from './finance-unlock-in';

/**
 * The ms left of this session's finance unlock in its current school: a whole unlock period when the school has no
 * finance password (nothing to unlock), else what its last check with the current password left.
 */
export async function financeUnlockLeft(ctx: AuthedContext): Promise<number> {
  return (await financeUnlockIn(ctx, ctx.session.schoolId)) ?? FINANCE_UNLOCK_MS;
}

/** Finance data calls: code 403 (the app shows the finance login) unless the finance pages are unlocked. */
export async function requireFinanceUnlock(ctx: AuthedContext): Promise<number> {
  const left = await financeUnlockLeft(ctx);
  if (left <= 0) throw new AppError(ErrorCode.forbidden, FinanceMsg.locked);
  return left;
}
