import { KINDERGARTEN_GRADES, PRIMARY_GRADES } from '@contract/enums';
import { uuidv7 } from '@contract/ids';
import type { ClassTeacher } from '@contract/people/promotion';
import type { ClassRow } from '@contract/people/school-records';
import { MultiSelect, Select, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { classFormSchema, classFormValues, knownTeachers } from './class-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  schoolStyle: number;
  /** The class to edit; none to add one. */
  cls: ClassRow | null;
  /** The school's staff, or null while it loads or when it cannot (offline). */
  staff: ClassTeacher[] | null;
  /** 班级 wording. */
  noun: string;
}

/** Add or edit a class. Saved to the replica at once and synced when the network allows. */
export function ClassFormDialog({ opened, onClose, schoolId, schoolStyle, cls, staff, noun }: Props) {
  const mutate = useMutate();
  const names = useMemo(() => knownTeachers(staff ?? [], cls), [staff, cls]);
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: cls,
    valuesOf: classFormValues,
    schema: classFormSchema(names),
    save: (fields, c) =>
      c ? mutate('class.update', { id: c.id, schoolId, ...fields }) : mutate('class.create', { id: uuidv7(), schoolId, ...fields }),
    success: (c) => (c ? '修改成功' : '新增成功'),
  });
  const grades = schoolStyle === 2 ? PRIMARY_GRADES : KINDERGARTEN_GRADES;
  const teacherOptions = [...names].map(([id, name]) => {
    const position = staff?.find((s) => s.id === id)?.position;
    return { value: String(id), label: position ? `${name}（${position}）` : name };
  });
  // 班主任 and 配班教师 pick from the same staff list, searched alike.
  const teacherPick = { data: teacherOptions, clearable: true, searchable: true, nothingFoundMessage: '暂无数据' };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={cls ? `编辑${noun}` : `新增${noun}`}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label={`${noun}名称`} withAsterisk maxLength={20} placeholder={`请输入${noun}名称`} {...form.getInputProps('name')} />
      <Select
        label="年级"
        withAsterisk
        placeholder="请选择年级"
        allowDeselect={false}
        data={Object.entries(grades).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps('grade')}
      />
      <Select label="班主任" placeholder="请选择班主任" {...teacherPick} {...form.getInputProps('headTeacherId')} />
      <MultiSelect label="配班教师" placeholder="请选择配班教师" {...teacherPick} {...form.getInputProps('assistantIds')} />
      {staff === null && (
        <Text size="xs" c="dimmed">
          离线时无法加载教职工名单，仅可选择该{noun}已有的教师。
        </Text>
      )}
    </FormDialog>
  );
}
