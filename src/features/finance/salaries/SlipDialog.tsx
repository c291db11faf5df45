import { fenToYuanText, formatFen } from '@contract/finance/fees';
import { SALARY_KINDS, type SalaryItem, type SalarySlipRow, SalaryMsg, slipAmountsIssue, slipTotals } from '@contract/finance/salaries';
import { Group, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { YuanInput } from '@/ui/fields/YuanInput';
import { parseYuan } from '@contract/finance/fees';

/**
 * 编辑 one member's slip while the month is a draft: a yuan field per item, 应发 / 扣款 / 实发 added up as typed;
 * saved as the sync mutation `salarySlip.save` (offline too). 实发 below zero is refused, as the server does.
 */
export function SlipDialog({
  slip,
  items,
  schoolId,
  onClose,
}: {
  slip: SalarySlipRow;
  items: readonly SalaryItem[];
  schoolId: number;
  onClose: () => void;
}) {
  const mutate = useMutate();
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(items.map((i) => [i.key, fenToYuanText(slip.amounts[i.key] ?? 0)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const fen = (key: string) => (typed[key]?.trim() ? parseYuan(typed[key] ?? '') : 0);
  const amounts = Object.fromEntries(items.map((i) => [i.key, fen(i.key) ?? 0]));
  const totals = slipTotals(items, amounts);

  const save = async () => {
    const bad = Object.fromEntries(items.filter((i) => fen(i.key) === null).map((i) => [i.key, SalaryMsg.amount]));
    setErrors(bad);
    if (Object.keys(bad).length > 0) return;
    const issue = slipAmountsIssue(items, amounts);
    if (issue) return void notify.warning(issue);
    setSaving(true);
    try {
      if (await mutate('salarySlip.save', { id: slip.id, schoolId, amounts })) {
        notify.success('保存成功');
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  const group = (kind: SalaryItem['kind']) => (
    <>
      <Text size="sm" fw={600} mt="xs" c={kind === 'deduct' ? 'red.7' : 'teal.7'}>
        {SALARY_KINDS[kind]}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {items
          .filter((i) => i.kind === kind)
          .map((i) => (
            <YuanInput
              key={i.key}
              label={i.name}
              value={typed[i.key] ?? ''}
              error={errors[i.key]}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setTyped((t) => ({ ...t, [i.key]: v }));
                setErrors(({ [i.key]: _, ...rest }) => rest);
              }}
            />
          ))}
      </SimpleGrid>
    </>
  );

  return (
    <FormDialog
      opened
      title={`编辑工资 — ${slip.name}`}
      size="lg"
      onClose={onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        void save();
      }}
      saving={saving}
      dirty
    >
      {group('add')}
      {group('deduct')}
      <Group justify="flex-end" gap="xl" mt="md">
        <Text size="sm">应发合计 {formatFen(totals.addFen)}</Text>
        <Text size="sm">扣款合计 {formatFen(totals.deductFen)}</Text>
        <Text size="sm" fw={700} c={totals.netFen < 0 ? 'red' : undefined}>
          实发 {formatFen(totals.netFen)}
        </Text>
      </Group>
    </FormDialog>
  );
}
