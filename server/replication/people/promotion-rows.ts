import type { ClassHistoryRow, PromotionPlanRow } from '@contract';
import type { classHistory, promotionPlans } from '../../db/schema';

/** Database rows → the replicated class-history and promotion-plan rows (contract/people/school-records.ts). */
export const toClassHistoryRow = (r: typeof classHistory.$inferSelect): ClassHistoryRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  name: r.name,
  grade: r.grade,
  schoolYear: r.schoolYear,
  reason: r.reason as ClassHistoryRow['reason'],
  planId: r.planId,
  changedAt: r.changedAt.toISOString(),
});

export const toPromotionPlanRow = (r: typeof promotionPlans.$inferSelect): PromotionPlanRow => ({
  id: r.id,
  schoolId: r.schoolId,
  runOn: r.runOn,
  state: r.state as PromotionPlanRow['state'],
  createdAt: r.createdAt.toISOString(),
  doneAt: r.doneAt?.toISOString() ?? null,
  undoneAt: r.undoneAt?.toISOString() ?? null,
  promoted: r.promoted,
  graduated: r.graduated,
});
