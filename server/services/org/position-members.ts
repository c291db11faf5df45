import { count, eq, type SQL } from 'drizzle-orm';
import type { Position } from '@contract';
import type { Db } from '../../db/client';
import { memberships, positions } from '../../db/schema';

/** The school's positions, each with how many members hold it, in `order`: 岗位管理's list and 角色权限's. */
export async function positionsWithMemberCounts(db: Db, schoolId: number, order: SQL[]): Promise<Position[]> {
  const rows = await db
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
    .orderBy(...order);
  return rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) }));
}
