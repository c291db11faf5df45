import { uuidv7 } from '@contract/ids';
import { CREDENTIAL_LABEL, type StaffCredentialRow } from '@contract/people/staff';
import { Select, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { DayField } from './DayField';
import { codeOrNull, codeText, dayOrNull, optionsOf, staffFormSchema } from './staff-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  userId: number;
  /** The credential to edit; null to add one. */
  row: StaffCredentialRow | null;
}

const valuesOf = (c: StaffCredentialRow | null) => ({
  category: codeText(c?.category) as string | null,
  number: c?.number ?? '',
  issued: c?.issued ?? (null as string | null),
  expiry: c?.expiry ?? (null as string | null),
  remark: c?.remark ?? '',
});

/** 新增证书 / 编辑证书: a member's credential, saved to the replica at once; reminded in 通知 30 and 7 days before it expires. */
export function CredentialDialog({ opened, onClose, schoolId, userId, row }: Props) {
  const mutate = useMutate();
  const id = row?.id;
  const schema = staffFormSchema('staffCredential.save', (v) => ({
    ...v,
    id: id ?? uuidv7(),
    schoolId,
    userId,
    category: codeOrNull(v.category) ?? undefined,
    issued: dayOrNull(v.issued),
    expiry: dayOrNull(v.expiry),
  }));
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (args) => mutate('staffCredential.save', args),
    success: (c) => (c ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑证书' : '新增证书'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <Select
        label="证书类别"
        withAsterisk
        placeholder="请选择证书类别"
        data={optionsOf(CREDENTIAL_LABEL)}
        allowDeselect={false}
        comboboxProps={{ zIndex: 1000 }}
        {...form.getInputProps('category')}
      />
      <TextInput label="证书编号" withAsterisk maxLength={40} placeholder="请输入证书编号" {...form.getInputProps('number')} />
      <DayField label="发证日期" popoverProps={{ zIndex: 1000 }} {...form.getInputProps('issued')} />
      <DayField
        label="有效期至"
        description="长期有效的证书（如教师资格证）不填"
        popoverProps={{ zIndex: 1000 }}
        {...form.getInputProps('expiry')}
      />
      <TextInput label="备注" maxLength={100} placeholder="请输入备注" {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
