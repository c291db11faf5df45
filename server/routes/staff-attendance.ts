import type { FastifyInstance } from 'fastify';
import {
  MUTATION_DECLS,
  STAFF_ATTENDANCE_VIEW,
  staffAttendanceDayQuerySchema,
  staffAttendancePresentAllSchema,
  staffAttendanceRecordSchema,
} from '@contract';
import { presentAll } from '../services/attendance/staff/present-all';
import { listStaffDay } from '../services/attendance/staff/list-staff-day';
import { recordStaffAttendance } from '../services/attendance/staff/record-staff-attendance';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * SPEC §7 "/park/teacherAttendance" for clients that do not sync (the app records through the sync mutation, the
 * same service): the school's staff day with each member's state and history, recording one mark, and 全部出勤.
 */
export function staffAttendanceRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const base = '/park/teacherAttendance';
  route('GET', `${base}/day`, {
    permission: STAFF_ATTENDANCE_VIEW,
    input: query(staffAttendanceDayQuerySchema),
    run: listStaffDay,
  });
  route('POST', `${base}/record`, {
    permission: MUTATION_DECLS['staffAttendance.record'].permission,
    input: body(staffAttendanceRecordSchema),
    run: recordStaffAttendance,
    tx: true,
  });
  route('POST', `${base}/presentAll`, {
    permission: MUTATION_DECLS['staffAttendance.presentAll'].permission,
    input: body(staffAttendancePresentAllSchema),
    run: presentAll,
    tx: true,
  });
}
