import type { ClassRow } from '@contract/people/school-records';
import { MUTATIONS } from '@contract/sync/mutations';
import { Select, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';

interface BatchProps {
  opened: boolean;
  onClose: () => void;
  /** Called after the change is saved (the page clears its selection). */
  onDone: () => void;
  schoolId: number;
  ids: string[];
  noun: string;
}

const classSchema = z.preprocess(
  (v) => ({ classId: (v as { classId: string | null }).classId ?? '' }),
  MUTATIONS['student.changeClass'].pick({ classId: true }),
);

/** 调班 or 复学 of the selected children: both pick the class they go to. */
export function ClassPickDialog({
  kind,
  classes,
  ...p
}: BatchProps & { kind: 'student.changeClass' | 'student.return'; classes: ClassRow[] }) {
  const mutate = useMutate();
  const action = kind === 'student.return' ? '复学' : '调班';
  const { form, submit, saving } = useRecordForm({
    opened: p.opened,
    onClose: p.onClose,
    row: null,
    valuesOf: () => ({ classId: null as string | null }),
    schema: classSchema,
    save: async ({ classId }) => {
      const ok = await mutate(kind, { schoolId: p.schoolId, ids: p.ids, classId });
      if (ok) p.onDone();
      return ok;
    },
    success: () => `${action}成功`,
  });
  return (
    <FormDialog opened={p.opened} onClose={p.onClose} title={`${p.noun}${action}`} size="md" onSubmit={submit} saving={saving}>
      <Text size="sm">
        已选择 {p.ids.length} 名{p.noun}
      </Text>
      <Select
        label={kind === 'student.return' ? '复学班级' : '调入班级'}
        withAsterisk
        placeholder="请选择班级"
        data={classes.map((c) => ({ value: c.id, label: c.name }))}
        searchable
        {...form.getInputProps('classId')}
      />
    </FormDialog>
  );
}

const leaveSchema = z.preprocess(
  (v) => ({ ...(v as object), leaveDate: (v as { leaveDate: string | null }).leaveDate ?? '' }),
  MUTATIONS['student.leave'].pick({ leaveDate: true, leaveReason: true }),
);

/** 离园 of the selected children, with the date and the reason. */
export function LeaveDialog(p: BatchProps) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened: p.opened,
    onClose: p.onClose,
    row: null,
    valuesOf: () => ({ leaveDate: dayjs().format('YYYY-MM-DD') as string | null, leaveReason: '' }),
    schema: leaveSchema,
    save: async (fields) => {
      const ok = await mutate('student.leave', { schoolId: p.schoolId, ids: p.ids, ...fields });
      if (ok) p.onDone();
      return ok;
    },
    success: () => '离园成功',
  });
  return (
    <FormDialog opened={p.opened} onClose={p.onClose} title={`${p.noun}离园`} size="md" onSubmit={submit} saving={saving}>
      <Text size="sm">
        已选择 {p.ids.length} 名{p.noun}
      </Text>
      <DateInput label="离园日期" withAsterisk placeholder="请选择离园日期" valueFormat="YYYY-MM-DD" {...form.getInputProps('leaveDate')} />
      <Textarea
        label="离园原因"
        withAsterisk
        rows={2}
        maxLength={100}
        placeholder="请输入离园原因"
        {...form.getInputProps('leaveReason')}
      />
    </FormDialog>
  );
}
