import { type BusCarRow, type BusDriverRow, type BusRouteRow, type BusStopRow, ROUTE_PERIODS } from '@contract/bus/fleet';
import { uuidv7 } from '@contract/ids';
import type { StaffRow } from '@contract/attendance/staff';
import { Select, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { busFormSchema, numberOrUndefined } from './bus-form';
import { RouteStopsField, type StopLine } from './RouteStopsField';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: BusRouteRow | null;
  stops: BusStopRow[];
  cars: BusCarRow[];
  drivers: BusDriverRow[];
}

const valuesOf = (r: BusRouteRow | null) => ({
  name: r?.name ?? '',
  period: r?.period ?? 'morning',
  stops: (
    r?.stops ?? [
      { stopId: '', time: '' },
      { stopId: '', time: '' },
    ]
  ).map((s): StopLine => ({ ...s, key: uuidv7() })),
  carId: r?.carId ?? null,
  driverId: r?.driverId ?? null,
  escortId: r?.escortId ? String(r.escortId) : null,
  escortName: r?.escortName ?? '',
  disabled: r?.disabled ?? false,
});

/** The school's staff roster from the replica (empty for a member who does not read it: the route keeps its escort). */
function useStaff(schoolId: number): StaffRow[] {
  const { db } = useReplica();
  return (
    useLiveQuery(async () => (db ? db.table<StaffRow>('staff').where('schoolId').equals(schoolId).toArray() : []), [db, schoolId]) ?? []
  );
}

/** Add or edit a route: its stops in calling order with planned times, the car, the driver and the escort teacher. */
export function RouteFormDialog({ opened, onClose, schoolId, row, stops, cars, drivers }: Props) {
  const mutate = useMutate();
  const staff = useStaff(schoolId);
  const staffNames = new Map(staff.map((s) => [s.userId, s.name]));
  if (row?.escortId && !staffNames.has(row.escortId)) staffNames.set(row.escortId, row.escortName);
  const schema = busFormSchema('busRoute.save', (v) => {
    const escortId = numberOrUndefined(v.escortId) ?? null;
    const stops = (v.stops as StopLine[]).map(({ stopId, time }) => ({ stopId, time }));
    return { ...v, stops, escortId, escortName: escortId ? (staffNames.get(escortId) ?? '') : '' };
  });
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, r) => mutate('busRoute.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  const pick = { clearable: true, searchable: true, nothingFoundMessage: '暂无数据' };
  const stopsError = form.errors.stops;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑路线' : '新增路线'}
      size="lg"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="路线名称" withAsterisk maxLength={30} placeholder="如 一号线（早）" {...form.getInputProps('name')} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          班次
        </Text>
        <SegmentedControl
          data={Object.entries(ROUTE_PERIODS).map(([value, label]) => ({ value, label }))}
          value={form.values.period}
          onChange={(v) => form.setFieldValue('period', v as 'morning' | 'afternoon')}
        />
      </Stack>
      <RouteStopsField form={form} stops={stops} error={typeof stopsError === 'string' ? stopsError : undefined} />
      <Select
        label="车辆"
        placeholder="请选择车辆"
        data={cars.filter((c) => c.status === 1 || c.id === row?.carId).map((c) => ({ value: c.id, label: `${c.plate}（${c.seats}座）` }))}
        {...pick}
        {...form.getInputProps('carId')}
      />
      <Select
        label="司机"
        placeholder="请选择司机"
        data={drivers
          .filter((d) => d.status === 1 || d.id === row?.driverId)
          .map((d) => ({ value: d.id, label: `${d.name}（${d.phone}）` }))}
        {...pick}
        {...form.getInputProps('driverId')}
      />
      <Select
        label="跟车老师"
        placeholder="请选择跟车老师"
        data={[...staffNames].map(([id, name]) => ({ value: String(id), label: name }))}
        {...pick}
        {...form.getInputProps('escortId')}
      />
    </FormDialog>
  );
}
