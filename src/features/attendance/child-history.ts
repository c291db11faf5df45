import { ATTENDANCE_STATUS_LABEL, type AttendanceEventRow, type AttendanceStatus, LEAVE_TYPE_LABEL } from '@contract/attendance';
import { isFever } from '@contract/attendance-day';
import { STATUS_COLOR } from './ChildRow';
import type { HistoryWording } from './DayHistoryDialog';
import { formatTemperature } from './record-tap';

/** How a child's day history words its events (DayHistoryDialog): the status, leave kind and reason, the temperature. */
export const CHILD_HISTORY: HistoryWording<AttendanceEventRow> = {
  status: (e) => ({ label: ATTENDANCE_STATUS_LABEL[e.status as AttendanceStatus], color: STATUS_COLOR[e.status as AttendanceStatus] }),
  reason: (e) => [LEAVE_TYPE_LABEL[e.leaveType], e.reason].filter(Boolean).join('：'),
  extra: { title: '体温', cell: (e) => ({ text: formatTemperature(e.temperature), alert: isFever(e.temperature) }) },
};
