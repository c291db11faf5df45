import { type BusRouteRow, ROUTE_PERIODS } from '@contract/bus/fleet';
import { type BusLineRow, linesByRoute } from '@contract/bus/lines';
import { uuidv7 } from '@contract/ids';
import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { busFormSchema } from './bus-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: BusLineRow | null;
  routes: BusRouteRow[];
  /** The school's lines: a route another line runs is offered disabled, with that line's name. */
  lines: BusLineRow[];
}

const valuesOf = (l: BusLineRow | null) => ({
  name: l?.name ?? '',
  routeIds: l?.routeIds ?? [],
  remark: l?.remark ?? '',
  disabled: l?.disabled ?? false,
});
const schema = busFormSchema('busLine.save', (v) => v);

/** Add or edit a line: its name, the routes it runs (usually a morning and an afternoon one) and a remark. */
export function LineFormDialog({ opened, onClose, schoolId, row, routes, lines }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, l) => mutate('busLine.save', { ...fields, id: l?.id ?? uuidv7(), schoolId }),
    success: (l) => (l ? '修改成功' : '新增成功'),
  });
  const owner = linesByRoute(lines.filter((l) => l.id !== row?.id));
  const data = routes.map((r) => {
    const other = owner.get(r.id);
    const label = `${r.name}（${ROUTE_PERIODS[r.period].slice(0, 2)}）${r.disabled ? ' 已停用' : ''}`;
    return { value: r.id, label: other ? `${label} — 已属于${other.name}` : label, disabled: Boolean(other) };
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑线路' : '新增线路'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="线路名称" withAsterisk maxLength={30} placeholder="如 1号线" {...form.getInputProps('name')} />
      <MultiSelect
        label="路线"
        withAsterisk
        placeholder="请选择路线"
        description="通常为早班、晚班各一条；已属于其他线路的路线不可选"
        data={data}
        searchable
        nothingFoundMessage="暂无数据"
        maxValues={10}
        {...form.getInputProps('routeIds')}
      />
      <Textarea label="备注" maxLength={200} autosize minRows={2} placeholder="如 服务片区、停靠说明" {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
