import { STAFF_STATUS_LABEL, STAFF_STATUSES, type StaffRow as StaffMember, type StaffStatus } from '@contract/attendance/staff';
import { Button, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { STAFF_STATUS_COLOR, staffNote } from './staff-mark';
import { SheetRow } from './SheetRow';

/** What a row shows of the member's day: the winning event, or a mark not yet in the replica. */
export interface StaffRowState {
  status: number;
  leaveType: number;
  reason: string;
}

interface StaffRowProps {
  index: number;
  member: StaffMember;
  state: StaffRowState | undefined;
  disabled: boolean;
  /** 出勤, 迟到, 早退 and 缺勤 record at once; 请假 and 公出 ask for the kind and reason first. */
  onStatus: (member: StaffMember, status: StaffStatus) => void;
  onHistory: (member: StaffMember) => void;
}

const sameState = (x: StaffRowState | undefined, y: StaffRowState | undefined) =>
  x === y || (!!x && !!y && x.status === y.status && x.leaveType === y.leaveType && x.reason === y.reason);

/** One member of the staff sheet: name and position, a button per status, and the day's history. */
export const StaffRow = memo(
  function StaffRow({ index, member, state, disabled, onStatus, onHistory }: StaffRowProps) {
    const note = state ? staffNote(state) : '';
    return (
      <SheetRow
        testId="staff-row"
        index={index}
        name={member.name}
        title={
          <>
            {member.name}
            <Text span size="sm" c="dimmed" ml={8}>
              {member.positionName}
            </Text>
          </>
        }
        status={state?.status}
        statusLabel={state ? STAFF_STATUS_LABEL[state.status as StaffStatus] : '未登记'}
        statusColor={state ? STAFF_STATUS_COLOR[state.status as StaffStatus] : 'dimmed'}
        note={note}
      >
        <Group gap={6} wrap="nowrap">
          {STAFF_STATUSES.map((s) => (
            <Button
              key={s}
              size="md"
              h={48}
              px="sm"
              color={STAFF_STATUS_COLOR[s]}
              variant={state?.status === s ? 'filled' : 'light'}
              aria-pressed={state?.status === s}
              disabled={disabled}
              onClick={() => onStatus(member, s)}
            >
              {STAFF_STATUS_LABEL[s]}
            </Button>
          ))}
        </Group>
        <Button variant="subtle" size="md" h={48} px="xs" onClick={() => onHistory(member)}>
          记录
        </Button>
      </SheetRow>
    );
  },
  // Only a row whose own member's day changed renders again: every replica update brings new event objects.
  (a, b) =>
    sameState(a.state, b.state) &&
    a.index === b.index &&
    a.member === b.member &&
    a.disabled === b.disabled &&
    a.onStatus === b.onStatus &&
    a.onHistory === b.onHistory,
);
