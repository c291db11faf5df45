import { asc, count, eq } from 'drizzle-orm';
import type { Position } from '@contract';
import { memberships, positions } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { orgSchool } from './org-school';

/** GET /park/roles/positions: 岗位管理's list, with duties and member counts, the principal's first. */
export async function listPositions(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<Position[]> {
  const schoolId = orgSchool(ctx, input);
  const rows = await ctx.db
    .select({
      id: positions.id,
      name: positions.name,
      duties: positions.duties,
      allRights: positions.allRights,
      memberCount: count(memberships.userId),
    })
    .from(positions)
    .leftJoin(memberships, eq(memberships.positionId, positions.id))
    .where(eq(positions.schoolId, schoolId))
    .groupBy(positions.id)
    .orderBy(asc(positions.sort), asc(positions.id));
  return rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) }));
}
