import { formatFen } from '@contract/finance';
import { IncomeMsg, type OtherIncomeRow } from '@contract/other-income';
import { Alert, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { voidIncome } from '@/lib/api/calls/other-income';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { FormDialog } from '@/ui/FormDialog';

/** 作废: an income voided with a reason (online: the server writes the reversing ledger line). */
export function VoidIncomeDialog({
  row,
  schoolId,
  onClose,
  onVoided,
}: {
  row: OtherIncomeRow | null;
  schoolId: number;
  onClose: () => void;
  onVoided: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const online = useBrowserOnline();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts afresh for each income opened
  useEffect(() => {
    setReason('');
    setError(null);
  }, [row]);
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!row) return;
    if (!reason.trim()) return setError(IncomeMsg.voidReason);
    setSaving(true);
    try {
      await voidIncome(schoolId, row.id, reason.trim());
      notify.success('作废成功');
      onVoided();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened={row !== null} onClose={onClose} title="作废收入" size="md" onSubmit={submit} saving={saving} dirty={reason !== ''}>
      <Text size="sm">
        确定作废收据 <b>{row?.receiptNo}</b>（{row?.projectName}，{row?.payerName}，{formatFen(row?.amountFen ?? 0)}
        ）吗？作废后将记一笔冲销，不能恢复。
      </Text>
      <Textarea
        label="作废原因"
        withAsterisk
        maxLength={200}
        autosize
        minRows={2}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
      />
      {!online && (
        <Alert color="orange" variant="light">
          当前离线，作废收入需要联网。
        </Alert>
      )}
    </FormDialog>
  );
}
