import type { BillView } from '@contract/finance/bills';
import { formatFen } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import { REFUND_REASONS, REFUND_WAYS, type RefundReason, type RefundWay } from '@contract/finance/refunds';
import { Group, Radio, Text, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { refundOnBill } from '@/lib/api/calls/refunds';
import { notify } from '@/lib/notify';
import { FormDialog } from '@/ui/FormDialog';
import { OnlineOnlyNote } from '@/ui/OnlineOnlyNote';

const radios = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => <Radio key={value} value={value} label={label} />);

/**
 * 退费 of a paid bill (createRefountRecordOnRevenueOrder): a draft refund of what its lines may still give back, with
 * a reason and a way. The amounts are changed, submitted and reviewed in 退费管理 (/YWGL/CWGL/TFGL). Online.
 */
export function RefundDialog({ view, schoolId, onClose }: { view: BillView; schoolId: number; onClose: () => void }) {
  const [reason, setReason] = useState('3');
  const [way, setWay] = useState('4');
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setSaving(true);
    try {
      const r = await refundOnBill({
        schoolId,
        id: uuidv7(),
        billId: view.bill.id,
        reason: Number(reason) as RefundReason,
        way: Number(way) as RefundWay,
        remark: remark.trim(),
      });
      notify.success(`已生成退费草稿 ${formatFen(r.amountFen)}，请在退费管理中核对金额并提交审核`);
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened onClose={onClose} title="退费" size="md" onSubmit={submit} saving={saving}>
      <Text size="sm">
        {view.bill.studentName}「{view.bill.title}」 已收 <b>{formatFen(view.paidFen)}</b>
      </Text>
      <Radio.Group label="退费原因" withAsterisk value={reason} onChange={setReason}>
        <Group mt={4}>{radios(REFUND_REASONS)}</Group>
      </Radio.Group>
      <Radio.Group label="退费方式" withAsterisk value={way} onChange={setWay}>
        <Group mt={4}>{radios(REFUND_WAYS)}</Group>
      </Radio.Group>
      <Textarea label="备注" maxLength={200} autosize minRows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
      <Text size="xs" c="dimmed">
        将按该账单各项目已缴且未退的金额生成退费草稿，可在退费管理中修改金额后提交审核。
      </Text>
      <OnlineOnlyNote action="退费" />
    </FormDialog>
  );
}
