import { type ClassRow, type StudentRow, uuidv7 } from '@contract';
import { Group, Radio, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { studentFormSchema, studentFormValues } from './student-form';

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

/** Add or edit a child. Saved to the replica at once and synced when the network allows. */
export function StudentFormDialog({ opened, onClose, schoolId, classes, student, noun }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: student,
    valuesOf: (s) => studentFormValues(s, classes[0]?.id ?? null),
    schema: studentFormSchema,
    save: (fields, s) =>
      s ? mutate('student.update', { id: s.id, schoolId, ...fields }) : mutate('student.create', { id: uuidv7(), schoolId, ...fields }),
    success: (s) => (s ? '修改成功' : '新增成功'),
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
