import { PAY_TYPES } from '@contract/finance/bill-rows';
import { fenToYuanText, formatFen, parseYuan } from '@contract/finance/fees';
import { ReminderMsg, type ReminderDueRow } from '@contract/finance/reminders';
import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { confirmPayment } from '@/lib/api/calls/finance-reminders';
import { notify } from '@/lib/notify';
import { YuanInput } from '@/ui/fields/YuanInput';
import { DialogButtons } from '@/ui/DialogButtons';
import { useSaving } from '@/ui/use-saving';

interface Props {
  due: ReminderDueRow | null;
  schoolId: number;
  onClose: () => void;
  onPaid: () => void;
}

/**
 * 确认付款: what was actually paid for one due (the planned amount to start with), how, and a remark. Online only:
 * the server writes the expense's ledger line and refuses a second confirmation.
 */
export function ConfirmPaymentDialog({ due, schoolId, onClose, onPaid }: Props) {
  const [yuan, setYuan] = useState('');
  const [payType, setPayType] = useState<string | null>('3');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<{ fen?: string; payType?: string }>({});
  const { saving, save } = useSaving();
  useEffect(() => {
    if (due) {
      setYuan(fenToYuanText(due.fen));
      setPayType('3');
      setRemark('');
      setError({});
    }
  }, [due]);
  const submit = async () => {
    if (!due) return;
    const fen = parseYuan(yuan);
    if (fen === null) return setError({ fen: ReminderMsg.amount });
    if (fen <= 0) return setError({ fen: ReminderMsg.amountRange });
    if (!payType) return setError({ payType: ReminderMsg.payType });
    await save(async () => {
      await confirmPayment({
        schoolId,
        reminderId: due.reminderId,
        dueDay: due.day,
        fen,
        payType: Number(payType) as 1,
        remark: remark.trim(),
      });
      notify.success('已确认付款');
      onPaid();
      onClose();
    });
  };
  return (
    <Modal opened={due !== null} onClose={onClose} title="确认付款" size="md" centered>
      {due && (
        <Stack gap="sm">
          <Text size="sm">
            {due.name}（{due.label}）· 应付日期 {due.day} · 应付 <b>{formatFen(due.fen)}</b>
            {due.payee ? ` · 收款方 ${due.payee}` : ''}
          </Text>
          <YuanInput
            label="实付金额"
            withAsterisk
            value={yuan}
            error={error.fen}
            onChange={(e) => {
              setYuan(e.currentTarget.value);
              setError({});
            }}
          />
          <Select
            label="支付方式"
            withAsterisk
            data={Object.entries(PAY_TYPES).map(([value, label]) => ({ value, label }))}
            value={payType}
            error={error.payType}
            allowDeselect={false}
            onChange={setPayType}
          />
          <Textarea label="备注" maxLength={200} autosize minRows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
          <Text size="xs" c="dimmed">
            确认后按支出类别「{due.category}」计入收支台账，不能撤销。
          </Text>
          <DialogButtons onCancel={onClose} onConfirm={() => void submit()} saving={saving} />
        </Stack>
      )}
    </Modal>
  );
}
