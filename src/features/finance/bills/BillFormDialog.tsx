import { BillMsg, billFormSchema, defaultBillTitle } from '@contract/finance/bills';
import { FEE_UNITS, fenToYuanText, formatFen } from '@contract/finance/fees';
import type { BillRow } from '@contract/finance/bill-rows';
import { uuidv7 } from '@contract/ids';
import type { ClassRow } from '@contract/people/school-records';
import { ActionIcon, Alert, Button, Group, NumberInput, Radio, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { calendarTerm } from '@/lib/term-options';
import { schoolYearSelect, termTypeSelect } from '@/ui/fields/term-select-props';
import { useSchoolRows } from '@/lib/replica/use-school-rows';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: BillRow | null;
  classes: ClassRow[];
}
interface LineValues {
  key: string;
  itemId: string | null;
  quantity: number;
  unit: string;
  discount: string;
}

/**
 * 新增账单 / 编辑 (a draft): one child's bill with typed lines — an item, how many, the unit price and any discount in
 * yuan, kept as fen. Saved offline too (bill.save); the server checks it again when it arrives.
 */
export function BillFormDialog({ opened, onClose, schoolId, row, classes }: Props) {
  const mutate = useMutate();
  const students = (useSchoolRows('students') ?? []).filter((s) => s.status === 1 || s.id === row?.studentId);
  const items = useSchoolRows('feeItems') ?? [];
  const [studentId, setStudentId] = useState<string | null>(null);
  const [term, setTerm] = useState(calendarTerm());
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState<string | null>(null);
  const [overdue, setOverdue] = useState<'1' | '2'>('1');
  const [remark, setRemark] = useState('');
  const [lines, setLines] = useState<LineValues[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const t = row ? { schoolYear: row.schoolYear, termType: row.termType } : calendarTerm();
    setStudentId(row?.studentId ?? null);
    setTerm(t);
    setTitle(row?.title ?? defaultBillTitle(t.schoolYear, t.termType));
    setDueOn(row?.dueOn ?? null);
    setOverdue(row?.overdue === 2 ? '2' : '1');
    setRemark(row?.remark ?? '');
    setLines(
      row?.lines.map((l) => ({
        key: uuidv7(),
        itemId: l.itemId,
        quantity: l.quantity,
        unit: fenToYuanText(l.unitFen),
        discount: l.discountFen ? fenToYuanText(l.discountFen) : '',
      })) ?? [{ key: uuidv7(), itemId: null, quantity: 1, unit: '', discount: '' }],
    );
    setError(null);
  }, [opened, row]);
  const className = (id: string) => classes.find((c) => c.id === id)?.name ?? '';
  const lineFen = (l: LineValues) => {
    const unit = fenOf(l.unit);
    const off = l.discount.trim() === '' ? 0 : fenOf(l.discount);
    return Number.isInteger(unit) && Number.isInteger(off) ? l.quantity * unit - off : Number.NaN;
  };
  const total = lines.reduce((s, l) => s + (Number.isNaN(lineFen(l)) ? 0 : lineFen(l)), 0);
  const patch = (key: string, p: Partial<LineValues>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...p } : l)));
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const child = students.find((s) => s.id === studentId);
    const values = {
      studentId: studentId ?? '',
      classId: child?.classId ?? '',
      schoolYear: term.schoolYear,
      termType: term.termType,
      title,
      lines: lines.map((l) => ({
        itemId: l.itemId ?? '',
        quantity: l.quantity,
        unitFen: fenOf(l.unit),
        discountFen: l.discount.trim() === '' ? 0 : fenOf(l.discount),
      })),
      dueOn: dueOn ?? '',
      overdue: overdue === '2' ? 2 : 1,
      remark,
    };
    const parsed = billFormSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? BillMsg.lines);
    if (parsed.data.lines.some((l) => l.discountFen > l.quantity * l.unitFen)) return setError(BillMsg.discountOver);
    setSaving(true);
    const ok = await mutate('bill.save', { ...parsed.data, id: row?.id ?? uuidv7(), schoolId });
    setSaving(false);
    if (ok) {
      notify.success(row ? '修改成功' : '新增成功');
      onClose();
    }
  };
  return (
    <FormDialog opened={opened} onClose={onClose} title={row ? '编辑账单' : '新增账单'} size="xl" onSubmit={submit} saving={saving}>
      <Group grow align="flex-start">
        <Select
          label="幼儿"
          withAsterisk
          searchable
          placeholder="请选择幼儿"
          data={students.map((s) => ({ value: s.id, label: `${s.name}（${className(s.classId)}）` }))}
          value={studentId}
          onChange={setStudentId}
        />
        <Select {...schoolYearSelect(term, setTerm)} />
        <Select {...termTypeSelect(term, setTerm)} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="账单名称" withAsterisk maxLength={50} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <DateInput label="截止日期" withAsterisk valueFormat="YYYY-MM-DD" placeholder="请选择截止日期" value={dueOn} onChange={setDueOn} />
        <Radio.Group label="逾期缴费" value={overdue} onChange={(v) => setOverdue(v === '2' ? '2' : '1')}>
          <Group mt={8}>
            <Radio value="1" label="可缴" />
            <Radio value="2" label="不可缴" />
          </Group>
        </Radio.Group>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          收费项目
        </Text>
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>项目</Table.Th>
              <Table.Th w={90}>数量</Table.Th>
              <Table.Th w={130}>单价</Table.Th>
              <Table.Th w={130}>优惠</Table.Th>
              <Table.Th w={110} ta="right">
                小计
              </Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => {
              const fen = lineFen(l);
              return (
                <Table.Tr key={l.key}>
                  <Table.Td>
                    <Select
                      aria-label="收费项目"
                      placeholder="请选择"
                      searchable
                      data={items
                        .filter((i) => i.validity === 1 || i.id === l.itemId)
                        .map((i) => ({ value: i.id, label: `${i.name}（${FEE_UNITS[i.unit]}）` }))}
                      value={l.itemId}
                      onChange={(v) => {
                        const picked = items.find((i) => i.id === v);
                        patch(l.key, { itemId: v, unit: picked ? fenToYuanText(picked.amountFen) : l.unit });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label="数量"
                      min={0}
                      max={366}
                      allowDecimal={false}
                      value={l.quantity}
                      onChange={(v) => patch(l.key, { quantity: Number(v) || 0 })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <YuanInput aria-label="单价" value={l.unit} onChange={(e) => patch(l.key, { unit: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    <YuanInput aria-label="优惠" value={l.discount} onChange={(e) => patch(l.key, { discount: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td ta="right">{Number.isNaN(fen) ? '—' : formatFen(fen)}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label="删除项目"
                      disabled={lines.length === 1}
                      onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={lines.length >= 50}
            onClick={() => setLines((ls) => [...ls, { key: uuidv7(), itemId: null, quantity: 1, unit: '', discount: '' }])}
          >
            添加项目
          </Button>
          <Text size="sm">
            应收合计 <b>{formatFen(total)}</b>
          </Text>
        </Group>
      </Stack>
      <Textarea label="备注" maxLength={200} autosize minRows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
