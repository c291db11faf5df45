import { type FeeItemRow, type FeeStructureRow, fenToYuanText, formatFen } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import type { ClassRow } from '@contract/people/school-records';
import { TERM_TYPES } from '@contract/term';
import { Group, MultiSelect, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { financeFormSchema } from './finance-form';
import { calendarTerm, schoolYearOptions } from '@/lib/term-options';
import { ClassSelect } from '@/ui/fields/ClassSelect';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: FeeStructureRow | null;
  classes: ClassRow[];
  items: FeeItemRow[];
}

const valuesOf = (r: FeeStructureRow | null) => {
  const term = calendarTerm();
  return {
    classId: r?.classId ?? '',
    schoolYear: r?.schoolYear ?? term.schoolYear,
    termType: String(r?.termType ?? term.termType),
    itemIds: r?.lines.map((l) => l.itemId) ?? [],
    /** itemId → the class's own amount in yuan as typed ('' : the item's). */
    overrides: Object.fromEntries(
      r?.lines.filter((l) => l.amountFen !== null).map((l) => [l.itemId, fenToYuanText(l.amountFen ?? 0)]) ?? [],
    ) as Record<string, string>,
    remark: r?.remark ?? '',
  };
};
const schema = financeFormSchema('feeStructure.save', (v) => {
  const overrides = (v.overrides ?? {}) as Record<string, string>;
  return {
    ...v,
    termType: Number(v.termType),
    lines: ((v.itemIds ?? []) as string[]).map((itemId) => ({
      itemId,
      amountFen: overrides[itemId]?.trim() ? fenOf(overrides[itemId]) : null,
    })),
  };
});

/** A class's fee structure for a term: which items it pays, each at the item's amount or the class's own. */
export function StructureFormDialog({ opened, onClose, schoolId, row, classes, items }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, r) => mutate('feeStructure.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  const byId = new Map(items.map((i) => [i.id, i]));
  const kept = new Set(row?.lines.map((l) => l.itemId) ?? []);
  const itemData = items
    .filter((i) => i.validity === 1 || kept.has(i.id))
    .map((i) => ({ value: i.id, label: `${i.name}（${formatFen(i.amountFen)}）${i.validity === 2 ? ' 已作废' : ''}` }));
  const { itemIds, overrides } = form.getValues();
  const total = itemIds.reduce((sum, id) => {
    const own = overrides[id]?.trim() ? fenOf(overrides[id]) : (byId.get(id)?.amountFen ?? 0);
    return sum + (Number.isNaN(own) ? 0 : own);
  }, 0);
  const linesError = form.errors.lines;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑收费标准' : '新增收费标准'}
      size="lg"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <ClassSelect classes={classes} {...form.getInputProps('classId')} />
      <Group grow align="flex-start">
        <Select label="学年" withAsterisk data={schoolYearOptions()} allowDeselect={false} {...form.getInputProps('schoolYear')} />
        <Select
          label="学期"
          withAsterisk
          data={Object.entries(TERM_TYPES).map(([value, label]) => ({ value, label }))}
          allowDeselect={false}
          {...form.getInputProps('termType')}
        />
      </Group>
      <MultiSelect
        label="收费项目"
        withAsterisk
        placeholder="请选择收费项目"
        searchable
        data={itemData}
        {...form.getInputProps('itemIds')}
        onChange={(ids) => {
          form.setFieldValue('itemIds', ids);
          form.clearFieldError('lines');
        }}
        error={typeof linesError === 'string' ? linesError : undefined}
      />
      {itemIds.length > 0 && (
        <Stack gap={4}>
          <Table withTableBorder verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>收费项目</Table.Th>
                <Table.Th w={130}>项目金额</Table.Th>
                <Table.Th w={180}>本班金额（留空按项目金额）</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {itemIds.map((id, i) => (
                <Table.Tr key={id}>
                  <Table.Td>{byId.get(id)?.name ?? '—'}</Table.Td>
                  <Table.Td>{formatFen(byId.get(id)?.amountFen ?? 0)}</Table.Td>
                  <Table.Td>
                    <YuanInput
                      size="xs"
                      aria-label={`${byId.get(id)?.name ?? ''}本班金额`}
                      placeholder={fenToYuanText(byId.get(id)?.amountFen ?? 0)}
                      {...form.getInputProps(`overrides.${id}`)}
                      value={overrides[id] ?? ''}
                      error={form.errors[`lines.${i}.amountFen`]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" ta="right">
            合计：<b>{formatFen(total)}</b>
          </Text>
        </Stack>
      )}
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
