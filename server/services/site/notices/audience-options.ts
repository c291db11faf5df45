import { asc, eq } from 'drizzle-orm';
import type { NoticeAudienceOptions } from '@contract';
import { departments, memberships, positions, users } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { and } from 'drizzle-orm';
import { assertSchoolInScope } from '../../school-scope';

/** Whom a notice can be addressed to: the school's departments (with their staff counts) and its staff. */
export async function noticeAudienceOptions(ctx: AuthedContext, input: { schoolId: number }): Promise<NoticeAudienceOptions> {
  assertSchoolInScope(ctx, input.schoolId);
  const staff = await ctx.db
    .select({ userId: users.id, userName: users.userName, departmentId: memberships.departmentId, position: positions.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(and(eq(memberships.schoolId, input.schoolId), eq(users.disabled, false)))
    .orderBy(asc(users.id));
  const depts = await ctx.db.select().from(departments).where(eq(departments.schoolId, input.schoolId)).orderBy(asc(departments.id));
  return {
    departments: depts.map((d) => ({ id: d.id, name: d.name, staff: staff.filter((s) => s.departmentId === d.id).length })),
    staff,
  };
}
