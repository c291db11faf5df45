import {
  DISCOUNT_KINDS,
  DISCOUNT_TARGETS,
  type DiscountRow,
  discountFormSchema,
  type FeeItemRow,
  fenToYuanText,
} from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import type { StudentRow } from '@contract/people/school-records';
import { Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useRecordForm } from '@/lib/form/use-record-form';
import { dayjs } from '@/lib/format';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { financeFormSchema } from './finance-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: DiscountRow | null;
  items: FeeItemRow[];
  students: StudentRow[];
}

const valuesOf = (r: DiscountRow | null) => ({
  name: r?.name ?? '',
  kind: r?.kind ?? 'fixed',
  amountFen: r && r.kind === 'fixed' ? fenToYuanText(r.amountFen) : '',
  percent: (r && r.kind === 'percent' ? r.percent : '') as number | string,
  target: r?.target ?? 'sibling',
  studentIds: r?.studentIds ?? [],
  itemIds: r?.itemIds ?? [],
  startsOn: r?.startsOn ?? dayjs().format('YYYY-MM-DD'),
  endsOn: r?.endsOn ?? dayjs().add(6, 'month').format('YYYY-MM-DD'),
  remark: r?.remark ?? '',
});
const schema = financeFormSchema(
  'discount.save',
  (v) => ({
    ...v,
    amountFen: v.kind === 'fixed' ? fenOf(v.amountFen) : 0,
    percent: v.kind === 'percent' ? (v.percent === '' ? Number.NaN : Number(v.percent)) : 0,
  }),
  discountFormSchema,
);

/** A discount: a fixed amount (yuan, kept as fen) or a percentage off, for named children or by rule, in a period. */
export function DiscountFormDialog({ opened, onClose, schoolId, row, items, students }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, r) => mutate('discount.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  const { kind, target } = form.getValues();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑优惠' : '新增优惠'}
      size="lg"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="优惠名称" withAsterisk maxLength={30} placeholder="如 二孩优惠" {...form.getInputProps('name')} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          优惠方式
        </Text>
        <SegmentedControl
          data={Object.entries(DISCOUNT_KINDS).map(([value, label]) => ({ value, label }))}
          {...form.getInputProps('kind')}
        />
      </Stack>
      {kind === 'fixed' ? (
        <YuanInput label="优惠金额" withAsterisk {...form.getInputProps('amountFen')} />
      ) : (
        <NumberInput
          label="优惠比例"
          withAsterisk
          min={1}
          max={100}
          allowDecimal={false}
          rightSection="%"
          placeholder="如 10 即九折"
          {...form.getInputProps('percent')}
        />
      )}
      <Select
        label="优惠对象"
        withAsterisk
        allowDeselect={false}
        data={Object.entries(DISCOUNT_TARGETS).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps('target')}
      />
      {target === 'child' && (
        <MultiSelect
          label="幼儿"
          withAsterisk
          searchable
          placeholder="请选择幼儿"
          limit={50}
          data={students.map((s) => ({ value: s.id, label: s.name }))}
          {...form.getInputProps('studentIds')}
        />
      )}
      <MultiSelect
        label="适用项目"
        placeholder="不选即全部收费项目"
        searchable
        data={items.filter((i) => i.validity === 1).map((i) => ({ value: i.id, label: i.name }))}
        {...form.getInputProps('itemIds')}
      />
      <Group grow align="flex-start">
        <DateInput
          label="开始日期"
          withAsterisk
          valueFormat="YYYY-MM-DD"
          placeholder="请选择开始日期"
          {...form.getInputProps('startsOn')}
        />
        <DateInput label="结束日期" withAsterisk valueFormat="YYYY-MM-DD" placeholder="请选择结束日期" {...form.getInputProps('endsOn')} />
      </Group>
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
