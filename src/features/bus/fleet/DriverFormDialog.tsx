import { type BusDriverRow, LICENCE_CLASSES } from '@contract/bus/fleet';
import { uuidv7 } from '@contract/ids';
import { Select, Switch, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { PhotoField } from '@/ui/upload';
import { busFormSchema, dayOrNull } from './bus-form';
import { CardRecognition } from './CardRecognition';
import { DayField } from './DayField';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  /** The driver to edit; null to add one. */
  row: BusDriverRow | null;
}

const valuesOf = (d: BusDriverRow | null) => ({
  name: d?.name ?? '',
  phone: d?.phone ?? '',
  idNumber: d?.idNumber ?? '',
  licenceClass: d?.licenceClass ?? null,
  licenceExpiry: d?.licenceExpiry ?? null,
  active: (d?.status ?? 1) === 1,
  photo: d?.photo || (null as string | null),
});
const schema = busFormSchema('busDriver.save', (v) => ({
  ...v,
  licenceClass: v.licenceClass ?? undefined,
  licenceExpiry: dayOrNull(v.licenceExpiry) ?? '',
  status: v.active ? 1 : 0,
  photo: v.photo ?? '',
}));

/** Add or edit a driver: saved to the replica at once, synced when the network allows. */
export function DriverFormDialog({ opened, onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, d) => mutate('busDriver.save', { ...fields, id: d?.id ?? uuidv7(), schoolId }),
    success: (d) => (d ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑司机' : '新增司机'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <CardRecognition schoolId={schoolId} current={form.getValues()} onFill={(v) => form.setValues(v)} />
      <TextInput label="姓名" withAsterisk maxLength={20} placeholder="请输入司机姓名" {...form.getInputProps('name')} />
      <TextInput label="手机号" withAsterisk maxLength={11} placeholder="请输入手机号" {...form.getInputProps('phone')} />
      <TextInput label="身份证号" withAsterisk maxLength={18} placeholder="请输入18位身份证号码" {...form.getInputProps('idNumber')} />
      <Select
        label="准驾车型"
        withAsterisk
        placeholder="请选择准驾车型"
        data={[...LICENCE_CLASSES]}
        allowDeselect={false}
        {...form.getInputProps('licenceClass')}
      />
      <DayField label="驾照有效期" withAsterisk {...form.getInputProps('licenceExpiry')} />
      <PhotoField value={form.values.photo} onChange={(v) => form.setFieldValue('photo', v)} inputLabel="选择司机照片" />
      <Switch label="在职" {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormDialog>
  );
}
