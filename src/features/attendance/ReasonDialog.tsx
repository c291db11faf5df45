import { SegmentedControl, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '@/ui/FormDialog';

/** A tap that needs words: who and which status (the title), whether it is a leave, and for a child the temperature. */
export interface ReasonAsk {
  title: string;
  leave: boolean;
  /** The reason's label when it is not a leave (劝返原因, 外出事由). */
  otherLabel: string;
  /** The children's sheet asks the morning temperature in the same dialog; the staff sheet has none. */
  temperatureText?: string;
}

/** What a sheet's dialog offers: its leave kinds, the one chosen at first, and the message for a missing reason. */
export interface ReasonWording {
  kinds: { value: number; label: string }[];
  defaultKind: number;
  reasonMsg: string;
  otherPlaceholder?: string;
}

interface ReasonDialogProps {
  ask: ReasonAsk | null;
  wording: ReasonWording;
  onClose: () => void;
  /** leaveType is 0 (none) unless the tap is a leave. */
  onConfirm: (r: { leaveType: number; reason: string; temperatureText: string }) => void;
}

/** 请假 needs its kind and why, 劝返 and 公出 why: asked in one short dialog, then recorded like any tap. */
export function ReasonDialog({ ask, wording, onClose, onConfirm }: ReasonDialogProps) {
  const firstKind = String(wording.defaultKind);
  const [leaveType, setLeaveType] = useState(firstKind);
  const [reason, setReason] = useState('');
  const [temp, setTemp] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!ask) return;
    setLeaveType(firstKind);
    setReason('');
    setTemp(ask.temperatureText ?? '');
    setError(null);
  }, [ask, firstKind]);
  const leave = ask?.leave === true;
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (reason.trim() === '') return setError(wording.reasonMsg);
    onConfirm({ leaveType: leave ? Number(leaveType) : 0, reason: reason.trim(), temperatureText: temp });
  };
  return (
    <FormDialog opened={ask !== null} onClose={onClose} size="md" title={ask?.title ?? ''} onSubmit={submit}>
      {leave && (
        <SegmentedControl
          fullWidth
          size="md"
          value={leaveType}
          onChange={setLeaveType}
          data={wording.kinds.map((k) => ({ value: String(k.value), label: k.label }))}
        />
      )}
      <TextInput
        label={leave ? '请假原因' : ask?.otherLabel}
        placeholder={leave ? '请填写原因' : (wording.otherPlaceholder ?? '请填写原因')}
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
      {ask?.temperatureText !== undefined && (
        <TextInput
          label="体温（℃）"
          placeholder="如 36.5"
          size="md"
          inputMode="decimal"
          value={temp}
          onChange={(e) => setTemp(e.currentTarget.value)}
        />
      )}
    </FormDialog>
  );
}
