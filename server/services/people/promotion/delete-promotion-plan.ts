import { eq } from 'drizzle-orm';
import { ClassMsg } from '@contract';
import { promotionPlans } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';
import { lockPlan } from './run-promotion-plan';

/** POST /park/class/promotion/delete: drops a plan that has not run yet (one that ran is undone instead). */
export async function deletePromotionPlan(ctx: AuthedContext, input: { id: string; schoolId: number }): Promise<null> {
  assertSchoolInScope(ctx, input.schoolId);
  const plan = await lockPlan(ctx.db, input.id);
  if (!plan || plan.schoolId !== input.schoolId) throw AppError.notFound(MISSING_ROW_MSG);
  if (plan.state !== 'planned') throw AppError.badRequest(ClassMsg.notPlanned);
  await ctx.db.delete(promotionPlans).where(eq(promotionPlans.id, plan.id));
  await recordChanges(ctx.db, plan.schoolId, [{ table: 'promotionPlans', op: 'del', row: { id: plan.id } }]);
  await recordUserOperation(ctx, plan.schoolId, '班级管理', '删除升班计划', `执行日期 ${plan.runOn}`);
  return null;
}
