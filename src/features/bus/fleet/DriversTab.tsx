import type { BusDriverRow } from '@contract/bus/fleet';
import { Badge } from '@mantine/core';
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
import { DriverFormDialog } from './DriverFormDialog';
import { DriverPhoto } from './DriverPhoto';
import { ExpiryDay } from '@/ui/ExpiryDay';
import { searchRows, useBusRows } from './use-bus-rows';

const byName = (d: BusDriverRow) => d.name;
/** 3101**********0012: enough to tell two drivers apart on screen, not the whole number. */
const maskId = (v: string) => (v.length > 8 ? `${v.slice(0, 4)}${'*'.repeat(v.length - 8)}${v.slice(-4)}` : v);

export function DriversTab() {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const all = useBusRows('busDrivers', byName);
  const rows = useMemo(() => searchRows(all, search.query, (d) => [d.name, d.phone]), [all, search.query]);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('busDriver.save');
  const mayDelete = useCanMutate('busDriver.delete');
  const [editing, setEditing] = useState<{ row: BusDriverRow | null } | null>(null);

  const remove = async (d: BusDriverRow) => {
    if (!schoolId || !(await confirmAction({ message: `确定删除司机「${d.name}」吗？`, danger: true }))) return;
    if (await mutate('busDriver.delete', { id: d.id, schoolId })) notify.success('删除成功');
  };
  const columns: Column<BusDriverRow>[] = [
    { key: 'photo', title: '照片', width: 70, render: (d) => <DriverPhoto path={d.photo} name={d.name} /> },
    { key: 'name', title: '姓名', width: 120, render: (d) => d.name },
    { key: 'phone', title: '手机号', width: 130, render: (d) => d.phone },
    { key: 'idNumber', title: '身份证号', render: (d) => maskId(d.idNumber) },
    { key: 'licenceClass', title: '准驾车型', width: 90, render: (d) => d.licenceClass },
    {
      key: 'licenceExpiry',
      title: '驾照有效期至',
      width: 130,
      render: (d) => <ExpiryDay day={d.licenceExpiry} />,
    },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (d) =>
        d.status === 1 ? (
          <Badge variant="light">在职</Badge>
        ) : (
          <Badge color="gray" variant="light">
            停用
          </Badge>
        ),
    },
  ];
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="姓名或手机号" aria-label="搜索司机" onChange={paging.toFirstPage} />}
        addLabel="新增司机"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (d) => setEditing({ row: d }) : undefined}
        onDelete={mayDelete ? (d) => void remove(d) : undefined}
      />
      {schoolId && (
        <DriverFormDialog opened={editing !== null} onClose={() => setEditing(null)} schoolId={schoolId} row={editing?.row ?? null} />
      )}
    </>
  );
}
