import { ExpenseMsg, type ReimbursementRow } from '@contract/expenses';
import { formatFen } from '@contract/finance';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { reviewReimbursement } from '@/lib/api/calls/expenses';
import { notify } from '@/lib/notify';

interface Props {
  row: ReimbursementRow | null;
  schoolId: number;
  onClose: () => void;
  /** After the server answered: the claim as it now is. */
  onReviewed: (row: ReimbursementRow) => void;
}

/** 审核 a claim registered on the page: 通过 (→ 待付款) or 驳回 with a reason. Online only. */
export function ReviewDialog({ row, schoolId, onClose, onReviewed }: Props) {
  const [result, setResult] = useState<'1' | '2'>('1');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (row) {
      setResult('1');
      setReason('');
      setError(null);
    }
  }, [row]);
  const submit = async () => {
    if (!row) return;
    if (result === '2' && reason.trim() === '') return setError(ExpenseMsg.rejectReason);
    setSaving(true);
    try {
      const out = await reviewReimbursement({ schoolId, id: row.id, result: result === '1' ? 1 : 2, reason: reason.trim() });
      notify.success(result === '1' ? '审核通过' : '已驳回');
      onReviewed(out);
      onClose();
    } catch {
      // The client toasts the server's message (已审核、不能审核自己记的账…) or that it is unreachable.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title="审核报销" size="md" centered>
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            {row.day} · {row.projectName} · <b>{formatFen(row.amountFen)}</b> · 申请人 {row.applicantName || '—'}
          </Text>
          <Text size="sm" c="dimmed">
            {row.reason}
          </Text>
          <Radio.Group label="审核结果" value={result} onChange={(v) => setResult(v as '1' | '2')}>
            <Group mt={4}>
              <Radio value="1" label="通过" />
              <Radio value="2" label="驳回" />
            </Group>
          </Radio.Group>
          {result === '1' ? (
            <Text size="xs" c="dimmed">
              通过后进入待付款，由财务确认付款。
            </Text>
          ) : (
            <Textarea
              label="驳回原因"
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
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button onClick={() => void submit()} loading={saving}>
              确定
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
