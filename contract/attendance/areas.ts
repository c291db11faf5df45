import type { AreaDecl } from '../area';
import { ATTENDANCE } from './children';
import { STAFF_ATTENDANCE } from './staff';

/** The attendance domain's areas, in menu order (contract/areas.ts joins the domains). */
export const ATTENDANCE_AREAS = {
  attendance: ATTENDANCE,
  staffAttendance: STAFF_ATTENDANCE,
} as const satisfies Record<string, AreaDecl>;
