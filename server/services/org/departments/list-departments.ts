import { asc, count, eq } from 'drizzle-orm';
import type { Department } from '@contract';
import type { Db } from '../../../db/client';
import { departments, memberships } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { orgSchool } from './org-school';

/** The school's departments, flat, with each one's own member count (the app builds the tree: buildDeptTree). */
export async function schoolDepartments(db: Db, schoolId: number): Promise<Department[]> {
  const rows = await db
    .select({
      id: departments.id,
      name: departments.name,
      parentId: departments.parentId,
      sort: departments.sort,
      memberCount: count(memberships.userId),
    })
    .from(departments)
    .leftJoin(memberships, eq(memberships.departmentId, departments.id))
    .where(eq(departments.schoolId, schoolId))
    .groupBy(departments.id)
    .orderBy(asc(departments.sort), asc(departments.id));
  return rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) }));
}

/** GET /park/dept/list. */
export async function listDepartments(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<Department[]> {
  return schoolDepartments(ctx.db, orgSchool(ctx, input));
}
