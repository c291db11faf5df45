import { and, eq, gt, inArray } from 'drizzle-orm';
import { ClassMsg, type PromotionPlanRow } from '@contract';
import { changeLog, classes, classHistory, promotionPlans, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { type RecordedChange, recordChanges } from '../../../replication/change-log';
import { toPromotionPlanRow } from '../../../replication/people/promotion-rows';
import { toClassRow, toStudentRow } from '../../../replication/people/school-record-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';
import { lockPlan } from './run-promotion-plan';

/**
 * POST /park/class/promotion/undo: puts every class back to its grade and name and the graduates back in school,
 * and removes the history rows the run wrote. Allowed until the first change after it: any later change of the
 * school's classes or children (an edit, a new child, a deletion, another promotion) refuses it.
 */
export async function undoPromotion(ctx: AuthedContext, input: { id: string; schoolId: number }): Promise<PromotionPlanRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const plan = await lockPlan(ctx.db, input.id);
  if (!plan || plan.schoolId !== input.schoolId) throw AppError.notFound(MISSING_ROW_MSG);
  if (plan.state !== 'done' || !plan.snapshot) throw AppError.badRequest(plan.state === 'planned' ? ClassMsg.notDone : ClassMsg.notPlanned);
  const [later] = await ctx.db
    .select({ id: changeLog.id })
    .from(changeLog)
    .where(
      and(
        eq(changeLog.schoolId, plan.schoolId),
        inArray(changeLog.tableName, ['classes', 'students']),
        gt(changeLog.id, plan.cursorAfter ?? 0),
      ),
    )
    .limit(1);
  if (later) throw AppError.badRequest(ClassMsg.changedSince);

  const changes: RecordedChange[] = [];
  for (const c of plan.snapshot.classes) {
    const [row] = await ctx.db.update(classes).set({ name: c.name, grade: c.grade }).where(eq(classes.id, c.id)).returning();
    // A class deleted since then has a later change-log entry: refused above.
    if (row) changes.push({ table: 'classes', op: 'put', row: toClassRow(row) });
  }
  // The graduates back to the status each had, a statement per status and thousand children (not one per child).
  const byStatus = new Map<number, string[]>();
  for (const g of plan.snapshot.graduated) {
    const ids = byStatus.get(g.status) ?? [];
    ids.push(g.id);
    byStatus.set(g.status, ids);
  }
  for (const [status, ids] of byStatus) {
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await ctx.db
        .update(students)
        .set({ status })
        .where(inArray(students.id, ids.slice(i, i + 1000)))
        .returning();
      for (const row of rows) changes.push({ table: 'students', op: 'put', row: toStudentRow(row) });
    }
  }
  const history = await ctx.db.delete(classHistory).where(eq(classHistory.planId, plan.id)).returning({ id: classHistory.id });
  for (const h of history) changes.push({ table: 'classHistory', op: 'del', row: h });
  const [undone] = await ctx.db
    .update(promotionPlans)
    .set({ state: 'undone', undoneAt: ctx.clock.now() })
    .where(eq(promotionPlans.id, plan.id))
    .returning();
  if (!undone) throw new Error('promotion plan update returned nothing');
  changes.push({ table: 'promotionPlans', op: 'put', row: toPromotionPlanRow(undone) });
  await recordChanges(ctx.db, plan.schoolId, changes);
  await recordUserOperation(ctx, plan.schoolId, '班级管理', '撤销升班', `${plan.snapshot.classes.length}个班级`);
  return toPromotionPlanRow(undone);
}
