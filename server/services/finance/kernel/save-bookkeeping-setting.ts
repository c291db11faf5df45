import { type BookkeepingSetting, FinanceSettingsMsg, REVIEW_ON } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { schoolStaff } from '../../notifications/list-recipients';
import { recordUserOperation } from '../../operation-log/record-operation';
import { updateFinanceSettings } from './finance-settings-row';
import { requireFinanceUnlock } from './finance-unlock-left';

/**
 * `POST /park/bookkeepingSetting/save`: who keeps the books (members of the school only) and whether bills need
 * approval; on unlocked finance pages only.
 */
export async function saveBookkeepingSetting(ctx: AuthedContext, input: BookkeepingSetting): Promise<null> {
  await requireFinanceUnlock(ctx);
  const schoolId = ctx.session.schoolId;
  const staff = new Map((await schoolStaff(ctx.db, schoolId)).map((s) => [s.userId, s.userName]));
  const authorIds = [...new Set(input.authorIds)];
  if (authorIds.some((id) => !staff.has(id))) throw AppError.badRequest(FinanceSettingsMsg.authorNotMember);
  await updateFinanceSettings(ctx.db, schoolId, {
    reviewOn: input.reviewOn,
    authorIds,
    updatedBy: ctx.session.userId,
    updatedAt: ctx.clock.now(),
  });
  const who = authorIds.length ? authorIds.map((id) => staff.get(id)).join('、') : '全部财务人员';
  await recordUserOperation(ctx, schoolId, '财务管理', '记账设置', `账单${REVIEW_ON[input.reviewOn]}；记账授权：${who}`);
  return null;
}
