import { ATTENDANCE_STATUS, type AttendanceEventRow, LEAVE_TYPE } from '../attendance/children';
import { dayKey, foldDays, winsOver } from '../attendance/day-fold';
import {
  BOARDER_TRUSTEESHIP,
  CHECK_RESULT,
  CHECK_SESSION,
  type HealthCheckRecordInput,
  type HealthCheckRow,
  sentHomeReason,
} from './checks';

/**
 * The pure derivation of the checks, shared by the screen, the mutators, the server and the tests: a child's check
 * of a day and session is its event with the greatest HLC stamp (the attendance rule, contract/attendance/day-fold.ts),
 * so devices holding the same events agree whatever order they came in.
 */
export type CheckEvent = Pick<HealthCheckRow, 'id' | 'studentId' | 'day' | 'session' | 'symptoms' | 'result' | 'hlc'>;

/** The subject of a check: the child and the session. */
export const checkSubject = (studentId: string, session: number): string => `${studentId}#${session}`;
export const checkKey = (studentId: string, day: string, session: number): string => dayKey(checkSubject(studentId, session), day);

/** Child + session + day → the winning check. */
export const checkStates = <E extends CheckEvent>(events: Iterable<E>): Map<string, E> =>
  foldDays(events, (e) => checkSubject(e.studentId, e.session));

export { winsOver };

/** A check that found something: a result other than 正常, or any symptom. */
export const isAbnormal = (c: Pick<CheckEvent, 'result' | 'symptoms'>): boolean => c.result !== CHECK_RESULT.normal || c.symptoms !== 0;

type AttendanceState = Pick<AttendanceEventRow, 'status' | 'leaveType' | 'reason' | 'temperature'>;
/** What an attendance event a check writes holds (its id, day and stamps come from the check). */
export type CheckAttendance = Pick<AttendanceEventRow, 'status' | 'leaveType' | 'reason' | 'temperature'>;

/**
 * The attendance event a morning check writes, given the child's attendance state of the day (the winning event,
 * or undefined): one temperature shared with attendance. A 劝返 marks the day 劝返 with the symptoms as the reason;
 * a temperature is entered into the day's state as it stands; a child with no mark yet is present (入园). Else
 * nothing: the check leaves attendance as it is.
 */
export function checkAttendance(
  a: Pick<HealthCheckRecordInput, 'session' | 'attendanceId' | 'result' | 'symptoms' | 'temperature'>,
  now: AttendanceState | undefined,
): CheckAttendance | null {
  if (a.session !== CHECK_SESSION.morning || !a.attendanceId) return null;
  const temperature = a.temperature ?? now?.temperature ?? null;
  if (a.result === CHECK_RESULT.sentHome)
    return { status: ATTENDANCE_STATUS.persuaded, leaveType: LEAVE_TYPE.none, reason: sentHomeReason(a.symptoms), temperature };
  if (!now) return { status: ATTENDANCE_STATUS.entered, leaveType: LEAVE_TYPE.none, reason: '', temperature };
  if (a.temperature !== null && a.temperature !== now.temperature)
    return { status: now.status, leaveType: now.leaveType, reason: now.reason, temperature: a.temperature };
  return null;
}

/** Whether a child is to be checked in a session, from its attendance state of the day and its 托管方式. */
export function dueForCheck(session: number, attendance: Pick<AttendanceState, 'status'> | undefined, trusteeship: number | null): boolean {
  if (session === CHECK_SESSION.evening && trusteeship !== BOARDER_TRUSTEESHIP) return false;
  if (session === CHECK_SESSION.morning)
    // Every child who comes in the morning: all but those on leave or absent.
    return attendance?.status !== ATTENDANCE_STATUS.leave && attendance?.status !== ATTENDANCE_STATUS.absent;
  // Later in the day: the children present (a child sent home in the morning is gone).
  return attendance?.status === ATTENDANCE_STATUS.entered;
}

/** 应检, 已检, 异常 of a class's session (and who is still to check). */
export interface CheckCounts {
  due: number;
  checked: number;
  abnormal: number;
  unchecked: number;
}

/**
 * The counts of a class's session: `children` its children, `attendance` their attendance states by dayKey
 * (children-day.ts dayStates), `checks` the winning checks by checkKey.
 */
export function checkCounts(
  children: readonly { id: string; trusteeship: number | null }[],
  attendance: ReadonlyMap<string, Pick<AttendanceState, 'status'>>,
  checks: ReadonlyMap<string, Pick<CheckEvent, 'result' | 'symptoms'>>,
  day: string,
  session: number,
): CheckCounts {
  const c: CheckCounts = { due: 0, checked: 0, abnormal: 0, unchecked: 0 };
  for (const child of children) {
    const check = checks.get(checkKey(child.id, day, session));
    if (!check && !dueForCheck(session, attendance.get(dayKey(child.id, day)), child.trusteeship)) continue;
    c.due++;
    if (!check) {
      c.unchecked++;
      continue;
    }
    c.checked++;
    if (isAbnormal(check)) c.abnormal++;
  }
  return c;
}

/** The day and the two before: the days an outbreak warning looks at. */
export function outbreakDays(day: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(Date.parse(`${day}T00:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10));
}
