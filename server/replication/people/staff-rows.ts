import { and, asc, eq, inArray } from 'drizzle-orm';
import { type StaffCredentialRow, type StaffProfileRow, staffProfileId } from '@contract';
import type { Db } from '../../db/client';
import { departments, memberships, positions, type staffCredentials, staffProfiles, users } from '../../db/schema';
import { recordChanges } from '../change-log';

/**
 * The HR profile rows (the replicated `staffProfiles`, contract/people/staff.ts) of a school's members, or of some
 * of them: every membership is a row, left members too; a member whose profile was never saved shows the user's
 * name and phone. Department, position and status are the membership's.
 */
export async function staffProfileRows(db: Db, schoolId: number, userIds?: readonly number[]): Promise<StaffProfileRow[]> {
  const rows = await db
    .select({
      m: memberships,
      p: staffProfiles,
      userName: users.userName,
      mobilePhone: users.mobilePhone,
      departmentName: departments.name,
      positionName: positions.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, memberships.schoolId), eq(staffProfiles.userId, memberships.userId)))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(and(eq(memberships.schoolId, schoolId), userIds ? inArray(memberships.userId, [...userIds]) : undefined))
    .orderBy(asc(memberships.userId));
  return rows.map(({ m, p, userName, mobilePhone, departmentName, positionName }) => ({
    id: staffProfileId(schoolId, m.userId),
    schoolId,
    userId: m.userId,
    name: p?.name ?? userName,
    gender: p?.gender ?? 0,
    phone: p?.phone || mobilePhone,
    idNumber: p?.idNumber ?? '',
    birthday: p?.birthday ?? null,
    photo: p?.photo ?? '',
    departmentId: m.departmentId,
    positionId: m.positionId,
    departmentName: departmentName ?? '',
    positionName: positionName ?? '',
    status: m.staffStatus,
    joinDate: p?.joinDate ?? null,
    contractStart: p?.contractStart ?? null,
    contractEnd: p?.contractEnd ?? null,
    political: p?.political ?? null,
    marital: p?.marital ?? null,
    education: p?.education ?? null,
    degree: p?.degree ?? null,
    teacherCert: p?.teacherCert ?? null,
    major: p?.major ?? '',
    graduatedFrom: p?.graduatedFrom ?? '',
    address: p?.address ?? '',
    emergencyContact: p?.emergencyContact ?? '',
    emergencyPhone: p?.emergencyPhone ?? '',
    remark: p?.remark ?? '',
    statusDate: p?.statusDate ?? null,
    statusReason: p?.statusReason ?? '',
  }));
}

export const toStaffCredentialRow = (r: typeof staffCredentials.$inferSelect): StaffCredentialRow => ({
  id: r.id,
  schoolId: r.schoolId,
  userId: r.userId,
  category: r.category,
  number: r.number,
  issued: r.issued,
  expiry: r.expiry,
  remark: r.remark,
});

/** Records the profile rows of some members for pull (after a save, a status change, a join). */
export async function recordStaffProfiles(db: Db, schoolId: number, userIds?: readonly number[]): Promise<StaffProfileRow[]> {
  const rows = await staffProfileRows(db, schoolId, userIds);
  await recordChanges(
    db,
    schoolId,
    rows.map((row) => ({ table: 'staffProfiles', op: 'put', row })),
  );
  return rows;
}
