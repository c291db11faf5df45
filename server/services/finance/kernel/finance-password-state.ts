import type { FinancePasswordState } from '@contract';
import type { AuthedContext } from '../../context';
import { financeSettingsOf } from './finance-settings-row';

/** `GET /park/pwd/getPwd`: whether the current school has a finance password. */
export async function financePasswordState(ctx: AuthedContext): Promise<FinancePasswordState> {
  return { set: (await financeSettingsOf(ctx.db, ctx.session.schoolId)).passwordHash !== null };
}
