import { ATTENDANCE_STATUS, ATTENDANCE_STATUS_LABEL, type AttendanceStatus, LEAVE_TYPE_LABEL } from '@contract/attendance/children';
import { isFever } from '@contract/attendance/children-day';
import type { StudentRow } from '@contract/people/school-records';
import { Button, Group, TextInput } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { formatTemperature } from '@contract/attendance/temperature';
import { SheetRow } from './SheetRow';
import classes from './attendance.module.css';

/** What a row shows of the child's day: the winning event, or a tap not yet in the replica. */
export interface RowState {
  status: number;
  leaveType: number;
  reason: string;
  temperature: number | null;
}

export const STATUS_COLOR: Record<AttendanceStatus, string> = { 0: 'teal', 1: 'orange', 2: 'blue', 3: 'red' };
const STATUSES = [ATTENDANCE_STATUS.entered, ATTENDANCE_STATUS.persuaded, ATTENDANCE_STATUS.leave, ATTENDANCE_STATUS.absent] as const;

interface ChildRowProps {
  index: number;
  child: StudentRow;
  state: RowState | undefined;
  disabled: boolean;
  /** A status button: 入园 and 缺勤 record at once, 劝返 and 请假 ask for the reason first. */
  onStatus: (child: StudentRow, status: AttendanceStatus, temperatureText: string) => void;
  /** The temperature field was left with a new value. */
  onTemperature: (child: StudentRow, temperatureText: string) => void;
  onHistory: (child: StudentRow) => void;
}

/** One child of the sheet: big buttons for the four statuses, the morning temperature, and the day's history. */
export const ChildRow = memo(function ChildRow({ index, child, state, disabled, onStatus, onTemperature, onHistory }: ChildRowProps) {
  const recorded = formatTemperature(state?.temperature ?? null);
  const [temp, setTemp] = useState(recorded);
  useEffect(() => setTemp(recorded), [recorded]);
  const fever = isFever(state?.temperature ?? null);
  const note = state && (state.leaveType ? `${LEAVE_TYPE_LABEL[state.leaveType]}：${state.reason}` : state.reason);
  return (
    <SheetRow
      testId="attendance-row"
      index={index}
      name={child.name}
      title={child.name}
      status={state?.status}
      statusLabel={state ? ATTENDANCE_STATUS_LABEL[state.status as AttendanceStatus] : '未签到'}
      statusColor={state ? STATUS_COLOR[state.status as AttendanceStatus] : 'dimmed'}
      note={note}
    >
      <Group gap={6} wrap="nowrap">
        {STATUSES.map((s) => (
          <Button
            key={s}
            size="md"
            h={48}
            px="md"
            color={STATUS_COLOR[s]}
            variant={state?.status === s ? 'filled' : 'light'}
            aria-pressed={state?.status === s}
            disabled={disabled}
            onClick={() => onStatus(child, s, temp)}
          >
            {ATTENDANCE_STATUS_LABEL[s]}
          </Button>
        ))}
      </Group>
      <TextInput
        aria-label={`${child.name}体温`}
        placeholder="体温℃"
        w={92}
        size="md"
        inputMode="decimal"
        value={temp}
        disabled={disabled}
        classNames={fever ? { input: classes.fever } : undefined}
        onChange={(e) => setTemp(e.currentTarget.value)}
        onBlur={() => temp !== recorded && onTemperature(child, temp)}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      <Button variant="subtle" size="md" h={48} px="xs" onClick={() => onHistory(child)}>
        记录
      </Button>
    </SheetRow>
  );
}, sameRow);

/**
 * Rows re-render only when their own child's state changed: every replica update hands the sheet new event
 * objects for all children, and redrawing 40 rows of buttons then would cost a frame.
 */
function sameRow(a: ChildRowProps, b: ChildRowProps): boolean {
  const x = a.state;
  const y = b.state;
  const sameState =
    x === y ||
    (!!x && !!y && x.status === y.status && x.leaveType === y.leaveType && x.reason === y.reason && x.temperature === y.temperature);
  return (
    sameState &&
    a.index === b.index &&
    a.child === b.child &&
    a.disabled === b.disabled &&
    a.onStatus === b.onStatus &&
    a.onTemperature === b.onTemperature &&
    a.onHistory === b.onHistory
  );
}
