import type { DomainServer } from '../deps';
import { attendanceRoutes } from './children';
import { staffAttendanceRoutes } from './staff';
import { ATTENDANCE_MUTATORS } from '../../services/attendance/children/attendance-mutators';
import { STAFF_ATTENDANCE_MUTATORS } from '../../services/attendance/staff/staff-attendance-mutators';

/**
 * The attendance domain on the server: each area's routes and mutation services (a contract area or mutation left out is a
 * type error), then the domain's parts that replicate nothing.
 */
export const ATTENDANCE_SERVER = {
  attendance: { routes: [attendanceRoutes], services: ATTENDANCE_MUTATORS },
  staffAttendance: { routes: [staffAttendanceRoutes], services: STAFF_ATTENDANCE_MUTATORS },
} as const satisfies DomainServer<'attendance'>;
