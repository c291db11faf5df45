import type { BusCarRow } from '@contract/bus/fleet';
import { isNewEnergyPlate } from '@contract/bus/plate';
import { Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { CarFormDialog } from './CarFormDialog';
import { ExpiryDay } from '@/ui/ExpiryDay';
import { searchRows, useBusRows } from './use-bus-rows';

const byPlate = (c: BusCarRow) => c.plate;
export function CarsTab() {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const all = useBusRows('busCars', byPlate);
  const rows = useMemo(() => searchRows(all, search.query.toUpperCase(), (c) => [c.plate, c.model, c.gpsDeviceId]), [all, search.query]);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('busCar.save');
  const mayDelete = useCanMutate('busCar.delete');
  const [editing, setEditing] = useState<{ row: BusCarRow | null } | null>(null);

  const remove = async (c: BusCarRow) => {
    if (!schoolId || !(await confirmAction({ message: `确定删除车辆「${c.plate}」吗？`, danger: true }))) return;
    if (await mutate('busCar.delete', { id: c.id, schoolId })) notify.success('删除成功');
  };
  const columns: Column<BusCarRow>[] = [
    {
      key: 'plate',
      title: '车牌号',
      width: 160,
      render: (c) => (
        <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
          {c.plate}
          {isNewEnergyPlate(c.plate) && (
            <Text span size="xs" c="green" fw={600}>
              新能源
            </Text>
          )}
        </Group>
      ),
    },
    { key: 'model', title: '车型', width: 130, render: (c) => c.model },
    { key: 'seats', title: '座位数', width: 80, render: (c) => c.seats },
    { key: 'gps', title: 'GPS设备号', width: 130, render: (c) => c.gpsDeviceId },
    { key: 'insurance', title: '保险到期', width: 110, render: (c) => <ExpiryDay day={c.insuranceExpiry} /> },
    { key: 'inspection', title: '年检到期', width: 110, render: (c) => <ExpiryDay day={c.inspectionExpiry} /> },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (c) => (
        <Text span size="sm" c={c.status === 1 ? 'teal' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {c.status === 1 ? '启用' : '停用'}
        </Text>
      ),
    },
  ];
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="车牌号、车型或设备号" aria-label="搜索车辆" onChange={paging.toFirstPage} />}
        addLabel="新增车辆"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (c) => setEditing({ row: c }) : undefined}
        onDelete={mayDelete ? (c) => void remove(c) : undefined}
      />
      {schoolId && (
        <CarFormDialog opened={editing !== null} onClose={() => setEditing(null)} schoolId={schoolId} row={editing?.row ?? null} />
      )}
    </>
  );
}
