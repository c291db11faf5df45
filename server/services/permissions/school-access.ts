import { type AnyColumn, and, eq, notInArray, sql } from 'drizzle-orm';
import { type Company, STAFF_INACTIVE, effectivePermissions, type Permission, type School } from '@contract';
import type { Db } from '../../db/client';
import { companies, departments, memberships, positions, schools } from '../../db/schema';
import { formatDateTime } from '../../lib/format';

type SchoolRow = typeof schools.$inferSelect;

/** The stored permissions of a position, as one array column (empty for none). */
export const rightsOf = (positionId: AnyColumn) =>
  sql<string[]>`coalesce((SELECT array_agg(r.permission) FROM position_rights r WHERE r.position_id = ${positionId}), '{}')`;

/** A school's service has expired: marked so, or overdue even before a job marks it. */
export const schoolExpired = (row: SchoolRow, now: Date): boolean => row.clientState === 1 || row.expiresAt.getTime() < now.getTime();

/** A school as the session API shows it. */
export function toSchool(row: SchoolRow, now: Date): School {
  const expired = schoolExpired(row, now);
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
  companyName: string;
  schoolPermission: string;
  isDefault: boolean;
  departmentId: number | null;
  departmentName: string | null;
  positionId: number | null;
  positionName: string | null;
  /** The member's effective permissions there (contract/permissions.ts), sorted. */
  permissions: Permission[];
}

/** Every school of a user (or the one asked for) with their position and permissions there, in a stable order. */
export async function listMemberships(db: Db, userId: number, schoolId?: number): Promise<MembershipView[]> {
  const rows = await db
    .select({
      school: schools,
      companyName: companies.name,
      schoolPermission: memberships.schoolPermission,
      isDefault: memberships.isDefault,
      departmentId: memberships.departmentId,
      departmentName: departments.name,
      positionId: memberships.positionId,
      positionName: positions.name,
      allRights: positions.allRights,
      rights: rightsOf(memberships.positionId),
    })
    .from(memberships)
    .innerJoin(schools, eq(schools.id, memberships.schoolId))
    .innerJoin(companies, eq(companies.id, schools.companyId))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(
      and(
        eq(memberships.userId, userId),
        schoolId === undefined ? undefined : eq(memberships.schoolId, schoolId),
        // A member who left or retired (教职工管理) no longer signs in to that school: it is not among theirs.
        notInArray(memberships.staffStatus, [...STAFF_INACTIVE]),
      ),
    )
    .orderBy(schools.id);
  return rows.map(({ allRights, rights, ...r }) => ({
    ...r,
    permissions: effectivePermissions({
      allRights: allRights ?? false,
      rights,
      schoolpermission: r.schoolPermission,
      positionName: r.positionName,
      school: { id: r.school.id, style: r.school.style },
    }),
  }));
}

export async function getMembership(db: Db, userId: number, schoolId: number): Promise<MembershipView | undefined> {
  const [membership] = await listMemberships(db, userId, schoolId);
  return membership;
}

/** The companies of the given schools, each once, by id. */
export function companiesOf(all: MembershipView[]): Company[] {
  const byId = new Map(all.map((m) => [m.school.companyId, m.companyName]));
  return [...byId].sort(([a], [b]) => a - b).map(([companyId, companyName]) => ({ companyId, companyName }));
}

export async function findSchool(db: Db, schoolId: number): Promise<SchoolRow | undefined> {
  const [row] = await db
    .select()
    .from(schools)
    .where(and(eq(schools.id, schoolId)));
  return row;
}
