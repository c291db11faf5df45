import { eq } from 'drizzle-orm';
import { type EnrolmentStatistics, enrolmentStatistics } from '@contract';
import { enrolments } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** The school's applications counted by state, intended grade and month (the screen counts its replica the same way). */
export async function getEnrolmentStatistics(ctx: AuthedContext, schoolId: number): Promise<EnrolmentStatistics> {
  assertSchoolInScope(ctx, schoolId);
  const rows = await ctx.db
    .select({ status: enrolments.status, studentId: enrolments.studentId, grade: enrolments.grade, createdAt: enrolments.createdAt })
    .from(enrolments)
    .where(eq(enrolments.schoolId, schoolId));
  return enrolmentStatistics(rows.map((r) => ({ ...r, createTime: r.createdAt.toISOString() })));
}
