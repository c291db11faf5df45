import { FEE_UNITS, type FeeItemRow, fenToYuanText } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import { REFUND_MODES, type RefundItemRow, refundItemFormSchema } from '@contract/finance/refunds';
import { Radio, Group, Select, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: RefundItemRow | null;
  feeItems: FeeItemRow[];
}
interface Values extends Record<string, unknown> {
  name: string;
  feeItemId: string | null;
  mode: string;
  unitFen: string;
  remark: string;
}

const valuesOf = (r: RefundItemRow | null): Values => ({
  name: r?.name ?? '',
  feeItemId: r?.feeItemId ?? null,
  mode: r?.mode ?? 'day',
  unitFen: r && r.mode !== 'whole' ? fenToYuanText(r.unitFen) : '',
  remark: r?.remark ?? '',
});
/** The contract's rules on what the form holds: yuan → fen (none for a whole refund). */
const schema = z.preprocess((v) => {
  const f = v as Values;
  return { ...f, feeItemId: f.feeItemId ?? '', unitFen: f.mode === 'whole' ? 0 : fenOf(f.unitFen) };
}, refundItemFormSchema);

/**
 * 新增/编辑退费项目: the fee item it refunds and how — per unused day or month at a price typed in yuan (kept as
 * fen), or the whole of what was paid on the line. Saved to the replica (offline too) and synced.
 */
export function ItemFormDialog({ opened, onClose, schoolId, row, feeItems }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, r) => mutate('refundItem.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  const mode = form.values.mode;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑退费项目' : '新增退费项目'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="名称" withAsterisk maxLength={30} placeholder="如 伙食费按天退" {...form.getInputProps('name')} />
      <Select
        label="收费项目"
        withAsterisk
        searchable
        placeholder="请选择收费项目"
        data={feeItems
          .filter((f) => (f.validity === 1 && f.refundable) || f.id === row?.feeItemId)
          .map((f) => ({ value: f.id, label: `${f.name}（${FEE_UNITS[f.unit]}）` }))}
        allowDeselect={false}
        {...form.getInputProps('feeItemId')}
      />
      <Radio.Group label="计算方式" withAsterisk {...form.getInputProps('mode')}>
        <Group mt={4}>
          {Object.entries(REFUND_MODES).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
      {mode !== 'whole' && (
        <YuanInput
          label={mode === 'day' ? '每天退费金额' : '每月退费金额'}
          withAsterisk
          description={mode === 'day' ? '按学期未入园的上课日计算' : '按离园当月之后的整月计算'}
          {...form.getInputProps('unitFen')}
        />
      )}
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
