import {
  STAFF_LEAVE,
  STAFF_LEAVE_LABEL,
  STAFF_STATUS,
  STAFF_STATUS_LABEL,
  StaffAttendanceMsg,
  type StaffStatus,
} from '@contract/staff-attendance';
import { SegmentedControl, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '@/ui/FormDialog';

export interface StaffReasonAsk {
  name: string;
  status: StaffStatus;
}

const KINDS = [STAFF_LEAVE.sick, STAFF_LEAVE.personal, STAFF_LEAVE.annual, STAFF_LEAVE.compensatory].map((k) => ({
  value: String(k),
  label: STAFF_LEAVE_LABEL[k] ?? '',
}));

/** 请假 asks its kind (病假/事假/年假/调休) and why, 公出 where: one short dialog, then recorded like any mark. */
export function StaffReasonDialog({
  ask,
  onClose,
  onConfirm,
}: {
  ask: StaffReasonAsk | null;
  onClose: () => void;
  onConfirm: (r: { leaveType: number; reason: string }) => void;
}) {
  const [leaveType, setLeaveType] = useState(String(STAFF_LEAVE.personal));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!ask) return;
    setLeaveType(String(STAFF_LEAVE.personal));
    setReason('');
    setError(null);
  }, [ask]);
  const leave = ask?.status === STAFF_STATUS.leave;
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (reason.trim() === '') return setError(StaffAttendanceMsg.reason);
    onConfirm({ leaveType: leave ? Number(leaveType) : STAFF_LEAVE.none, reason: reason.trim() });
  };
  return (
    <FormDialog
      opened={ask !== null}
      onClose={onClose}
      size="md"
      title={ask ? `${ask.name} · ${STAFF_STATUS_LABEL[ask.status]}` : ''}
      onSubmit={submit}
    >
      {leave && <SegmentedControl fullWidth size="md" value={leaveType} onChange={setLeaveType} data={KINDS} />}
      <TextInput
        label={leave ? '请假原因' : '外出事由'}
        placeholder={leave ? '请填写原因' : '如：区教育局开会'}
        size="md"
        withAsterisk
        data-autofocus
        value={reason}
        error={error}
        maxLength={100}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
