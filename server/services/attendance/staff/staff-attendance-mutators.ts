import type { AreaServices } from '../../area-services';
import { presentAll } from './present-all';
import { recordStaffAttendance } from './record-staff-attendance';

/** Staff attendance mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const STAFF_ATTENDANCE_MUTATORS = {
  'staffAttendance.record': recordStaffAttendance,
  'staffAttendance.presentAll': presentAll,
} as const satisfies AreaServices<'staffAttendance'>;
