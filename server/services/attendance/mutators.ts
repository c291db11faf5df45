import type { DomainServices } from '../area-services';
import { ATTENDANCE_MUTATORS } from './children/attendance-mutators';
import { STAFF_ATTENDANCE_MUTATORS } from './staff/staff-attendance-mutators';

/** The attendance domain's mutation services, by area (server/services/mutations.ts joins the domains). */
export const ATTENDANCE_MUTATIONS = {
  attendance: ATTENDANCE_MUTATORS,
  staffAttendance: STAFF_ATTENDANCE_MUTATORS,
} as const satisfies DomainServices<'attendance'>;
