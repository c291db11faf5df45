import type { BusStopRow } from '@contract/bus/fleet';
import { uuidv7 } from '@contract/ids';
import { Group, NumberInput, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { busFormSchema, numberOrUndefined } from './bus-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: BusStopRow | null;
}

const valuesOf = (s: BusStopRow | null) => ({
  name: s?.name ?? '',
  lat: (s?.lat ?? '') as number | string,
  lng: (s?.lng ?? '') as number | string,
  address: s?.address ?? '',
  disabled: s?.disabled ?? false,
});
const schema = busFormSchema('busStop.save', (v) => ({ ...v, lat: numberOrUndefined(v.lat), lng: numberOrUndefined(v.lng) }));

/** Add or edit a stop: its position in WGS-84 degrees, as a GPS receiver or a map's 拾取坐标 gives it. */
export function StopFormDialog({ opened, onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, s) => mutate('busStop.save', { ...fields, id: s?.id ?? uuidv7(), schoolId }),
    success: (s) => (s ? '修改成功' : '新增成功'),
  });
  const degrees = { decimalScale: 6, hideControls: true, allowExponent: false } as const;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑站点' : '新增站点'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="站点名称" withAsterisk maxLength={30} placeholder="请输入站点名称" {...form.getInputProps('name')} />
      <Group grow align="flex-start">
        <NumberInput label="经度" withAsterisk placeholder="如 114.057868" {...degrees} {...form.getInputProps('lng')} />
        <NumberInput label="纬度" withAsterisk placeholder="如 22.543099" {...degrees} {...form.getInputProps('lat')} />
      </Group>
      <TextInput label="地址" maxLength={100} placeholder="请输入地址" {...form.getInputProps('address')} />
    </FormDialog>
  );
}
