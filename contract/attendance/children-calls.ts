import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import { attendanceClassDayQuerySchema, attendanceEnterAllSchema, attendanceRecordSchema } from './children';

/** The HTTP calls of server/routes/attendance/children.ts, as the client makes them (contract/call.ts). */
export const attendanceCalls = {
  listClassDay: defineCall({
    method: 'GET',
    path: '/park/studentAttendance/classDay',
    permission: '/YWGL/YECQGL',
    input: attendanceClassDayQuerySchema,
  }),
  recordAttendance: defineCall({
    method: 'POST',
    path: '/park/studentAttendance/record',
    permission: MUTATION_DECLS['attendance.record'].permission,
    input: attendanceRecordSchema,
  }),
  enterAll: defineCall({
    method: 'POST',
    path: '/park/studentAttendance/enterAll',
    permission: MUTATION_DECLS['attendance.enterAll'].permission,
    input: attendanceEnterAllSchema,
  }),
};
