import { STUDENT_STATUS } from '@contract';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { changeLog, classes, type PromotionSnapshot, promotionPlans, students } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { type RecordedChange, recordChanges } from '../../../replication/change-log';
import { toPromotionPlanRow } from '../../../replication/people/promotion-rows';
import { toClassRow, toStudentRow } from '../../../replication/people/school-record-rows';
import { currentSchoolYear, insertClassHistory } from '../classes/record-class-history';
import { recordOperation } from '../../operation-log/record-operation';
import { chinaToday, promotionSteps } from './promotion-steps';

/** The plan row, locked until the transaction ends: two runs of one plan wait for each other, the second sees it done. */
export async function lockPlan(tx: Db, planId: string) {
  const [plan] = await tx.select().from(promotionPlans).where(eq(promotionPlans.id, planId)).for('update');
  return plan;
}

/**
 * Runs one plan if it is planned and due, inside the caller's transaction: every class moves up a grade (renamed
 * with it), the top grade's enrolled children graduate, each class gets a history row, and the plan keeps what it
 * changed for the undo. A plan already run (or undone, or not yet due) is left alone: running twice promotes once.
 * Returns whether it ran.
 */
export async function runPromotionPlan(tx: Db, clock: Clock, planId: string): Promise<boolean> {
  const plan = await lockPlan(tx, planId);
  const now = clock.now();
  if (plan?.state !== 'planned' || plan.runOn > chinaToday(now)) return false;
  const steps = await promotionSteps(tx, plan.schoolId, now);
  const changes: RecordedChange[] = [];
  const snapshot: PromotionSnapshot = { classes: [], graduated: [] };

  // Classes moving up take the next grade and name; graduating ones keep their grade and take their year.
  for (const s of steps.filter((s) => s.action !== 'stay')) {
    snapshot.classes.push({ id: s.classId, name: s.name, grade: s.grade });
    const [row] = await tx.update(classes).set({ grade: s.newGrade, name: s.newName }).where(eq(classes.id, s.classId)).returning();
    if (row) changes.push({ table: 'classes', op: 'put', row: toClassRow(row) });
  }
  const topIds = steps.filter((s) => s.action === 'graduate').map((s) => s.classId);
  if (topIds.length > 0) {
    const graduated = await tx
      .update(students)
      .set({ status: STUDENT_STATUS.graduated })
      .where(and(inArray(students.classId, topIds), eq(students.status, STUDENT_STATUS.enrolled)))
      .returning();
    for (const g of graduated) {
      snapshot.graduated.push({ id: g.id, status: STUDENT_STATUS.enrolled });
      changes.push({ table: 'students', op: 'put', row: toStudentRow(g) });
    }
  }
  const year = await currentSchoolYear(tx, plan.schoolId, now);
  const history = steps
    .filter((s) => s.action !== 'stay')
    .map((s) => ({ cls: s.cls, reason: s.action === 'promote' ? ('promote' as const) : ('graduate' as const), planId: plan.id }));
  changes.push(...(await insertClassHistory(tx, now, year, history)));
  await recordChanges(tx, plan.schoolId, changes);

  // Every class and child of the school was part of it: any later change-log entry of theirs blocks the undo.
  const [{ cursor } = { cursor: null }] = await tx
    .select({ cursor: max(changeLog.id) })
    .from(changeLog)
    .where(eq(changeLog.schoolId, plan.schoolId));
  const [done] = await tx
    .update(promotionPlans)
    .set({
      state: 'done',
      doneAt: now,
      snapshot,
      cursorAfter: cursor ?? 0,
      promoted: steps.filter((s) => s.action === 'promote').length,
      graduated: snapshot.graduated.length,
    })
    .where(eq(promotionPlans.id, plan.id))
    .returning();
  if (done) await recordChanges(tx, plan.schoolId, [{ table: 'promotionPlans', op: 'put', row: toPromotionPlanRow(done) }]);
  await recordOperation(tx, {
    schoolId: plan.schoolId,
    userId: plan.createdBy,
    module: '班级管理',
    action: '执行升班',
    detail: `升班${steps.filter((s) => s.action === 'promote').length}个班级，毕业${snapshot.graduated.length}人`,
  });
  return true;
}

/** Plans due by now (planned, for today or earlier), oldest day first; all schools unless one is named. */
export async function duePlanIds(db: Db, clock: Clock, schoolId?: number): Promise<string[]> {
  const today = chinaToday(clock.now());
  const rows = await db
    .select({ id: promotionPlans.id })
    .from(promotionPlans)
    .where(
      and(
        eq(promotionPlans.state, 'planned'),
        sql`${promotionPlans.runOn} <= ${today}`,
        schoolId === undefined ? undefined : eq(promotionPlans.schoolId, schoolId),
      ),
    )
    .orderBy(promotionPlans.runOn);
  return rows.map((r) => r.id);
}
