import type { FastifyInstance } from 'fastify';
import { attendanceClassDayQuerySchema, attendanceEnterAllSchema, attendanceRecordSchema, MUTATION_DECLS } from '@contract';
import { enterAll } from '../services/attendance/children/enter-all';
import { attendanceClassSchool, listClassDay } from '../services/attendance/children/list-class-day';
import { recordAttendance } from '../services/attendance/children/record-attendance';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * SPEC §7 "/park/studentAttendance" for clients that do not sync (the app records through the sync mutation, the
 * same service): a class's day with each child's state and history, recording one tap, and 全部入园.
 */
export function attendanceRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const base = '/park/studentAttendance';
  route('GET', `${base}/classDay`, {
    permission: '/YWGL/YECQGL',
    input: query(attendanceClassDayQuerySchema),
    schoolOf: (ctx, input) => attendanceClassSchool(ctx, input.classId),
    run: listClassDay,
  });
  route('POST', `${base}/record`, {
    permission: MUTATION_DECLS['attendance.record'].permission,
    input: body(attendanceRecordSchema),
    run: recordAttendance,
    tx: true,
  });
  route('POST', `${base}/enterAll`, {
    permission: MUTATION_DECLS['attendance.enterAll'].permission,
    input: body(attendanceEnterAllSchema),
    run: enterAll,
    tx: true,
  });
}
