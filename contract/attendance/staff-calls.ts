import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  STAFF_ATTENDANCE_VIEW,
  staffAttendanceDayQuerySchema,
  staffAttendancePresentAllSchema,
  staffAttendanceRecordSchema,
} from './staff';

/** The HTTP calls of server/routes/attendance/staff.ts, as the client makes them (contract/call.ts). */
export const staffAttendanceCalls = {
  listStaffDay: defineCall({
    method: 'GET',
    path: '/park/teacherAttendance/day',
    permission: STAFF_ATTENDANCE_VIEW,
    input: staffAttendanceDayQuerySchema,
  }),
  recordStaffAttendance: defineCall({
    method: 'POST',
    path: '/park/teacherAttendance/record',
    permission: MUTATION_DECLS['staffAttendance.record'].permission,
    input: staffAttendanceRecordSchema,
  }),
  presentAll: defineCall({
    method: 'POST',
    path: '/park/teacherAttendance/presentAll',
    permission: MUTATION_DECLS['staffAttendance.presentAll'].permission,
    input: staffAttendancePresentAllSchema,
  }),
};
