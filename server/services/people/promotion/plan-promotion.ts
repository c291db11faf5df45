import { and, eq } from 'drizzle-orm';
import { ClassMsg, type PromotionPlanInput, type PromotionPlanRow } from '@contract';
import { promotionPlans } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import { toPromotionPlanRow } from '../../../replication/people/promotion-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';
import { chinaToday, promotionSteps } from './promotion-steps';
import { lockPlan, runPromotionPlan } from './run-promotion-plan';

/**
 * POST /park/class/promotion/add: a promotion for a day (today or later), or at once when no day is given (立即执行:
 * it runs in this request's transaction and answers the plan done). One planned plan per school at a time. The
 * plan's id comes from the client, so a repeated request finds its plan instead of making a second one.
 */
export async function planPromotion(ctx: AuthedContext, input: PromotionPlanInput): Promise<PromotionPlanRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const repeated = await lockPlan(ctx.db, input.id);
  if (repeated) {
    if (repeated.schoolId !== input.schoolId) throw AppError.notFound(MISSING_ROW_MSG);
    return toPromotionPlanRow(repeated);
  }
  const now = ctx.clock.now();
  const today = chinaToday(now);
  const runOn = input.runOn ?? today;
  if (runOn < today) throw AppError.badRequest(ClassMsg.runOnPast);
  const [waiting] = await ctx.db
    .select({ id: promotionPlans.id })
    .from(promotionPlans)
    .where(and(eq(promotionPlans.schoolId, input.schoolId), eq(promotionPlans.state, 'planned')));
  if (waiting) throw AppError.badRequest(ClassMsg.planExists);
  if (!(await promotionSteps(ctx.db, input.schoolId, now)).some((s) => s.action !== 'stay'))
    throw AppError.badRequest(ClassMsg.nothingToPromote);

  const [plan] = await ctx.db
    .insert(promotionPlans)
    .values({ id: input.id, schoolId: input.schoolId, runOn, createdBy: ctx.session.userId, createdAt: now })
    .returning();
  if (!plan) throw new Error('promotion plan insert returned nothing');
  await recordChanges(ctx.db, input.schoolId, [{ table: 'promotionPlans', op: 'put', row: toPromotionPlanRow(plan) }]);
  await recordUserOperation(ctx, input.schoolId, '班级管理', '新增升班计划', input.runOn ? `执行日期 ${runOn}` : '立即执行');
  if (runOn === today) await runPromotionPlan(ctx.db, ctx.clock, plan.id);
  const [after] = await ctx.db.select().from(promotionPlans).where(eq(promotionPlans.id, plan.id));
  return toPromotionPlanRow(after ?? plan);
}
