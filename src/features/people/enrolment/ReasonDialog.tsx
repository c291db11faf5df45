import { EnrolmentMsg } from '@contract/people/enrolment';
import { Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '@/ui/FormDialog';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Saves the reason; resolves false when it was refused (the message is already shown). */
  onSave: (reason: string) => Promise<boolean>;
}

/** 不录取: the reason the application is turned down (required, up to 100 characters). */
export function ReasonDialog({ opened, onClose, onSave }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    const text = reason.trim();
    if (!text) return setError(EnrolmentMsg.reason);
    if (text.length > 100) return setError(EnrolmentMsg.reasonMax);
    setSaving(true);
    const ok = await onSave(text);
    setSaving(false);
    if (ok) onClose();
  };
  return (
    <FormDialog opened={opened} onClose={onClose} title="不录取" size="md" onSubmit={submit} saving={saving} dirty={reason !== ''}>
      <Textarea
        label="未录取原因"
        withAsterisk
        autosize
        minRows={3}
        maxLength={100}
        placeholder="请输入未录取原因"
        value={reason}
        error={error}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
