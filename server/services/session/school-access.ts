import { and, eq } from 'drizzle-orm';
import type { Company, School } from '@contract';
import type { Db } from '../../db/client';
import { companies, departments, memberships, positions, schools } from '../../db/schema';
import { formatDateTime } from '../../lib/format';

type SchoolRow = typeof schools.$inferSelect;

/** A school as the session API shows it; an overdue expiry counts as expired even before a job marks it. */
export function toSchool(row: SchoolRow, now: Date): School {
  const expired = row.clientState === 1 || row.expiresAt.getTime() < now.getTime();
  return {
    schoolId: row.id,
    companyId: row.companyId,
    schoolName: row.name,
    schoolStyle: row.style as 1 | 2 | 3,
    clientState: expired ? 1 : 0,
    expired,
    expirationTime: formatDateTime(row.expiresAt),
  };
}

export interface MembershipView {
  school: SchoolRow;
  schoolPermission: string;
  isDefault: boolean;
  departmentId: number | null;
  departmentName: string | null;
  positionName: string | null;
  canSetTerm: boolean;
}

/** Every school of a user with their position there, in a stable order. */
export async function listMemberships(db: Db, userId: number): Promise<MembershipView[]> {
  const rows = await db
    .select({
      school: schools,
      schoolPermission: memberships.schoolPermission,
      isDefault: memberships.isDefault,
      departmentId: memberships.departmentId,
      departmentName: departments.name,
      positionName: positions.name,
      canSetTerm: positions.canSetTerm,
    })
    .from(memberships)
    .innerJoin(schools, eq(schools.id, memberships.schoolId))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(eq(memberships.userId, userId))
    .orderBy(schools.id);
  return rows.map((r) => ({ ...r, canSetTerm: r.canSetTerm ?? false }));
}

export async function getMembership(db: Db, userId: number, schoolId: number): Promise<MembershipView | undefined> {
  const all = await listMemberships(db, userId);
  return all.find((m) => m.school.id === schoolId);
}

export async function listCompanies(db: Db, ids: number[]): Promise<Company[]> {
  const rows = await db.select().from(companies);
  return rows.filter((c) => ids.includes(c.id)).map((c) => ({ companyId: c.id, companyName: c.name }));
}

export async function findSchool(db: Db, schoolId: number): Promise<SchoolRow | undefined> {
  const [row] = await db
    .select()
    .from(schools)
    .where(and(eq(schools.id, schoolId)));
  return row;
}
