import { formatFen, parseYuan } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import { refundableFen, type SalarySlipRow, SalaryMsg } from '@contract/finance/salaries';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { refundSalary } from '@/lib/api/calls/salaries';
import { notify } from '@/lib/notify';
import { FormDialog } from '@/ui/FormDialog';
import { YuanInput } from '@/ui/fields/YuanInput';

/**
 * 退还扣款 (online): part of one member's deductions of an issued month given back, at most what is left of them,
 * with a reason. The server writes one ledger line (支出·工资) and the member's payslip shows it.
 */
export function RefundDialog({
  slip,
  month,
  schoolId,
  onClose,
  onDone,
}: {
  slip: SalarySlipRow;
  month: string;
  schoolId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const [id] = useState(() => uuidv7());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [saving, setSaving] = useState(false);
  const left = refundableFen(slip);
  const submit = async () => {
    const fen = parseYuan(amount);
    const e: { amount?: string; reason?: string } = {};
    if (fen === null) e.amount = SalaryMsg.amount;
    else if (fen <= 0) e.amount = SalaryMsg.refundAmount;
    else if (fen > left) e.amount = SalaryMsg.refundTooMuch(left);
    if (!reason.trim()) e.reason = SalaryMsg.reason;
    setErrors(e);
    if (e.amount || e.reason || fen === null) return;
    setSaving(true);
    try {
      await refundSalary({ schoolId, id, slipId: slip.id, amountFen: fen, reason: reason.trim() });
      notify.success('退还成功');
      onDone();
    } catch {
      // toasted
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      opened
      title="退还扣款"
      size="md"
      onClose={onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        void submit();
      }}
      saving={saving}
      dirty={!!(amount || reason)}
    >
      <Stack>
        <Text size="sm">
          {slip.name} · {month} · 扣款合计 {formatFen(slip.deductFen)}，已退 {formatFen(slip.refundFen)}，可退 {formatFen(left)}
        </Text>
        <YuanInput
          label="退还金额"
          withAsterisk
          value={amount}
          error={errors.amount}
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            setErrors(({ amount: _, ...rest }) => rest);
          }}
        />
        <Textarea
          label="退还原因"
          withAsterisk
          maxLength={100}
          value={reason}
          error={errors.reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setErrors(({ reason: _, ...rest }) => rest);
          }}
        />
      </Stack>
    </FormDialog>
  );
}
