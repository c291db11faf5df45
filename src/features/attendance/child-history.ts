import {
  ATTENDANCE_STATUS_LABEL,
  type AttendanceEventRow,
  type AttendanceStatus,
  AttendanceMsg,
  LEAVE_TYPE,
  LEAVE_TYPE_LABEL,
} from '@contract/attendance/children';
import { isFever } from '@contract/attendance/children-day';
import { STATUS_COLOR } from './ChildRow';
import type { HistoryWording } from './DayHistoryDialog';
import type { ReasonWording } from './ReasonDialog';
import { formatTemperature } from '@contract/attendance/temperature';

/** How a child's day history words its events (DayHistoryDialog): the status, leave kind and reason, the temperature. */
export const CHILD_HISTORY: HistoryWording<AttendanceEventRow> = {
  status: (e) => ({ label: ATTENDANCE_STATUS_LABEL[e.status as AttendanceStatus], color: STATUS_COLOR[e.status as AttendanceStatus] }),
  reason: (e) => [LEAVE_TYPE_LABEL[e.leaveType], e.reason].filter(Boolean).join('：'),
  extra: { title: '体温', cell: (e) => ({ text: formatTemperature(e.temperature), alert: isFever(e.temperature) }) },
};

/** The children's reason dialog: 病假 or 事假 for a leave (病假 chosen: the morning's usual one), why for 劝返. */
export const CHILD_REASON: ReasonWording = {
  kinds: [LEAVE_TYPE.sick, LEAVE_TYPE.personal].map((k) => ({ value: k, label: LEAVE_TYPE_LABEL[k] ?? '' })),
  defaultKind: LEAVE_TYPE.sick,
  reasonMsg: AttendanceMsg.reason,
};
