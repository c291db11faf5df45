import { and, asc, eq, inArray } from 'drizzle-orm';
import { type StaffAttendanceEventRow, type StaffRow, staffRowId } from '@contract';
import type { Db } from '../db/client';
import { departments, memberships, positions, type staffAttendanceEvents, users } from '../db/schema';
import { recordChanges } from './change-log';

/** Database row → the replicated shape of contract/staff-attendance.ts. */
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
      name: users.userName,
      departmentId: memberships.departmentId,
      departmentName: departments.name,
      positionName: positions.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(and(eq(memberships.schoolId, schoolId), userIds ? inArray(memberships.userId, [...userIds]) : undefined))
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

/** Records the roster rows of a school (or of some of its members) for pull: after a membership is made or changed. */
export async function recordStaffRows(db: Db, schoolId: number, userIds?: readonly number[]): Promise<void> {
  const rows = await staffRows(db, schoolId, userIds);
  await recordChanges(
    db,
    schoolId,
    rows.map((row) => ({ table: 'staff', op: 'put', row })),
  );
}
