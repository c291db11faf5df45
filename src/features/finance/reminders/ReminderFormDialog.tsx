import {
  type ExpenseReminderRow,
  MAX_INSTALMENTS,
  nextDues,
  REMIND_TIMES,
  REMINDER_CATEGORIES,
  REMINDER_KINDS,
  reminderFormSchema,
  type ReminderSchedule,
} from '@contract/finance/reminders';
import { fenToYuanText, formatFen } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput, MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { FormDialog } from '@/ui/FormDialog';
import { deviceToday } from './use-reminders';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  /** The reminder to edit; none to add one. */
  row: ReminderRowOrNull;
  /** The members who may be notified (value: user id, label: name). */
  people: { value: string; label: string }[];
  /** The signed-in member: the people notified by default. */
  me: number;
}
type ReminderRowOrNull = ExpenseReminderRow | null;

interface DueValues {
  day: string | null;
  fen: string;
}
interface Values extends Record<string, unknown> {
  name: string;
  category: string | null;
  payee: string;
  remindTime: string;
  userIds: string[];
  enabled: boolean;
  remark: string;
  kind: string;
  /** Every kind's fields at once: switching kinds keeps what was typed. */
  schedule: {
    day: string | null;
    fen: string;
    monthDay: number | string;
    fromMonth: string | null;
    untilMonth: string | null;
    dues: DueValues[];
    first: DueValues;
    last: DueValues;
  };
}

const emptyDue = (): DueValues => ({ day: null, fen: '' });
const dueOf = (d: { day: string; fen: number }): DueValues => ({ day: d.day, fen: fenToYuanText(d.fen) });

const valuesOf =
  (me: number) =>
  (r: ReminderRowOrNull): Values => {
    const s = r?.schedule;
    return {
      name: r?.name ?? '',
      category: r?.category ?? null,
      payee: r?.payee ?? '',
      remindTime: String(r?.remindTime ?? 1),
      userIds: (r?.userIds ?? (me ? [me] : [])).map(String),
      enabled: r?.enabled ?? true,
      remark: r?.remark ?? '',
      kind: String(s?.kind ?? 2),
      schedule: {
        day: s?.kind === 1 ? s.day : null,
        fen: s?.kind === 1 || s?.kind === 2 ? fenToYuanText(s.fen) : '',
        monthDay: s?.kind === 2 ? s.monthDay : 1,
        fromMonth: s?.kind === 2 ? `${s.fromMonth}-01` : `${deviceToday().slice(0, 7)}-01`,
        untilMonth: s?.kind === 2 && s.untilMonth ? `${s.untilMonth}-01` : null,
        dues: s?.kind === 3 ? s.dues.map(dueOf) : [emptyDue(), emptyDue()],
        first: s?.kind === 4 ? dueOf(s.first) : emptyDue(),
        last: s?.kind === 4 ? dueOf(s.last) : emptyDue(),
      },
    };
  };

const due = (d: DueValues) => ({ day: d.day ?? '', fen: fenOf(d.fen) });
/** The schedule of the chosen kind from what the form holds (yuan → fen, months as YYYY-MM). */
function scheduleOf(v: Values): unknown {
  const s = v.schedule;
  switch (v.kind) {
    case '1':
      return { kind: 1, ...due(s) };
    case '2':
      return {
        kind: 2,
        monthDay: s.monthDay === '' ? Number.NaN : Number(s.monthDay),
        fromMonth: s.fromMonth?.slice(0, 7) ?? '',
        untilMonth: s.untilMonth ? s.untilMonth.slice(0, 7) : null,
        fen: fenOf(s.fen),
      };
    case '3':
      return { kind: 3, dues: s.dues.map(due) };
    default:
      return { kind: 4, first: due(s.first), last: due(s.last) };
  }
}

/** The contract's rules on what the form holds. */
const schema = z.preprocess((raw) => {
  const v = raw as Values;
  return {
    name: v.name,
    category: v.category ?? '',
    payee: v.payee,
    remindTime: Number(v.remindTime),
    userIds: v.userIds.map(Number),
    enabled: v.enabled,
    remark: v.remark,
    schedule: scheduleOf(v),
  };
}, reminderFormSchema);

/**
 * 新增/编辑支出提醒: what is paid (name, category, payee), when (the schedule, by kind: one day, a day of each month,
 * instalments, 首款 and 尾款, each amount typed in yuan), who is reminded and how many days ahead. The preview lists
 * the next dues as the contract derives them. Saved to the replica at once and synced when the network allows.
 */
export function ReminderFormDialog({ opened, onClose, schoolId, row, people, me }: Props) {
  const mutate = useMutate();
  const initial = useMemo(() => valuesOf(me), [me]);
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf: initial,
    schema,
    save: (fields, r) => mutate('expenseReminder.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  const v = form.values;
  const preview = useMemo(() => {
    const parsed = schema.safeParse(v);
    return parsed.success ? nextDues(parsed.data.schedule as ReminderSchedule, deviceToday(), 3) : null;
  }, [v]);
  const dueFields = (path: string, label: string) => (
    <SimpleGrid cols={2} key={path}>
      <DateInput
        label={`${label}日期`}
        withAsterisk
        placeholder="请选择日期"
        valueFormat="YYYY-MM-DD"
        {...form.getInputProps(`${path}.day`)}
      />
      <YuanInput label={`${label}金额`} withAsterisk {...form.getInputProps(`${path}.fen`)} />
    </SimpleGrid>
  );
  const options = people.length > 0 ? people : v.userIds.map((id) => ({ value: id, label: id === String(me) ? '本人' : `成员${id}` }));
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑支出提醒' : '新增支出提醒'}
      size="lg"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <SimpleGrid cols={2}>
        <TextInput label="提醒名称" withAsterisk maxLength={30} placeholder="如 园舍房租" {...form.getInputProps('name')} />
        <Select
          label="支出类别"
          withAsterisk
          placeholder="请选择支出类别"
          data={[...REMINDER_CATEGORIES]}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <TextInput label="收款方" maxLength={30} placeholder="如 某某物业公司" {...form.getInputProps('payee')} />
        <Select
          label="提醒时间"
          withAsterisk
          data={Object.entries(REMIND_TIMES).map(([value, label]) => ({ value, label }))}
          allowDeselect={false}
          {...form.getInputProps('remindTime')}
        />
      </SimpleGrid>
      <Input.Wrapper label="提醒类型" withAsterisk>
        <SegmentedControl
          fullWidth
          aria-label="提醒类型"
          data={Object.entries(REMINDER_KINDS).map(([value, label]) => ({ value, label }))}
          {...form.getInputProps('kind')}
        />
      </Input.Wrapper>
      <Paper withBorder radius="md" p="sm">
        {v.kind === '1' && dueFields('schedule', '付款')}
        {v.kind === '2' && (
          <SimpleGrid cols={2}>
            <NumberInput
              label="每月付款日"
              withAsterisk
              min={1}
              max={31}
              allowDecimal={false}
              description="小月没有这一天时在月末付款"
              {...form.getInputProps('schedule.monthDay')}
            />
            <YuanInput label="每月金额" withAsterisk {...form.getInputProps('schedule.fen')} />
            <MonthPickerInput
              label="开始月份"
              withAsterisk
              valueFormat="YYYY-MM"
              placeholder="请选择月份"
              {...form.getInputProps('schedule.fromMonth')}
            />
            <MonthPickerInput
              label="结束月份"
              valueFormat="YYYY-MM"
              placeholder="不限"
              clearable
              {...form.getInputProps('schedule.untilMonth')}
            />
          </SimpleGrid>
        )}
        {v.kind === '3' && (
          <Stack gap="xs">
            {v.schedule.dues.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the instalments are numbered by their place
              <Group key={i} align="flex-end" wrap="nowrap">
                <DateInput
                  label={`第${i + 1}期日期`}
                  withAsterisk
                  placeholder="请选择日期"
                  valueFormat="YYYY-MM-DD"
                  style={{ flex: 1 }}
                  {...form.getInputProps(`schedule.dues.${i}.day`)}
                />
                <YuanInput label={`第${i + 1}期金额`} withAsterisk style={{ flex: 1 }} {...form.getInputProps(`schedule.dues.${i}.fen`)} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={`删除第${i + 1}期`}
                  disabled={v.schedule.dues.length <= 2}
                  onClick={() => form.removeListItem('schedule.dues', i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={v.schedule.dues.length >= MAX_INSTALMENTS}
                onClick={() => form.insertListItem('schedule.dues', emptyDue())}
              >
                添加一期
              </Button>
              {form.errors['schedule.dues'] && (
                <Text size="xs" c="red">
                  {form.errors['schedule.dues']}
                </Text>
              )}
            </Group>
          </Stack>
        )}
        {v.kind === '4' && (
          <Stack gap="xs">
            {dueFields('schedule.first', '首款')}
            {dueFields('schedule.last', '尾款')}
          </Stack>
        )}
        <Text size="xs" c="dimmed" mt="sm" aria-label="接下来的付款">
          {preview === null
            ? '填写完整后显示接下来的付款'
            : preview.length === 0
              ? '没有今天以后的付款'
              : `接下来的付款：${preview.map((d) => `${d.day}（${d.label}）${formatFen(d.fen)}`).join('；')}`}
        </Text>
      </Paper>
      <MultiSelect
        label="提醒人员"
        withAsterisk
        searchable
        placeholder={v.userIds.length ? '' : '请选择提醒人员'}
        nothingFoundMessage="暂无数据"
        data={options}
        {...form.getInputProps('userIds')}
      />
      <Switch label="启用提醒" {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
