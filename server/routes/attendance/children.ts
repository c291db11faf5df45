import { attendanceCalls } from '@contract/attendance/children-calls';
import type { FastifyInstance } from 'fastify';
import { enterAll } from '../../services/attendance/children/enter-all';
import { attendanceClassSchool, listClassDay } from '../../services/attendance/children/list-class-day';
import { recordAttendance } from '../../services/attendance/children/record-attendance';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * SPEC §7 "/park/studentAttendance" for clients that do not sync (the app records through the sync mutation, the
 * same service): a class's day with each child's state and history, recording one tap, and 全部入园.
 */
export function attendanceRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(attendanceCalls.listClassDay, { schoolOf: (ctx, input) => attendanceClassSchool(ctx, input.classId), run: listClassDay });
  route(attendanceCalls.recordAttendance, { run: recordAttendance, tx: true });
  route(attendanceCalls.enterAll, { run: enterAll, tx: true });
}
