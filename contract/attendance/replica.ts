import type { DomainTableName } from '../areas';

/**
 * The attendance domain's tables in a device's replica: each table's Dexie indexes beyond its key `id` and `schoolId`
 * ('' for none). sync/schema.ts joins the domains; a table the domain's areas declare and this list lacks, or one they
 * do not declare, is a type error. Kept apart from the areas' declarations (imported as types only), so the shell,
 * which opens the replica, carries no area's schemas.
 */
export const ATTENDANCE_REPLICA = {
  attendanceEvents: '[classId+day], [studentId+day], [schoolId+day], day, hlc',
  staff: '',
  staffAttendanceEvents: '[schoolId+day], [userId+day], day, hlc',
} as const satisfies Record<DomainTableName<'attendance'>, string>;
