import { StaffAttendanceMsg, staffRowId } from '@contract/staff-attendance';
import { MutationError } from '../errors';
import type { AreaMutators } from './types';

/**
 * The client half of the staff attendance service: the member must be on the replica's roster of the school; the
 * mark becomes a new event with the device's id, day and HLC stamp. The recorder is left empty: the server writes
 * the signed-in user, and the pull brings it back.
 */
export const staffAttendanceMutators = {
  async 'staffAttendance.record'(tx, a) {
    const member = await tx.get('staff', staffRowId(a.schoolId, a.userId));
    if (!member) throw new MutationError(StaffAttendanceMsg.notInSchool);
    await tx.put('staffAttendanceEvents', {
      id: a.id,
      schoolId: a.schoolId,
      userId: a.userId,
      day: a.day,
      status: a.status,
      leaveType: a.leaveType,
      reason: a.reason,
      hlc: a.hlc,
      recordedBy: null,
      recorderName: '',
      createTime: a.createTime,
    });
  },
} satisfies AreaMutators<'staffAttendance'>;
