import { asc, eq } from 'drizzle-orm';
import { effectivePermissions, type Permission } from '@contract';
import type { Db } from '../../db/client';
import { positions, schools } from '../../db/schema';
import { rightsOf } from './school-access';

export interface PositionPermissions {
  positionId: number;
  positionName: string;
  /** What a member in this position holds without a school permission list: what an invitation to it grants. */
  permissions: Permission[];
}

/** Every position of a school with the effective permissions it gives, in the order the positions were made. */
export async function positionPermissions(db: Db, schoolId: number): Promise<PositionPermissions[]> {
  const rows = await db
    .select({
      id: positions.id,
      name: positions.name,
      allRights: positions.allRights,
      rights: rightsOf(positions.id),
      style: schools.style,
    })
    .from(positions)
    .innerJoin(schools, eq(schools.id, positions.schoolId))
    .where(eq(positions.schoolId, schoolId))
    .orderBy(asc(positions.id));
  return rows.map((r) => ({
    positionId: r.id,
    positionName: r.name,
    permissions: effectivePermissions({
      allRights: r.allRights,
      rights: r.rights,
      schoolpermission: '',
      positionName: r.name,
      school: { id: schoolId, style: r.style },
    }),
  }));
}
