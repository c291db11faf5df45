import type { BusCarRow } from '@contract/bus/fleet';
import { uuidv7 } from '@contract/ids';
import { NumberInput, Switch, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { busFormSchema, dayOrNull, numberOrUndefined } from './bus-form';
import { DayField } from './DayField';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: BusCarRow | null;
}

const valuesOf = (c: BusCarRow | null) => ({
  plate: c?.plate ?? '',
  model: c?.model ?? '',
  seats: (c?.seats ?? '') as number | string,
  gpsDeviceId: c?.gpsDeviceId ?? '',
  insuranceExpiry: c?.insuranceExpiry ?? null,
  inspectionExpiry: c?.inspectionExpiry ?? null,
  active: (c?.status ?? 1) === 1,
});
const schema = busFormSchema('busCar.save', (v) => ({
  ...v,
  seats: numberOrUndefined(v.seats),
  insuranceExpiry: dayOrNull(v.insuranceExpiry),
  inspectionExpiry: dayOrNull(v.inspectionExpiry),
  status: v.active ? 1 : 0,
}));

/** Add or edit a car: the plate (ordinary or new-energy), the GPS terminal's id, and the days that expire. */
export function CarFormDialog({ opened, onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, c) => mutate('busCar.save', { ...fields, id: c?.id ?? uuidv7(), schoolId }),
    success: (c) => (c ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑车辆' : '新增车辆'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="车牌号" withAsterisk maxLength={12} placeholder="如 粤B12345 或 粤BD12345" {...form.getInputProps('plate')} />
      <TextInput label="车型" withAsterisk maxLength={30} placeholder="如 宇通ZK6609DX" {...form.getInputProps('model')} />
      <NumberInput
        label="核载人数"
        withAsterisk
        min={1}
        max={99}
        allowDecimal={false}
        placeholder="请输入核载人数"
        {...form.getInputProps('seats')}
      />
      <TextInput label="GPS设备号" withAsterisk maxLength={20} placeholder="车载定位终端编号" {...form.getInputProps('gpsDeviceId')} />
      <DayField label="保险到期日" {...form.getInputProps('insuranceExpiry')} />
      <DayField label="年检到期日" {...form.getInputProps('inspectionExpiry')} />
      <Switch label="启用" {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormDialog>
  );
}
