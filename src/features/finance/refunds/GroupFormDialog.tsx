import { uuidv7 } from '@contract/ids';
import { type RefundGroupRow, type RefundItemRow, refundGroupFormSchema } from '@contract/finance/refunds';
import type { ClassRow } from '@contract/people/school-records';
import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { itemRate } from './item-rate';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: RefundGroupRow | null;
  items: RefundItemRow[];
  classes: ClassRow[];
}
interface Values extends Record<string, unknown> {
  name: string;
  itemIds: string[];
  classIds: string[];
  remark: string;
}

const valuesOf = (r: RefundGroupRow | null): Values => ({
  name: r?.name ?? '',
  itemIds: r?.itemIds ?? [],
  classIds: r?.classIds ?? [],
  remark: r?.remark ?? '',
});

/** 新增/编辑退费组: a name, the refund items it gives back and the classes it applies to. Saved offline too. */
export function GroupFormDialog({ opened, onClose, schoolId, row, items, classes }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema: refundGroupFormSchema,
    save: (fields, r) => mutate('refundGroup.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑退费组' : '新增退费组'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="名称" withAsterisk maxLength={30} placeholder="如 小班离园退费" {...form.getInputProps('name')} />
      <MultiSelect
        label="退费项目"
        withAsterisk
        searchable
        placeholder="请选择退费项目"
        data={items
          .filter((i) => i.validity === 1 || row?.itemIds.includes(i.id))
          .map((i) => ({ value: i.id, label: `${i.name}（${itemRate(i)}）` }))}
        {...form.getInputProps('itemIds')}
      />
      <MultiSelect
        label="适用班级"
        withAsterisk
        searchable
        placeholder="请选择班级"
        data={classes.map((c) => ({ value: c.id, label: c.name }))}
        {...form.getInputProps('classIds')}
      />
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
