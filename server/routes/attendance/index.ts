import type { DomainRoutes } from '../deps';
import { attendanceRoutes } from './children';
import { staffAttendanceRoutes } from './staff';

/** The attendance domain's routes: each area's (a contract area left out is a type error). */
export const ATTENDANCE_ROUTES = {
  attendance: [attendanceRoutes],
  staffAttendance: [staffAttendanceRoutes],
} as const satisfies DomainRoutes<'attendance'>;
