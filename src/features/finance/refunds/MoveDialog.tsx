import { formatFen } from '@contract/finance/fees';
import { REFUND_WAYS, type RefundRecordRow, RefundMsg, type RefundWay, refundLeftFen } from '@contract/finance/refunds';
import { Group, Radio, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { moveRefund } from '@/lib/api/calls/refunds';
import { notify } from '@/lib/notify';
import { FormDialog } from '@/ui/FormDialog';
import { ReasonInput } from '@/ui/fields/ReasonInput';

type Action = 'void' | 'changeWay' | 'refundRest';
const TITLES: Record<Action, string> = { void: '作废退费', changeWay: '变更退费方式', refundRest: '退还剩余金额' };

/**
 * The moves that ask something first: 作废 (a reason), 变更方式 (another way: a failed original-route refund, or before
 * the money moved), 退还剩余 (what a partial carry-over left, in cash or by transfer). Online calls.
 */
export function MoveDialog({
  row,
  action,
  schoolId,
  onClose,
  onDone,
}: {
  row: RefundRecordRow;
  action: Action;
  schoolId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const ways = (action === 'refundRest' ? [1, 3] : ([1, 2, 3, 4] as RefundWay[]).filter((w) => w !== row.way)) as RefundWay[];
  const [way, setWay] = useState<string>(String(ways[0]));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (action === 'void' && !reason.trim()) return setError(RefundMsg.voidReason);
    setSaving(true);
    try {
      const r = await moveRefund({
        schoolId,
        id: row.id,
        action,
        reason: reason.trim(),
        ...(action === 'void' ? {} : { way: Number(way) as RefundWay }),
      });
      notify.success(action === 'void' ? '作废成功' : action === 'changeWay' ? `已变更为「${REFUND_WAYS[r.way]}」` : '退还成功');
      onDone();
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened onClose={onClose} title={TITLES[action]} size="md" onSubmit={submit} saving={saving}>
      <Text size="sm">
        {row.studentName} · 当前方式「{REFUND_WAYS[row.way]}」 · 待处理金额 <b>{formatFen(refundLeftFen(row))}</b>
      </Text>
      {action !== 'void' && (
        <Radio.Group label={action === 'refundRest' ? '退还方式' : '新的退费方式'} withAsterisk value={way} onChange={setWay}>
          <Group mt={4}>
            {ways.map((w) => (
              <Radio key={w} value={String(w)} label={REFUND_WAYS[w]} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <ReasonInput
        label={action === 'void' ? '作废原因' : '备注'}
        required={action === 'void'}
        value={reason}
        error={error}
        onChange={(text) => {
          setReason(text);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
