import { ABSENT_REASONS, BusTripMsg } from '@contract/bus/trips';
import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormDialog } from '@/ui/FormDialog';

interface AbsentDialogProps {
  /** The child marked 缺乘 (null: closed). */
  name: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** 缺乘 needs why: one of the usual reasons with a tap, or words of one's own. */
export function AbsentDialog({ name, onClose, onConfirm }: AbsentDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (name === null) return;
    setReason('');
    setError(null);
  }, [name]);
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (reason.trim() === '') return setError(BusTripMsg.absentReason);
    onConfirm(reason.trim());
  };
  return (
    <FormDialog opened={name !== null} onClose={onClose} size="md" title={`${name ?? ''} · 缺乘`} onSubmit={submit}>
      <SimpleGrid cols={2} spacing={8}>
        {ABSENT_REASONS.map((r) => (
          <Button
            key={r}
            h={48}
            fz={16}
            px={4}
            color="orange"
            variant={reason === r ? 'filled' : 'light'}
            aria-pressed={reason === r}
            onClick={() => {
              setReason(r);
              setError(null);
            }}
          >
            {r}
          </Button>
        ))}
      </SimpleGrid>
      <TextInput
        label="缺乘原因"
        placeholder="选择上面的原因，或填写其他原因"
        size="lg"
        withAsterisk
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
