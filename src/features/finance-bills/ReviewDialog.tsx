import { BillMsg } from '@contract/billing';
import type { BillRow } from '@contract/finance-bills';
import { Alert, Radio, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { reviewBills } from '@/lib/api/calls/billing';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { FormDialog } from '@/ui/FormDialog';
import { ReasonInput } from '@/ui/fields/ReasonInput';

/** 审核: bills in review approved (published, the parents told) or rejected back to draft with a reason. */
export function ReviewDialog({ bills, schoolId, onClose }: { bills: BillRow[] | null; schoolId: number; onClose: () => void }) {
  const [approve, setApprove] = useState<'1' | '0'>('1');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const online = useBrowserOnline();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts afresh for each bill opened
  useEffect(() => {
    setApprove('1');
    setReason('');
    setError(null);
  }, [bills]);
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!bills) return;
    if (approve === '0' && !reason.trim()) return setError(BillMsg.rejectReason);
    setSaving(true);
    try {
      await reviewBills(
        schoolId,
        bills.map((b) => b.id),
        approve === '1',
        reason.trim(),
      );
      notify.success(approve === '1' ? '审核通过，账单已发布' : '已驳回');
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened={bills !== null} onClose={onClose} title="审核账单" size="md" onSubmit={submit} saving={saving}>
      <Text size="sm">{bills?.length === 1 ? `${bills[0]?.studentName}「${bills[0]?.title}」` : `选中的${bills?.length ?? 0}份账单`}</Text>
      <Radio.Group label="审核结果" value={approve} onChange={(v) => setApprove(v === '0' ? '0' : '1')}>
        <Group mt={4}>
          <Radio value="1" label="通过（发布并通知家长）" />
          <Radio value="0" label="驳回（退回草稿）" />
        </Group>
      </Radio.Group>
      {approve === '0' && (
        <ReasonInput
          label="驳回原因"
          value={reason}
          error={error}
          onChange={(text) => {
            setReason(text);
            setError(null);
          }}
        />
      )}
      {!online && (
        <Alert color="orange" variant="light">
          当前离线，审核需要联网。
        </Alert>
      )}
    </FormDialog>
  );
}
