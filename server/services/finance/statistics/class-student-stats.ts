import { sql } from 'drizzle-orm';
import type { ClassStuQuery, FeeStats } from '@contract';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';
import { feeGroups } from './fee-groups';

/** financeStatistics/classStu: the period's fees by child, of one class or all; `name` a part of the child's name. */
export async function classStudentStats(ctx: AuthedContext, q: ClassStuQuery): Promise<FeeStats> {
  await financeGate(ctx, q.schoolId);
  const filters = [q.classId ? sql`l.class_id = ${q.classId}` : null, q.name ? sql`strpos(l.student_name, ${q.name}) > 0` : null].filter(
    (f) => f !== null,
  );
  return feeGroups(
    ctx.db,
    { schoolId: q.schoolId, from: q.startDate, to: q.endDate, payType: q.payType },
    'student',
    filters.length ? sql.join(filters, sql` AND `) : undefined,
  );
}
