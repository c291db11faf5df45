import type { AttendanceEventRow } from '@contract';
import type { attendanceEvents } from '../../db/schema';

/** Database row → the replicated shape of contract/attendance/children.ts. */
export const toAttendanceEventRow = (r: typeof attendanceEvents.$inferSelect): AttendanceEventRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  studentId: r.studentId,
  day: r.day,
  status: r.status,
  leaveType: r.leaveType,
  reason: r.reason,
  temperature: r.temperature,
  hlc: r.hlc,
  recordedBy: r.recordedBy,
  recorderName: r.recorderName,
  createTime: r.createTime,
});
