import { and, eq } from 'drizzle-orm';
import type { MyDuties } from '@contract';
import { departments, memberships, positions } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { orgSchool } from './org-school';

/** GET /park/roles/myDuties: the always-allowed 岗位职责 page shows the caller's own position only. */
export async function getMyDuties(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<MyDuties> {
  const schoolId = orgSchool(ctx, input);
  const [row] = await ctx.db
    .select({ positionName: positions.name, duties: positions.duties, departmentName: departments.name })
    .from(memberships)
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .where(and(eq(memberships.userId, ctx.session.userId), eq(memberships.schoolId, schoolId)));
  return { positionName: row?.positionName ?? '', duties: row?.duties ?? '', departmentName: row?.departmentName ?? '' };
}
