import { ExpenseMsg, type ReimbursementRow } from '@contract/finance/expenses';
import { formatFen } from '@contract/finance/fees';
import { PAY_TYPES } from '@contract/finance/bill-rows';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { confirmReimbursePayment } from '@/lib/api/calls/expenses';
import { notify } from '@/lib/notify';
import { PastDateInput } from '@/ui/fields/PastDateInput';
import { today } from './use-expenses';
import { DialogButtons } from '@/ui/DialogButtons';
import { useSaving } from '@/ui/use-saving';

interface Props {
  row: ReimbursementRow | null;
  schoolId: number;
  onClose: () => void;
  onPaid: () => void;
}

/** 确认付款 (online): the pay type and day; the server writes the one ledger line and refuses a second payment. */
export function PayDialog({ row, schoolId, onClose, onPaid }: Props) {
  const [payType, setPayType] = useState<string | null>('3');
  const [day, setDay] = useState<string | null>(today());
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useSaving();
  useEffect(() => {
    if (row) {
      setPayType('3');
      setDay(today());
      setError(null);
    }
  }, [row]);
  const submit = async () => {
    if (!row) return;
    if (!payType) return setError(ExpenseMsg.payType);
    if (!day) return setError(ExpenseMsg.day);
    await save(async () => {
      await confirmReimbursePayment({ schoolId, id: row.id, payType: Number(payType), day });
      notify.success('付款成功');
      onPaid();
      onClose();
    });
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title="确认付款" size="md" centered>
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            {row.applicantName || '—'} · {row.projectName} · <b>{formatFen(row.amountFen)}</b>
          </Text>
          {row.payeeAccount && <Text size="sm">收款账户：{row.payeeAccount}</Text>}
          <Select
            label="支付方式"
            withAsterisk
            data={Object.entries(PAY_TYPES).map(([value, label]) => ({ value, label }))}
            value={payType}
            onChange={(v) => {
              setPayType(v);
              setError(null);
            }}
            allowDeselect={false}
          />
          <PastDateInput
            label="付款日期"
            withAsterisk
            value={day}
            onChange={(v: string | null) => {
              setDay(v);
              setError(null);
            }}
          />
          {error && (
            <Text size="sm" c="red">
              {error}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            确认后计入收支台账（支出·{row.category}），不能撤销。
          </Text>
          <DialogButtons onCancel={onClose} onConfirm={() => void submit()} saving={saving} />
        </Stack>
      )}
    </Modal>
  );
}
