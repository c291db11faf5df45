import { uuidv7 } from '@contract/ids';
import type { ClassRow, StudentRow } from '@contract/people/school-records';
import {
  BLOOD_TYPES,
  COUNTRY_OPTIONS,
  ETHNIC_GROUPS,
  enumOptions,
  HOUSEHOLDS,
  ID_TYPES,
  TRUSTEESHIPS,
} from '@contract/people/student-enums';
import { Checkbox, Group, Input, Select, SimpleGrid, Tabs, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { GenderRadio } from '@/ui/fields/GenderRadio';
import { PastDateInput } from '@/ui/fields/PastDateInput';
import { FormDialog } from '@/ui/FormDialog';
import { ImageUpload } from '@/ui/upload';
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

const ETHNIC_OPTIONS = enumOptions(ETHNIC_GROUPS);

/**
 * Add or edit a child's record: 基本信息 (papers, family background, photo, labels), 学籍信息 and 健康档案. Saved
 * to the replica at once and synced when the network allows; the ID number is checked against its type and the
 * birthday as the server checks it.
 */
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
  const select = (field: string, label: string, data: { value: string; label: string }[], placeholder = `请选择${label}`) => (
    <Select label={label} placeholder={placeholder} data={data} clearable searchable {...form.getInputProps(field)} />
  );

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={student ? `编辑${noun}` : `新增${noun}`}
      size="xl"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <Tabs defaultValue="basic" keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="basic">基本信息</Tabs.Tab>
          <Tabs.Tab value="school">学籍信息</Tabs.Tab>
          <Tabs.Tab value="health">健康档案</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <SimpleGrid cols={2} spacing="md" verticalSpacing="sm" style={{ flex: 1 }}>
              <TextInput label="姓名" withAsterisk maxLength={20} placeholder="请输入姓名" {...form.getInputProps('name')} />
              <GenderRadio withAsterisk {...form.getInputProps('gender')} />
              <PastDateInput label="出生日期" birthday withAsterisk {...form.getInputProps('birthday')} />
              <Select
                label="班级"
                withAsterisk
                placeholder="请选择班级"
                data={classes.map((c) => ({ value: c.id, label: c.name }))}
                allowDeselect={false}
                searchable
                {...form.getInputProps('classId')}
              />
              <Select label="证件类型" data={enumOptions(ID_TYPES)} allowDeselect={false} {...form.getInputProps('idType')} />
              <TextInput label="证件号码" maxLength={30} placeholder="请输入证件号码" {...form.getInputProps('idNumber')} />
              {select('nationality', '国籍/地区', COUNTRY_OPTIONS)}
              {select('ethnicity', '民族', ETHNIC_OPTIONS)}
              {select('household', '户口性质', enumOptions(HOUSEHOLDS))}
              {select('bloodType', '血型', enumOptions(BLOOD_TYPES))}
              {select('trusteeship', '托管方式', enumOptions(TRUSTEESHIPS))}
              <PastDateInput label="入园日期" clearable {...form.getInputProps('enrolDate')} />
            </SimpleGrid>
            <Input.Wrapper label="照片">
              <ImageUpload
                value={form.values.photo}
                onChange={(v) => form.setFieldValue('photo', v)}
                cropAspect={3 / 4}
                size={120}
                label="上传照片"
                inputLabel="选择照片"
              />
            </Input.Wrapper>
          </Group>
          <TextInput mt="sm" label="家庭住址" maxLength={100} placeholder="请输入家庭住址" {...form.getInputProps('address')} />
          <TagsInput mt="sm" label="标签" placeholder="输入标签后按回车" maxTags={10} clearable {...form.getInputProps('labels')} />
        </Tabs.Panel>
        <Tabs.Panel value="school">
          <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
            <TextInput label="学籍号" maxLength={30} placeholder="请输入学籍号" {...form.getInputProps('studentNo')} />
            <TextInput label="出生地" maxLength={50} placeholder="请输入出生地" {...form.getInputProps('birthplace')} />
          </SimpleGrid>
          <TextInput mt="sm" label="户籍地址" maxLength={100} placeholder="请输入户籍地址" {...form.getInputProps('householdAddress')} />
          <Group mt="md">
            <Checkbox label="独生子女" {...form.getInputProps('onlyChild', { type: 'checkbox' })} />
            <Checkbox label="留守儿童" {...form.getInputProps('leftBehind', { type: 'checkbox' })} />
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="health">
          <Textarea label="过敏史" rows={2} maxLength={200} placeholder="如：花生、青霉素" {...form.getInputProps('allergies')} />
          <Textarea
            mt="sm"
            label="既往病史"
            rows={2}
            maxLength={200}
            placeholder="如：哮喘、热性惊厥"
            {...form.getInputProps('conditions')}
          />
          <Textarea mt="sm" label="健康备注" rows={2} maxLength={500} {...form.getInputProps('healthNotes')} />
        </Tabs.Panel>
      </Tabs>
    </FormDialog>
  );
}
