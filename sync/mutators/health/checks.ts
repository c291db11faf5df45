import { ATTENDANCE_STATUS, type AttendanceEventRow, LEAVE_TYPE } from '@contract/attendance/children';
import { dayStates, stateOf } from '@contract/attendance/children-day';
import { chinaToday } from '@contract/china-time';
import { BOARDER_TRUSTEESHIP, CHECK_RESULT, CHECK_SESSION, CheckMsg } from '@contract/health/checks';
import { checkAttendance } from '@contract/health/checks-day';
import { STUDENT_STATUS } from '@contract/people/student-enums';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import type { AreaMutators } from '../types';

/** The day must not lie ahead of China's today, as the server checks (server/services/health/checks/check-child.ts). */
function assertPast(day: string): void {
  if (day > chinaToday()) throw new MutationError(CheckMsg.future);
}

const attendanceOf = async (tx: MutatorTx, studentId: string, day: string) =>
  stateOf(dayStates(await tx.where('attendanceEvents', '[studentId+day]', [studentId, day])), studentId, day);

/**
 * The client half of 晨午检 (server/services/health/checks/): the same checks and the same writes on the replica,
 * the attendance event of a morning check included (contract/health/checks-day.ts checkAttendance). Who recorded a
 * check is left empty here: the server writes the signed-in member, and the pull brings it back.
 */
export const healthChecksMutators = {
  async 'healthCheck.record'(tx, a) {
    assertPast(a.day);
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(CheckMsg.notInSchool);
    if (a.session === CHECK_SESSION.evening && child.trusteeship !== BOARDER_TRUSTEESHIP) throw new MutationError(CheckMsg.notBoarder);
    const stamp = { hlc: a.hlc, recordedBy: null, recorderName: '', createTime: a.createTime };
    const part = a.attendanceId ? checkAttendance(a, await attendanceOf(tx, a.studentId, a.day)) : null;
    await tx.put('healthChecks', {
      id: a.id,
      schoolId: a.schoolId,
      classId: child.classId,
      studentId: a.studentId,
      day: a.day,
      session: a.session,
      temperature: a.session === CHECK_SESSION.morning ? null : a.temperature,
      symptoms: a.symptoms,
      result: a.result,
      note: a.note,
      photo: a.photo,
      ...stamp,
    });
    if (part && a.attendanceId)
      await tx.put('attendanceEvents', {
        id: a.attendanceId,
        schoolId: a.schoolId,
        classId: child.classId,
        studentId: a.studentId,
        day: a.day,
        ...part,
        ...stamp,
      });
  },
  /** 全部正常, as server/services/health/checks/all-normal.ts: only the class's children with no check of the session here. */
  async 'healthCheck.allNormal'(tx, a) {
    assertPast(a.day);
    const checked = new Set(
      (await tx.where('healthChecks', 'day', a.day))
        .filter((c) => c.session === a.session && c.schoolId === a.schoolId)
        .map((c) => c.studentId),
    );
    const marked = new Set(
      (await tx.where('attendanceEvents', 'day', a.day)).filter((e) => e.schoolId === a.schoolId).map((e) => e.studentId),
    );
    const open = a.entries.filter((e) => !checked.has(e.studentId));
    const children = await Promise.all(open.map((e) => tx.get('students', e.studentId)));
    const stamp = { hlc: a.hlc, recordedBy: null, recorderName: '', createTime: a.createTime };
    const writes: Promise<void>[] = [];
    open.forEach((entry, i) => {
      const child = children[i];
      if (!child || child.schoolId !== a.schoolId || child.classId !== a.classId || child.status !== STUDENT_STATUS.enrolled) return;
      if (a.session === CHECK_SESSION.evening && child.trusteeship !== BOARDER_TRUSTEESHIP) return;
      const base = { schoolId: a.schoolId, classId: a.classId, studentId: entry.studentId, day: a.day, ...stamp };
      writes.push(
        tx.put('healthChecks', {
          id: entry.id,
          ...base,
          session: a.session,
          temperature: null,
          symptoms: 0,
          result: CHECK_RESULT.normal,
          note: '',
          photo: '',
        }),
      );
      if (a.session === CHECK_SESSION.morning && entry.attendanceId && !marked.has(entry.studentId)) {
        const event: AttendanceEventRow = {
          id: entry.attendanceId,
          ...base,
          status: ATTENDANCE_STATUS.entered,
          leaveType: LEAVE_TYPE.none,
          reason: '',
          temperature: null,
        };
        writes.push(tx.put('attendanceEvents', event));
      }
    });
    await Promise.all(writes);
  },
  /** 因病缺勤追踪: the child's one follow-up of the day, kept under the id it already has. */
  async 'illnessFollowUp.save'(tx, a) {
    assertPast(a.day);
    const child = await tx.get('students', a.studentId);
    if (!child || child.schoolId !== a.schoolId) throw new MutationError(CheckMsg.notInSchool);
    const [held] = await tx.where('illnessFollowUps', '[studentId+day]', [a.studentId, a.day]);
    await tx.put('illnessFollowUps', {
      id: held?.id ?? a.id,
      schoolId: a.schoolId,
      classId: held?.classId ?? child.classId,
      studentId: a.studentId,
      day: a.day,
      symptoms: a.symptoms,
      seenDoctor: a.seenDoctor,
      diagnosis: a.diagnosis,
      expectedReturn: a.expectedReturn,
      note: a.note,
      updatedBy: held?.updatedBy ?? null,
      updaterName: held?.updaterName ?? '',
      updateTime: new Date().toISOString(),
    });
  },
} satisfies AreaMutators<'healthChecks'>;
