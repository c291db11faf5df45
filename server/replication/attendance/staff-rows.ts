import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { STAFF_INACTIVE, type StaffAttendanceEventRow, type StaffRow, staffRowId } from '@contract';
import type { Db } from '../../db/client';
import { departments, memberships, positions, type staffAttendanceEvents, staffProfiles, users } from '../../db/schema';
import { recordChanges } from '../change-log';

/** Database row → the replicated shape of contract/attendance/staff.ts. */
export const toStaffAttendanceEventRow = (r: typeof staffAttendanceEvents.$inferSelect): StaffAttendanceEventRow => ({
  id: r.id,
  schoolId: r.schoolId,
  userId: r.userId,
  day: r.day,
  status: r.status,
  leaveType: r.leaveType,
  reason: r.reason,
  hlc: r.hlc,
  recordedBy: r.recordedBy,
  recorderName: r.recorderName,
  createTime: r.createTime,
});

/**
 * The school's staff roster rows (the replicated `staff` table): its members with their department and position
 * names, by name; `userIds` narrows it to some members. There is no table of its own: a membership is the row.
 */
export async function staffRows(db: Db, schoolId: number, userIds?: readonly number[]): Promise<StaffRow[]> {
  const rows = await db
    .select({
      userId: memberships.userId,
      name: sql<string>`coalesce(${staffProfiles.name}, ${users.userName})`,
      departmentId: memberships.departmentId,
      departmentName: departments.name,
      positionName: positions.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, memberships.schoolId), eq(staffProfiles.userId, memberships.userId)))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(
      and(
        eq(memberships.schoolId, schoolId),
        userIds ? inArray(memberships.userId, [...userIds]) : undefined,
        notInArray(memberships.staffStatus, [...STAFF_INACTIVE]),
      ),
    )
    .orderBy(asc(users.userName), asc(users.id));
  return rows.map((r) => ({
    id: staffRowId(schoolId, r.userId),
    schoolId,
    userId: r.userId,
    name: r.name,
    departmentId: r.departmentId,
    departmentName: r.departmentName ?? '',
    positionName: r.positionName ?? '',
  }));
}

/**
 * Records the roster rows of a school (or of some of its members) for pull: after a membership is made or changed.
 * A named member no longer on the roster (left or retired) is recorded as deleted.
 */
export async function recordStaffRows(db: Db, schoolId: number, userIds?: readonly number[]): Promise<void> {
  const rows = await staffRows(db, schoolId, userIds);
  const kept = new Set(rows.map((r) => r.userId));
  const gone = (userIds ?? []).filter((u) => !kept.has(u));
  await recordChanges(db, schoolId, [
    ...rows.map((row) => ({ table: 'staff' as const, op: 'put' as const, row })),
    ...gone.map((u) => ({ table: 'staff' as const, op: 'del' as const, row: { id: staffRowId(schoolId, u) } })),
  ]);
}
