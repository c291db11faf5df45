import { ATTENDANCE_STATUS, ATTENDANCE_STATUS_LABEL, type AttendanceStatus, AttendanceMsg, LEAVE_TYPE } from '@contract/attendance';
import { SegmentedControl, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '@/ui/FormDialog';

export interface ReasonAsk {
  childName: string;
  status: AttendanceStatus;
  temperatureText: string;
}

interface ReasonDialogProps {
  ask: ReasonAsk | null;
  onClose: () => void;
  onConfirm: (r: { leaveType: number; reason: string; temperatureText: string }) => void;
}

/** 劝返 and 请假 need a reason (and a leave its kind): asked in one short dialog, then recorded like any tap. */
export function ReasonDialog({ ask, onClose, onConfirm }: ReasonDialogProps) {
  const [leaveType, setLeaveType] = useState<string>(String(LEAVE_TYPE.sick));
  const [reason, setReason] = useState('');
  const [temp, setTemp] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!ask) return;
    setLeaveType(String(LEAVE_TYPE.sick));
    setReason('');
    setTemp(ask.temperatureText);
    setError(null);
  }, [ask]);
  const leave = ask?.status === ATTENDANCE_STATUS.leave;
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (reason.trim() === '') return setError(AttendanceMsg.reason);
    onConfirm({ leaveType: leave ? Number(leaveType) : LEAVE_TYPE.none, reason: reason.trim(), temperatureText: temp });
  };
  return (
    <FormDialog
      opened={ask !== null}
      onClose={onClose}
      size="md"
      title={ask ? `${ask.childName} · ${ATTENDANCE_STATUS_LABEL[ask.status]}` : ''}
      onSubmit={submit}
    >
      {leave && (
        <SegmentedControl
          fullWidth
          size="md"
          value={leaveType}
          onChange={setLeaveType}
          data={[
            { value: String(LEAVE_TYPE.sick), label: '病假' },
            { value: String(LEAVE_TYPE.personal), label: '事假' },
          ]}
        />
      )}
      <TextInput
        label={leave ? '请假原因' : '劝返原因'}
        placeholder="请填写原因"
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
      <TextInput
        label="体温（℃）"
        placeholder="如 36.5"
        size="md"
        inputMode="decimal"
        value={temp}
        onChange={(e) => setTemp(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
