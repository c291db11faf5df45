import type { AreaServices } from '../../area-services';
import { enterAll } from './enter-all';
import { recordAttendance } from './record-attendance';

/** Attendance mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const ATTENDANCE_MUTATORS = {
  'attendance.record': recordAttendance,
  'attendance.enterAll': enterAll,
} as const satisfies AreaServices<'attendance'>;
