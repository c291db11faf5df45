import { Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { FormDialog } from '@/ui/FormDialog';
import { OnlineOnlyNote } from '@/ui/OnlineOnlyNote';
import { ReasonInput } from '@/ui/fields/ReasonInput';

interface Props<R> {
  /** The row to void; null: closed. */
  row: R | null;
  /** 作废账单, 作废收入 … */
  title: string;
  /** The question, naming the row and what voiding does. */
  question: (row: R) => ReactNode;
  /** The area's message for a missing reason. */
  reasonRequired: string;
  /** What the offline note names (作废账单): voiding moves money, so the server decides. */
  action: string;
  /** The online call. */
  voidRow: (row: R, reason: string) => Promise<unknown>;
  onClose: () => void;
  onVoided?: () => void;
}

/**
 * 作废 with a reason (at most 200 characters). Online only: on a refusal the client toasts the server's message and
 * the dialog stays open with what was typed.
 */
export function VoidDialog<R>({ row, title, question, reasonRequired, action, voidRow, onClose, onVoided }: Props<R>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts afresh for each row opened
  useEffect(() => {
    setReason('');
    setError(null);
  }, [row]);
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!row) return;
    if (!reason.trim()) return setError(reasonRequired);
    setSaving(true);
    try {
      await voidRow(row, reason.trim());
      notify.success('作废成功');
      onVoided?.();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened={row !== null} onClose={onClose} title={title} size="md" onSubmit={submit} saving={saving} dirty={reason !== ''}>
      {row && <Text size="sm">{question(row)}</Text>}
      <ReasonInput
        label="作废原因"
        value={reason}
        error={error}
        onChange={(text) => {
          setReason(text);
          setError(null);
        }}
      />
      <OnlineOnlyNote action={action} />
    </FormDialog>
  );
}
