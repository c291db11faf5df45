import { STAFF_LEAVE, STAFF_STATUS, StaffAttendanceMsg, staffRowId } from '@contract/attendance/staff';
import { MutationError } from '../../errors';
import type { AreaMutators } from '../types';

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
  /** 全部出勤, as server/services/attendance/staff/present-all.ts: an 出勤 event for each rostered member with no event of the day. */
  async 'staffAttendance.presentAll'(tx, a) {
    const marked = new Set(
      (await tx.where('staffAttendanceEvents', 'day', a.day)).filter((e) => e.schoolId === a.schoolId).map((e) => e.userId),
    );
    const open = a.entries.filter((e) => !marked.has(e.userId));
    const members = await Promise.all(open.map((e) => tx.get('staff', staffRowId(a.schoolId, e.userId))));
    await Promise.all(
      open.map((entry, i) =>
        members[i]
          ? tx.put('staffAttendanceEvents', {
              id: entry.id,
              schoolId: a.schoolId,
              userId: entry.userId,
              day: a.day,
              status: STAFF_STATUS.present,
              leaveType: STAFF_LEAVE.none,
              reason: '',
              hlc: a.hlc,
              recordedBy: null,
              recorderName: '',
              createTime: a.createTime,
            })
          : undefined,
      ),
    );
  },
} satisfies AreaMutators<'staffAttendance'>;
