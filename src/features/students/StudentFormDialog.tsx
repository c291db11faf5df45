import { type ClassRow, MUTATIONS, type StudentRow, uuidv7 } from '@contract';
import { Group, Radio, Select, TextInput } from '@mantine/core';
import { FormDialog } from '@/ui/FormDialog';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  classes: ClassRow[];
  /** The child to edit; none to add one. */
  student: StudentRow | null;
  /** 幼儿 or 学生, by school style. */
  noun: string;
}

interface Values {
  name: string;
  gender: string;
  birthday: string | null;
  classId: string | null;
}

const blank = (student: StudentRow | null, classId: string | null): Values => ({
  name: student?.name ?? '',
  gender: student ? String(student.gender) : '',
  birthday: student?.birthday ?? null,
  classId: student?.classId ?? classId,
});

/** Add or edit a child. Saved to the replica at once and synced when the network allows. */
export function StudentFormDialog({ opened, onClose, schoolId, classes, student, noun }: Props) {
  const mutate = useMutate();
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({ initialValues: blank(student, null) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = blank(student, classes[0]?.id ?? null);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, student, classes, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (v) => {
    const args = {
      id: student?.id ?? uuidv7(),
      schoolId,
      name: v.name,
      gender: Number(v.gender) || undefined,
      birthday: v.birthday ?? '',
      classId: v.classId ?? '',
    };
    const schema = student ? MUTATIONS['student.update'] : MUTATIONS['student.create'];
    const errors = zodFieldErrors(schema, args);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    setSaving(true);
    const saved = student ? await mutate('student.update', args as never) : await mutate('student.create', args as never);
    setSaving(false);
    if (!saved) return;
    notify.success(student ? '修改成功' : '新增成功');
    onClose();
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={student ? `编辑${noun}` : `新增${noun}`}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="姓名" withAsterisk maxLength={20} placeholder="请输入姓名" {...form.getInputProps('name')} />
      <Radio.Group label="性别" withAsterisk {...form.getInputProps('gender')}>
        <Group mt={6}>
          <Radio value="1" label="男" />
          <Radio value="2" label="女" />
        </Group>
      </Radio.Group>
      <DateInput
        label="出生日期"
        withAsterisk
        placeholder="请选择出生日期"
        valueFormat="YYYY-MM-DD"
        maxDate={dayjs().format('YYYY-MM-DD')}
        defaultLevel="decade"
        {...form.getInputProps('birthday')}
      />
      <Select
        label="班级"
        withAsterisk
        placeholder="请选择班级"
        data={classes.map((c) => ({ value: c.id, label: c.name }))}
        allowDeselect={false}
        searchable
        {...form.getInputProps('classId')}
      />
    </FormDialog>
  );
}
