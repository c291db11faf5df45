import type { AreaServices } from '../area-services';
import { recordAttendance } from './record-attendance';

/** Attendance mutation name → the service its REST route runs (server/services/mutations.ts lists the areas). */
export const ATTENDANCE_MUTATORS = {
  'attendance.record': recordAttendance,
} as const satisfies AreaServices<'attendance'>;
