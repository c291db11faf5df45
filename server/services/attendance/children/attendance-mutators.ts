import type { AreaServices } from '../../area-services';
import { enterAll } from './enter-all';
import { recordAttendance } from './record-attendance';

/** Attendance mutation name → the service its REST route runs (server/services/mutations.ts lists the areas). */
export const ATTENDANCE_MUTATORS = {
  'attendance.record': recordAttendance,
  'attendance.enterAll': enterAll,
} as const satisfies AreaServices<'attendance'>;
