import { BillMsg } from '@contract/billing';
import type { BillRow } from '@contract/finance-bills';
import { Alert, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { voidBill } from '@/lib/api/calls/billing';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { FormDialog } from '@/ui/FormDialog';

/** 作废: a bill voided with a reason (needs the server: a bill with money paid cannot be voided). */
export function VoidDialog({ bill, schoolId, onClose }: { bill: BillRow | null; schoolId: number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const online = useBrowserOnline();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts afresh for each bill opened
  useEffect(() => {
    setReason('');
    setError(null);
  }, [bill]);
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!bill) return;
    if (!reason.trim()) return setError(BillMsg.voidReason);
    setSaving(true);
    try {
      await voidBill(schoolId, bill.id, reason.trim());
      notify.success('作废成功');
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened={bill !== null} onClose={onClose} title="作废账单" size="md" onSubmit={submit} saving={saving} dirty={reason !== ''}>
      <Text size="sm">
        确定作废 <b>{bill?.studentName}</b> 的账单「{bill?.title}」吗？作废后不能再收款或修改。
      </Text>
      <Textarea
        label="作废原因"
        withAsterisk
        maxLength={200}
        autosize
        minRows={2}
        value={reason}
        error={error}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      {!online && (
        <Alert color="orange" variant="light">
          当前离线，作废账单需要联网。
        </Alert>
      )}
    </FormDialog>
  );
}
