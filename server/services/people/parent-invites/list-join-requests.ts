import { and, desc, eq } from 'drizzle-orm';
import type { JoinRequestView } from '@contract';
import { parentJoinRequests, students } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** The school's parent requests, newest first, optionally of one status: read online (see docs/decisions.md). */
export async function listJoinRequests(
  ctx: AuthedContext,
  input: { schoolId: number; status?: number | undefined },
): Promise<JoinRequestView[]> {
  assertSchoolInScope(ctx, input.schoolId);
  const where = [eq(parentJoinRequests.schoolId, input.schoolId)];
  if (input.status !== undefined) where.push(eq(parentJoinRequests.status, input.status));
  const rows = await ctx.db
    .select({ r: parentJoinRequests, studentName: students.name })
    .from(parentJoinRequests)
    .innerJoin(students, eq(students.id, parentJoinRequests.studentId))
    .where(and(...where))
    .orderBy(desc(parentJoinRequests.createdAt))
    .limit(500);
  return rows.map(({ r, studentName }) => ({
    id: r.id,
    studentId: r.studentId,
    studentName,
    parentName: r.parentName,
    relation: r.relation,
    phone: r.phone,
    status: r.status,
    reason: r.reason,
    createTime: r.createdAt.toISOString(),
    reviewTime: r.reviewedAt?.toISOString() ?? null,
  }));
}
