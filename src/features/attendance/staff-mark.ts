import {
  STAFF_LEAVE,
  STAFF_LEAVE_LABEL,
  STAFF_STATUS_LABEL,
  type StaffAttendanceEventRow,
  type StaffAttendanceRecordInput,
  StaffAttendanceMsg,
  type StaffStatus,
} from '@contract/attendance/staff';
import type { SyncDb } from '@sync/db';
import { eventStamp } from '@/lib/replica/event-stamp';
import type { HistoryWording } from './DayHistoryDialog';
import type { ReasonWording } from './ReasonDialog';

export type StaffMark = Pick<StaffAttendanceRecordInput, 'userId' | 'status' | 'leaveType' | 'reason'>;

/** The args of one staff mark: the event's id and the device's HLC stamp, the wall time kept for the history. */
export async function staffMarkArgs(
  db: SyncDb,
  schoolId: number,
  day: string,
  mark: StaffMark,
  id: string,
): Promise<StaffAttendanceRecordInput> {
  return { id, schoolId, day, ...(await eventStamp(db)), ...mark };
}

export const STAFF_STATUS_COLOR: Record<StaffStatus, string> = { 0: 'teal', 1: 'orange', 2: 'blue', 3: 'red', 4: 'yellow', 5: 'violet' };

/** A mark's note: the leave kind and the reason (why, or where for a 公出). */
export const staffNote = (e: { leaveType: number; reason: string }): string =>
  [STAFF_LEAVE_LABEL[e.leaveType], e.reason].filter(Boolean).join('：');

/** How a member's day history words its events (DayHistoryDialog). */
export const STAFF_HISTORY: HistoryWording<StaffAttendanceEventRow> = {
  status: (e) => ({ label: STAFF_STATUS_LABEL[e.status as StaffStatus], color: STAFF_STATUS_COLOR[e.status as StaffStatus] }),
  reason: staffNote,
};

/** The staff reason dialog: 病假, 事假, 年假, 调休 with 事假 chosen (the usual one asked ahead); where for 公出. */
export const STAFF_REASON: ReasonWording = {
  kinds: [STAFF_LEAVE.sick, STAFF_LEAVE.personal, STAFF_LEAVE.annual, STAFF_LEAVE.compensatory].map((k) => ({
    value: k,
    label: STAFF_LEAVE_LABEL[k] ?? '',
  })),
  defaultKind: STAFF_LEAVE.personal,
  reasonMsg: StaffAttendanceMsg.reason,
  otherPlaceholder: '如：区教育局开会',
};
