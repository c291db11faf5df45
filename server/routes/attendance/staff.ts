import { staffAttendanceCalls } from '@contract/attendance/staff-calls';
import type { FastifyInstance } from 'fastify';
import { presentAll } from '../../services/attendance/staff/present-all';
import { listStaffDay } from '../../services/attendance/staff/list-staff-day';
import { recordStaffAttendance } from '../../services/attendance/staff/record-staff-attendance';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * SPEC §7 "/park/teacherAttendance" for clients that do not sync (the app records through the sync mutation, the
 * same service): the school's staff day with each member's state and history, recording one mark, and 全部出勤.
 */
export function staffAttendanceRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(staffAttendanceCalls.listStaffDay, { run: listStaffDay });
  route(staffAttendanceCalls.recordStaffAttendance, { run: recordStaffAttendance, tx: true });
  route(staffAttendanceCalls.presentAll, { run: presentAll, tx: true });
}
