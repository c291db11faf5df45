import { isBookkeeper } from '@contract';
import type { AuthedContext } from '../../context';
import { financeSettingsOf } from './finance-settings-row';

/** `GET /park/bookkeepingSetting/beAuthor`: whether the signed-in member is authorised to keep the current school's books. */
export async function beAuthor(ctx: AuthedContext): Promise<boolean> {
  const settings = await financeSettingsOf(ctx.db, ctx.session.schoolId);
  return isBookkeeper({ reviewOn: settings.reviewOn === 1 ? 1 : 0, authorIds: settings.authorIds }, ctx.session.userId);
}
