import { FEE_UNITS, type FeeItemRow, fenToYuanText } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { financeFormSchema } from './finance-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: FeeItemRow | null;
}

const valuesOf = (r: FeeItemRow | null) => ({
  name: r?.name ?? '',
  amountFen: r ? fenToYuanText(r.amountFen) : '',
  unit: r?.unit ?? 'month',
  refundable: r?.refundable ?? true,
  remark: r?.remark ?? '',
});
const schema = financeFormSchema('feeItem.save', (v) => ({ ...v, amountFen: fenOf(v.amountFen) }));
const UNIT_OPTIONS = Object.entries(FEE_UNITS).map(([value, label]) => ({ value, label }));

/** Add or edit a fee item: its amount typed in yuan (two decimals at most), kept as fen. */
export function ItemFormDialog({ opened, onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, r) => mutate('feeItem.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑收费项目' : '新增收费项目'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="项目名称" withAsterisk maxLength={30} placeholder="如 保育费" {...form.getInputProps('name')} />
      <YuanInput label="金额" withAsterisk {...form.getInputProps('amountFen')} />
      <Select label="收费单位" withAsterisk data={UNIT_OPTIONS} allowDeselect={false} {...form.getInputProps('unit')} />
      <Switch label="可退费" {...form.getInputProps('refundable', { type: 'checkbox' })} />
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
