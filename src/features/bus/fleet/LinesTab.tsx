import { type BusRouteRow, ROUTE_PERIODS } from '@contract/bus/fleet';
import type { BusLineRow } from '@contract/bus/lines';
import { Text } from '@mantine/core';
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
import { enableAction, enabledColumn, toggleEnabled } from './enable-toggle';
import { LineFormDialog } from './LineFormDialog';
import { searchRows, useBusRows } from './use-bus-rows';

const byName = (r: { name: string }) => r.name;

/** 线路: named services (1号线…) each grouping the school's routes; disabled or deleted with a confirm. */
export function LinesTab() {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const all = useBusRows('busLines', byName);
  const routes = useBusRows('busRoutes', byName);
  const routeById = useMemo(() => new Map((routes ?? []).map((r: BusRouteRow) => [r.id, r])), [routes]);
  const routeNames = (l: BusLineRow) => l.routeIds.map((id) => routeById.get(id)?.name ?? '未知路线');
  const rows = useMemo(
    () => searchRows(all, search.query, (l) => [l.name, l.remark, ...l.routeIds.map((id) => routeById.get(id)?.name ?? '')]),
    [all, search.query, routeById],
  );
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('busLine.save');
  const mayDelete = useCanMutate('busLine.delete');
  const [editing, setEditing] = useState<{ row: BusLineRow | null } | null>(null);

  const toggle = (l: BusLineRow) => {
    if (schoolId) void toggleEnabled(l, '线路', (next) => mutate('busLine.save', next));
  };
  const remove = async (l: BusLineRow) => {
    const message = `确定删除线路「${l.name}」吗？其下路线将保留。`;
    if (!schoolId || !(await confirmAction({ message, danger: true }))) return;
    if (await mutate('busLine.delete', { id: l.id, schoolId })) notify.success('删除成功');
  };
  const columns: Column<BusLineRow>[] = [
    { key: 'name', title: '线路名称', width: 140, render: (l) => l.name },
    {
      key: 'routes',
      title: '路线',
      render: (l) => (
        <Text size="sm" lineClamp={2}>
          {l.routeIds
            .map((id) => {
              const r = routeById.get(id);
              return r ? `${r.name}（${ROUTE_PERIODS[r.period].slice(0, 2)}）` : '未知路线';
            })
            .join('、')}
        </Text>
      ),
    },
    { key: 'count', title: '路线数', width: 80, render: (l) => routeNames(l).length },
    {
      key: 'remark',
      title: '备注',
      width: 200,
      render: (l) => (
        <Text size="sm" lineClamp={2}>
          {l.remark || '—'}
        </Text>
      ),
    },
    enabledColumn<BusLineRow>(),
  ];
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="线路、路线名称或备注" aria-label="搜索线路" onChange={paging.toFirstPage} />}
        addLabel="新增线路"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (l) => setEditing({ row: l }) : undefined}
        onDelete={mayDelete ? (l) => void remove(l) : undefined}
        rowExtra={mayEdit ? enableAction(toggle) : undefined}
      />
      {schoolId && (
        <LineFormDialog
          opened={editing !== null}
          onClose={() => setEditing(null)}
          schoolId={schoolId}
          row={editing?.row ?? null}
          routes={routes ?? []}
          lines={all ?? []}
        />
      )}
    </>
  );
}
