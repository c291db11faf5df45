import { asc, count, eq } from 'drizzle-orm';
import type { RoleListItem } from '@contract';
import { memberships, positions } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { rolesSchool } from './school-position';

/** GET /park/roles/list: the school's positions with how many members hold each, in the order they were made. */
export async function listRoles(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<RoleListItem[]> {
  const schoolId = rolesSchool(ctx, input);
  const rows = await ctx.db
    .select({
      positionId: positions.id,
      positionName: positions.name,
      allRights: positions.allRights,
      memberCount: count(memberships.userId),
    })
    .from(positions)
    .leftJoin(memberships, eq(memberships.positionId, positions.id))
    .where(eq(positions.schoolId, schoolId))
    .groupBy(positions.id)
    .orderBy(asc(positions.id));
  return rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) }));
}
