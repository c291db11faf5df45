import { BillMsg, defaultBillTitle } from '@contract/finance/bills';
import { chinaToday } from '@contract/china-time';
import { uuidv7 } from '@contract/ids';
import type { ClassRow } from '@contract/people/school-records';
import { Alert, Radio, Select, Group, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { calendarTerm } from '@/lib/term-options';
import { schoolYearSelect, termTypeSelect } from '@/ui/fields/term-select-props';
import { useSchoolRows } from '@/lib/replica/use-school-rows';
import { ClassSelect } from '@/ui/fields/ClassSelect';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  classes: ClassRow[];
}

/**
 * 批量生成: one draft bill per child of a class for a term, from the class's fee structure with the discounts that
 * fit (the server decides; offline the device drafts them and the server's answer replaces them). A child who has a
 * bill of that class and term already gets none.
 */
export function BatchDialog({ opened, onClose, schoolId, classes }: Props) {
  const mutate = useMutate();
  const students = useSchoolRows('students') ?? [];
  const structures = useSchoolRows('feeStructures') ?? [];
  const bills = useSchoolRows('bills') ?? [];
  const [classId, setClassId] = useState<string | null>(null);
  const [term, setTerm] = useState(calendarTerm());
  const [title, setTitle] = useState(defaultBillTitle(term.schoolYear, term.termType));
  const [dueOn, setDueOn] = useState<string | null>(null);
  const [overdue, setOverdue] = useState<'1' | '2'>('1');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setClassId(null);
    setTerm(calendarTerm());
    setDueOn(null);
    setError(null);
  }, [opened]);
  useEffect(() => setTitle(defaultBillTitle(term.schoolYear, term.termType)), [term]);
  const kids = students.filter((s) => s.classId === classId && s.status === 1);
  const structure = structures.find(
    (s) => s.validity === 1 && s.classId === classId && s.schoolYear === term.schoolYear && s.termType === term.termType,
  );
  const billed = new Set(
    bills
      .filter((b) => b.classId === classId && b.schoolYear === term.schoolYear && b.termType === term.termType && b.state !== 'void')
      .map((b) => b.studentId),
  );
  const unbilled = kids.filter((k) => !billed.has(k.id));
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!classId) return setError(BillMsg.classRequired);
    if (!dueOn) return setError(BillMsg.dueOn);
    if (dueOn < chinaToday()) return setError(BillMsg.dueOnPast);
    if (!title.trim()) return setError(BillMsg.title);
    setSaving(true);
    const ok = await mutate('bill.batch', {
      schoolId,
      classId,
      schoolYear: term.schoolYear,
      termType: term.termType,
      title: title.trim(),
      dueOn,
      overdue: overdue === '2' ? 2 : 1,
      bills: unbilled.map((k) => ({ studentId: k.id, id: uuidv7() })),
    });
    setSaving(false);
    if (ok) {
      notify.success(`已生成${unbilled.length}份草稿账单`);
      onClose();
    }
  };
  return (
    <FormDialog opened={opened} onClose={onClose} title="批量生成账单" size="md" onSubmit={submit} saving={saving}>
      <ClassSelect
        classes={classes}
        value={classId}
        onChange={(v) => {
          setClassId(v);
          setError(null);
        }}
      />
      <Group grow>
        <Select {...schoolYearSelect(term, setTerm)} />
        <Select {...termTypeSelect(term, setTerm)} />
      </Group>
      <TextInput label="账单名称" withAsterisk maxLength={50} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <DateInput
        label="截止日期"
        withAsterisk
        valueFormat="YYYY-MM-DD"
        placeholder="请选择截止日期"
        // Past days greyed in the calendar; a past day typed in is refused with its reason on 确定.
        excludeDate={(d) => d < chinaToday()}
        value={dueOn}
        onChange={(v) => {
          setDueOn(v);
          setError(null);
        }}
      />
      <Radio.Group label="逾期缴费" value={overdue} onChange={(v) => setOverdue(v === '2' ? '2' : '1')}>
        <Group mt={4}>
          <Radio value="1" label="逾期可缴" />
          <Radio value="2" label="逾期不可缴" />
        </Group>
      </Radio.Group>
      {classId &&
        (structure ? (
          <Alert color={unbilled.length ? 'blue' : 'gray'} variant="light">
            在园幼儿 {kids.length} 人，{billed.size ? `已有账单 ${billed.size} 人，` : ''}将生成 {unbilled.length}{' '}
            份草稿账单（按收费标准及适用优惠计算）。
          </Alert>
        ) : (
          <Alert color="orange" variant="light">
            {BillMsg.noStructure}，请先在「收费项目 → 收费标准」中设置。
          </Alert>
        ))}
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
