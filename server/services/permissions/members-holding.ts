import { and, eq, notInArray } from 'drizzle-orm';
import { effectivePermissions, hasPermission, type Requirement, STAFF_INACTIVE } from '@contract';
import type { Db } from '../../db/client';
import { memberships, positions, schools, users } from '../../db/schema';
import { rightsOf } from './school-access';

/** The active members of a school who hold a permission there (e.g. who hears that a colleague joined). */
export async function membersHolding(db: Db, schoolId: number, need: Requirement): Promise<number[]> {
  const rows = await db
    .select({
      userId: memberships.userId,
      schoolPermission: memberships.schoolPermission,
      positionName: positions.name,
      allRights: positions.allRights,
      rights: rightsOf(memberships.positionId),
      style: schools.style,
    })
    .from(memberships)
    .innerJoin(schools, eq(schools.id, memberships.schoolId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(and(eq(memberships.schoolId, schoolId), eq(users.disabled, false), notInArray(memberships.staffStatus, [...STAFF_INACTIVE])));
  return rows
    .filter((r) =>
      hasPermission(
        effectivePermissions({
          allRights: r.allRights ?? false,
          rights: r.rights,
          schoolpermission: r.schoolPermission,
          positionName: r.positionName,
          school: { id: schoolId, style: r.style },
        }),
        need,
      ),
    )
    .map((r) => r.userId);
}
