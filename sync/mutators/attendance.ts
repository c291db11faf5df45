import { AttendanceMsg } from '@contract/attendance';
import { MutationError } from '../errors';
import type { AreaMutators } from './types';

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
} satisfies AreaMutators<'attendance'>;
