import { formatFen } from '@contract/finance';
import { REFUND_WAYS, type RefundRecordRow, RefundMsg } from '@contract/refunds';
import { Alert, Group, Radio, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { checkRefunds } from '@/lib/api/calls/refunds';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { FormDialog } from '@/ui/FormDialog';
import { ReasonInput } from '@/ui/fields/ReasonInput';

/** 审核: a submitted refund approved (待退费, or 待结转 for a carry-over) or rejected with a reason (审核驳回). Online. */
export function CheckDialog({
  record,
  schoolId,
  onClose,
  onDone,
}: {
  record: RefundRecordRow;
  schoolId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const [approve, setApprove] = useState<'1' | '0'>('1');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const online = useBrowserOnline();
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (approve === '0' && !reason.trim()) return setError(RefundMsg.rejectReason);
    setSaving(true);
    try {
      await checkRefunds(schoolId, [record.id], approve === '1', reason.trim());
      notify.success(approve === '1' ? '审核通过' : '已驳回');
      onDone();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened onClose={onClose} title="审核退费" size="md" onSubmit={submit} saving={saving}>
      <Text size="sm">
        {record.studentName} · {REFUND_WAYS[record.way]} · 退费金额 <b>{formatFen(record.amountFen)}</b>
      </Text>
      {record.remark && (
        <Text size="sm" c="dimmed">
          备注：{record.remark}
        </Text>
      )}
      <Radio.Group label="审核结果" value={approve} onChange={(v) => setApprove(v === '0' ? '0' : '1')}>
        <Group mt={4}>
          <Radio value="1" label={record.way === 2 ? '通过（待结转）' : '通过（待退费）'} />
          <Radio value="0" label="驳回" />
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
