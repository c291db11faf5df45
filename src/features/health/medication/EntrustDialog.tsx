import { Autocomplete, Button, Group, Input, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { chinaToday } from '@contract/china-time';
import {
  MAX_DAYS,
  MEDICATION_METHODS,
  MEDICATION_TIMINGS,
  medicationEntrustSchema,
  REMIND_BEFORE,
  TIMING_CODES,
} from '@contract/health/medication';
import { uuidv7 } from '@contract/ids';
import type { ClassRow } from '@contract/people/school-records';
import { GUARDIAN_RELATIONS } from '@contract/people/student-enums';
import { useMemo, useState } from 'react';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useSchoolRows } from '@/lib/replica/use-school-rows';
import { ClassSelect } from '@/ui/fields/ClassSelect';
import { FormDialog } from '@/ui/FormDialog';
import { ImageUpload } from '@/ui/upload';

const formSchema = medicationEntrustSchema.omit({ id: true, schoolId: true, createTime: true });

const blank = () => ({
  studentId: '',
  medicine: '',
  dose: '',
  method: 1,
  timings: [] as number[],
  startDay: chinaToday(),
  days: 1,
  remindBefore: 15,
  photo: '',
  guardianName: '',
  guardianRelation: '',
  note: '',
});

interface Props {
  opened: boolean;
  onClose: () => void;
  classes: ClassRow[];
}

/**
 * 新增委托: the family's entrustment as the teacher takes it at the door — the child (of her classes), the medicine,
 * dose and way, the timings of the school day, how many days from when, how long before each dose she is reminded,
 * a photo of the medicine and who entrusted it (the child's family members are offered).
 */
export function EntrustDialog({ opened, onClose, classes }: Props) {
  const { schoolId } = useReplica();
  const mutate = useMutate();
  const students = useSchoolRows('students');
  const guardians = useSchoolRows('guardians');
  const [classId, setClassId] = useState<string | null>(null);
  const { form, submit, saving } = useRecordForm({
    opened,
    row: null,
    valuesOf: blank,
    schema: formSchema,
    save: (fields) =>
      schoolId
        ? mutate('medication.entrust', { ...fields, id: uuidv7(), schoolId, createTime: new Date().toISOString() })
        : Promise.resolve(false),
    success: () => '委托已登记',
    onClose,
  });
  const kids = useMemo(
    () => (students ?? []).filter((s) => s.status === 1 && s.classId === classId).sort((a, b) => a.name.localeCompare(b.name, 'zh')),
    [students, classId],
  );
  const family = useMemo(() => (guardians ?? []).filter((g) => g.studentId === form.values.studentId), [guardians, form.values.studentId]);
  const pickGuardian = (name: string) => {
    form.setFieldValue('guardianName', name);
    const g = family.find((x) => x.name === name);
    if (g) form.setFieldValue('guardianRelation', GUARDIAN_RELATIONS[g.relation as keyof typeof GUARDIAN_RELATIONS] ?? '');
  };

  return (
    <FormDialog opened={opened} onClose={onClose} title="新增委托" onSubmit={submit} saving={saving} dirty={form.isDirty()}>
      <SimpleGrid cols={2}>
        <ClassSelect
          classes={classes}
          value={classId}
          onChange={(v) => {
            setClassId(v);
            form.setFieldValue('studentId', '');
          }}
        />
        <Select
          label="幼儿"
          withAsterisk
          placeholder={classId ? '请选择幼儿' : '请先选择班级'}
          searchable
          data={kids.map((k) => ({ value: k.id, label: k.name }))}
          {...form.getInputProps('studentId')}
          value={form.values.studentId || null}
          onChange={(v) => form.setFieldValue('studentId', v ?? '')}
        />
        <TextInput label="药品名称" withAsterisk placeholder="如：阿莫西林颗粒" {...form.getInputProps('medicine')} />
        <TextInput label="每次剂量" withAsterisk placeholder="如：5ml、1包、每眼1滴" {...form.getInputProps('dose')} />
        <Select
          label="用药方式"
          withAsterisk
          data={Object.entries(MEDICATION_METHODS).map(([value, label]) => ({ value, label }))}
          {...form.getInputProps('method')}
          value={String(form.values.method)}
          onChange={(v) => form.setFieldValue('method', Number(v ?? 1))}
        />
        <Select
          label="提前提醒"
          withAsterisk
          data={REMIND_BEFORE.map((m) => ({ value: String(m), label: `提前${m}分钟` }))}
          {...form.getInputProps('remindBefore')}
          value={String(form.values.remindBefore)}
          onChange={(v) => form.setFieldValue('remindBefore', Number(v ?? 15))}
        />
      </SimpleGrid>
      <Input.Wrapper label="服药时间" withAsterisk error={form.errors.timings}>
        <Group gap="xs" mt={4}>
          {TIMING_CODES.map((t) => {
            const on = form.values.timings.includes(t);
            return (
              <Button
                key={t}
                size="sm"
                variant={on ? 'filled' : 'default'}
                aria-pressed={on}
                onClick={() =>
                  form.setFieldValue(
                    'timings',
                    on ? form.values.timings.filter((x) => x !== t) : [...form.values.timings, t].sort((a, b) => a - b),
                  )
                }
              >
                {MEDICATION_TIMINGS[t].label} {MEDICATION_TIMINGS[t].time}
              </Button>
            );
          })}
        </Group>
      </Input.Wrapper>
      <SimpleGrid cols={2}>
        <DateInput
          label="开始日期"
          withAsterisk
          valueFormat="YYYY-MM-DD"
          minDate={chinaToday()}
          {...form.getInputProps('startDay')}
          value={form.values.startDay || null}
          onChange={(v) => form.setFieldValue('startDay', v ?? '')}
        />
        <NumberInput
          label="服药天数"
          withAsterisk
          min={1}
          max={MAX_DAYS}
          suffix=" 天"
          allowDecimal={false}
          {...form.getInputProps('days')}
        />
        <Autocomplete
          label="委托人"
          withAsterisk
          placeholder="家长姓名"
          data={[...new Set(family.map((g) => g.name))]}
          {...form.getInputProps('guardianName')}
          onChange={pickGuardian}
        />
        <TextInput label="与幼儿关系" placeholder="如：母亲" {...form.getInputProps('guardianRelation')} />
      </SimpleGrid>
      <Stack gap={4}>
        <Input.Label>药品照片</Input.Label>
        <ImageUpload
          value={form.values.photo || null}
          onChange={(v) => form.setFieldValue('photo', v ?? '')}
          label="上传照片"
          inputLabel="选择药品照片"
        />
      </Stack>
      <Textarea label="备注" placeholder="如：饭后温水送服" maxLength={200} {...form.getInputProps('note')} />
    </FormDialog>
  );
}
