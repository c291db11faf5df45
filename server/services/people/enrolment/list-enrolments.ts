import { desc, eq } from 'drizzle-orm';
import type { EnrolmentRow } from '@contract';
import { enrolments } from '../../../db/schema';
import { toEnrolmentRow } from '../../../replication/people/enrolment-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** The school's applications, newest first (the screen reads its replica; this serves other clients). */
export async function listEnrolments(ctx: AuthedContext, schoolId: number): Promise<EnrolmentRow[]> {
  assertSchoolInScope(ctx, schoolId);
  const rows = await ctx.db.select().from(enrolments).where(eq(enrolments.schoolId, schoolId)).orderBy(desc(enrolments.createdAt));
  return rows.map(toEnrolmentRow);
}
