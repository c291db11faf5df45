import { BillMsg, type BillView } from '@contract/finance/bills';
import { fenToYuanText, formatFen } from '@contract/finance/fees';
import { PAY_TYPES } from '@contract/finance/bill-rows';
import { uuidv7 } from '@contract/ids';
import { Group, Radio, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { deskPay } from '@/lib/api/calls/billing';
import { notify } from '@/lib/notify';
import { FormDialog } from '@/ui/FormDialog';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { OnlineOnlyNote } from '@/ui/OnlineOnlyNote';

/**
 * 收款: money taken at the desk — cash, bank card or offline —, whole or part of what the bill still asks. The
 * server gives the receipt number; the payment's id is made when the dialog opens, so a retried 确定 never charges twice.
 */
export function DeskPayDialog({ view, schoolId, onClose }: { view: BillView | null; schoolId: number; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [payType, setPayType] = useState<'5' | '3' | '4'>('5');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useRef(uuidv7());
  useEffect(() => {
    if (!view) return;
    id.current = uuidv7();
    setAmount(fenToYuanText(view.openFen));
    setPayType('5');
    setRemark('');
    setError(null);
  }, [view]);
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!view) return;
    const fen = fenOf(amount);
    if (!Number.isInteger(fen)) return setError(BillMsg.amount);
    if (fen <= 0) return setError(BillMsg.amountPositive);
    if (fen > view.openFen) return setError(BillMsg.overpay);
    setSaving(true);
    try {
      const p = await deskPay({
        schoolId,
        id: id.current,
        billId: view.bill.id,
        amountFen: fen,
        payType: Number(payType) as 3 | 4 | 5,
        remark,
      });
      notify.success(`收款成功，收据编号 ${p.receiptNo}`);
      onClose();
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened={view !== null} onClose={onClose} title="收款" size="md" onSubmit={submit} saving={saving}>
      <Text size="sm">
        {view?.bill.studentName}「{view?.bill.title}」 应收 {formatFen(view?.bill.totalFen ?? 0)}，已收 {formatFen(view?.paidFen ?? 0)}，
        <b>未收 {formatFen(view?.openFen ?? 0)}</b>
      </Text>
      <YuanInput
        label="收款金额"
        withAsterisk
        value={amount}
        error={error}
        onChange={(e) => {
          setAmount(e.currentTarget.value);
          setError(null);
        }}
      />
      <Radio.Group label="支付方式" withAsterisk value={payType} onChange={(v) => setPayType(v as '5' | '3' | '4')}>
        <Group mt={4}>
          {(['5', '3', '4'] as const).map((t) => (
            <Radio key={t} value={t} label={PAY_TYPES[Number(t) as 3 | 4 | 5]} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea label="备注" maxLength={200} autosize minRows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
      <OnlineOnlyNote action="收款" />
    </FormDialog>
  );
}
