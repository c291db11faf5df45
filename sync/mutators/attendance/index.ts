import type { DomainMutators } from '../types';
import { attendanceMutators } from './children';
import { staffAttendanceMutators } from './staff';

/** The attendance domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const ATTENDANCE_MUTATORS = {
  attendance: attendanceMutators,
  staffAttendance: staffAttendanceMutators,
} satisfies DomainMutators<'attendance'>;
