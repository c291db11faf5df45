import { INCOME_TYPE_CODES, INCOME_TYPES, type IncomeProjectRow, incomeProjectFormSchema } from '@contract/finance/income';
import { uuidv7 } from '@contract/ids';
import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: IncomeProjectRow | null;
}

interface Values extends Record<string, unknown> {
  name: string;
  type: string | null;
  remark: string;
  enabled: boolean;
}

const valuesOf = (r: IncomeProjectRow | null): Values => ({
  name: r?.name ?? '',
  type: r ? String(r.type) : null,
  remark: r?.remark ?? '',
  enabled: r?.enabled ?? true,
});
const schema = z.preprocess((v) => {
  const f = v as Values;
  return { ...f, type: f.type ? Number(f.type) : undefined };
}, incomeProjectFormSchema);
const TYPE_OPTIONS = INCOME_TYPE_CODES.map((c) => ({ value: String(c), label: INCOME_TYPES[c] }));

/** 新增/编辑收入项目: a recurring source of income, picked when an income is recorded. Drafted offline too. */
export function ProjectFormDialog({ opened, onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, r) => mutate('incomeProject.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑收入项目' : '新增收入项目'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="项目名称" withAsterisk maxLength={30} placeholder="如 礼堂场地租金" {...form.getInputProps('name')} />
      <Select
        label="收入类型"
        withAsterisk
        placeholder="请选择收入类型"
        data={TYPE_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('type')}
      />
      <Switch label="启用（停用后登记收入时不可选择）" {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
