import type { BookkeepingSettingView } from '@contract';
import type { AuthedContext } from '../../context';
import { schoolStaff } from '../../notifications/list-recipients';
import { financeSettingsOf } from './finance-settings-row';

/** `GET /park/bookkeepingSetting/getSetting`: the current school's bookkeeping settings and its staff to choose from. */
export async function getBookkeepingSetting(ctx: AuthedContext): Promise<BookkeepingSettingView> {
  const schoolId = ctx.session.schoolId;
  const settings = await financeSettingsOf(ctx.db, schoolId);
  return {
    reviewOn: settings.reviewOn === 1 ? 1 : 0,
    authorIds: settings.authorIds,
    staff: await schoolStaff(ctx.db, schoolId),
  };
}
