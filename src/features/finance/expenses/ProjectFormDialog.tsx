import { EXPENSE_CATEGORIES, type ExpenseProjectRow, expenseProjectFormSchema } from '@contract/finance/expenses';
import { fenToYuanText } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { calendarTerm } from '@/lib/term-options';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { FormDialog } from '@/ui/FormDialog';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: ExpenseProjectRow | null;
}

interface Values extends Record<string, unknown> {
  name: string;
  category: string | null;
  /** This school year's budget in yuan as typed ('' for none). */
  budget: string;
  enabled: boolean;
  remark: string;
}

const thisYear = () => calendarTerm().schoolYear;

const valuesOf = (r: ExpenseProjectRow | null): Values => {
  const b = r?.budgets.find((x) => x.schoolYear === thisYear());
  return {
    name: r?.name ?? '',
    category: r?.category ?? null,
    budget: b ? fenToYuanText(b.budgetFen) : '',
    enabled: r?.enabled ?? true,
    remark: r?.remark ?? '',
  };
};

/**
 * 新增/编辑支出项目: its name, the category statistics group it under (记账's expense categories), this school year's
 * budget (optional; other years' budgets are kept), enabled, remark. Saved to the replica, synced when online.
 */
export function ProjectFormDialog({ opened, onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const schema = z.preprocess((v) => {
    const f = v as Values;
    const others = (row?.budgets ?? []).filter((b) => b.schoolYear !== thisYear());
    const budgets = f.budget.trim() === '' ? others : [...others, { schoolYear: thisYear(), budgetFen: fenOf(f.budget) }];
    return { name: f.name, category: f.category ?? '', budgets, enabled: f.enabled, remark: f.remark };
  }, expenseProjectFormSchema);
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, r) => mutate('expenseProject.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑支出项目' : '新增支出项目'}
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <SimpleGrid cols={2}>
        <TextInput label="项目名称" withAsterisk maxLength={30} placeholder="如 办公用品" {...form.getInputProps('name')} />
        <Select
          label="支出类别"
          withAsterisk
          placeholder="请选择支出类别"
          data={[...EXPENSE_CATEGORIES]}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <YuanInput
          label={`${thisYear()}学年预算`}
          placeholder="不填则不设预算"
          {...form.getInputProps('budget')}
          error={form.errors.budgets ?? form.errors.budget}
        />
        <Switch mt={30} label="启用" {...form.getInputProps('enabled', { type: 'checkbox' })} />
      </SimpleGrid>
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
