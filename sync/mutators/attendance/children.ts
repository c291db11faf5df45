import { ATTENDANCE_STATUS, AttendanceMsg, LEAVE_TYPE } from '@contract/attendance/children';
import { MutationError } from '../../errors';
import type { AreaMutators } from '../types';

/**
 * The client half of the attendance service: the child must be in the replica (its school's); the tap becomes a
 * new event with the device's id, day and HLC stamp. Who recorded it is left empty here: the server writes the
 * signed-in user, and the pull brings it back.
 */
export const attendanceMutators = {
  async 'attendance.record'(tx, a) {
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(AttendanceMsg.notInSchool);
    await tx.put('attendanceEvents', {
      id: a.id,
      schoolId: a.schoolId,
      classId: child.classId,
      studentId: a.studentId,
      day: a.day,
      status: a.status,
      leaveType: a.leaveType,
      reason: a.reason,
      temperature: a.temperature,
      hlc: a.hlc,
      recordedBy: null,
      recorderName: '',
      createTime: a.createTime,
    });
  },
  /**
   * 全部入园, as server/services/attendance/children/enter-all.ts: an 入园 event for each named child of the school that has no
   * event of the day in the replica now. Rebase re-runs it on every newer server state, so a tap pulled from another
   * device before the server took the batch keeps its child out of it here too.
   */
  async 'attendance.enterAll'(tx, a) {
    const marked = new Set(
      (await tx.where('attendanceEvents', 'day', a.day)).filter((e) => e.schoolId === a.schoolId).map((e) => e.studentId),
    );
    const open = a.entries.filter((e) => !marked.has(e.studentId));
    const children = await Promise.all(open.map((e) => tx.get('students', e.studentId)));
    // Reads and writes queued together, not one round trip after another (a class is one tap).
    await Promise.all(
      open.map((entry, i) => {
        const child = children[i];
        if (!child || child.schoolId !== a.schoolId) return undefined;
        return tx.put('attendanceEvents', {
          id: entry.id,
          schoolId: a.schoolId,
          classId: child.classId,
          studentId: entry.studentId,
          day: a.day,
          status: ATTENDANCE_STATUS.entered,
          leaveType: LEAVE_TYPE.none,
          reason: '',
          temperature: null,
          hlc: a.hlc,
          recordedBy: null,
          recorderName: '',
          createTime: a.createTime,
        });
      }),
    );
  },
} satisfies AreaMutators<'attendance'>;
