import { ENROLMENT_MATERIALS_MAX, type EnrolmentRow } from '@contract/people/enrolment';
import { uuidv7 } from '@contract/ids';
import { Input, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { GenderRadio } from '@/ui/fields/GenderRadio';
import { PastDateInput } from '@/ui/fields/PastDateInput';
import { FormDialog } from '@/ui/FormDialog';
import { ImageListUpload } from '@/ui/upload';
import { enrolmentFormValues, enrolmentValuesSchema } from './enrolment-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  /** The application to correct; none to add one. */
  row: EnrolmentRow | null;
  grades: { value: string; label: string }[];
}

/**
 * Add or correct an application. Saved to the replica at once and synced when the network allows; pictures of the
 * materials chosen offline wait on this device and are uploaded before the application is sent.
 */
export function EnrolmentFormDialog({ opened, onClose, schoolId, row, grades }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf: enrolmentFormValues,
    schema: enrolmentValuesSchema,
    save: (fields, r) => mutate(r ? 'enrolment.update' : 'enrolment.create', { id: r?.id ?? uuidv7(), schoolId, ...fields }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑报名' : '新增报名'}
      size="lg"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <SimpleGrid cols={2}>
        <TextInput label="幼儿姓名" withAsterisk maxLength={20} placeholder="请输入幼儿姓名" {...form.getInputProps('childName')} />
        <GenderRadio withAsterisk {...form.getInputProps('gender')} />
        <PastDateInput label="出生日期" birthday withAsterisk {...form.getInputProps('birthday')} />
        <TextInput label="证件号码" maxLength={20} placeholder="请输入身份证号或其他证件号码" {...form.getInputProps('idNumber')} />
        <TextInput label="家长姓名" withAsterisk maxLength={20} placeholder="请输入家长姓名" {...form.getInputProps('parentName')} />
        <TextInput label="联系电话" withAsterisk maxLength={11} placeholder="请输入手机号码" {...form.getInputProps('parentPhone')} />
        <Select
          label="意向年级"
          withAsterisk
          placeholder="请选择意向年级"
          data={grades}
          allowDeselect={false}
          {...form.getInputProps('grade')}
        />
      </SimpleGrid>
      <Input.Wrapper label={`报名材料（最多${ENROLMENT_MATERIALS_MAX}张，如户口本、出生证明、体检表）`} error={form.errors.materials}>
        <ImageListUpload
          value={form.values.materials}
          onChange={(v) => form.setFieldValue('materials', v)}
          max={ENROLMENT_MATERIALS_MAX}
          size={96}
          inputLabel="选择材料图片"
        />
      </Input.Wrapper>
    </FormDialog>
  );
}
