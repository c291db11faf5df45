import { and, eq } from 'drizzle-orm';
import { StaffMsg } from '@contract';
import type { Db } from '../../../db/client';
import { departments, memberships, positions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

/** The member's membership in the school; anyone else (another school's staff, an unknown id) is a 404. */
export async function staffMemberOrFail(db: Db, schoolId: number, userId: number) {
  const [m] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.schoolId, schoolId), eq(memberships.userId, userId)));
  if (!m) throw AppError.notFound(StaffMsg.noMember);
  return m;
}

/** The department and position must be the school's own; returns whether the position holds all rights. */
export async function checkPlace(db: Db, schoolId: number, departmentId: number | null, positionId: number | null): Promise<boolean> {
  if (departmentId !== null) {
    const [d] = await db.select({ schoolId: departments.schoolId }).from(departments).where(eq(departments.id, departmentId));
    if (d?.schoolId !== schoolId) throw AppError.badRequest(StaffMsg.department);
  }
  if (positionId === null) return false;
  const [p] = await db
    .select({ schoolId: positions.schoolId, allRights: positions.allRights })
    .from(positions)
    .where(eq(positions.id, positionId));
  if (p?.schoolId !== schoolId) throw AppError.badRequest(StaffMsg.position);
  return p.allRights;
}
