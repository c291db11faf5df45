import { type BusCarRow, type BusDriverRow, type BusRouteRow, type BusStopRow, ROUTE_PERIODS } from '@contract/bus/fleet';
import { linesByRoute } from '@contract/bus/lines';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { RidersDialog } from './RidersDialog';
import { RouteFormDialog } from './RouteFormDialog';
import { enableAction, enabledColumn, toggleEnabled } from './enable-toggle';
import { searchRows, useBusRows } from './use-bus-rows';

const byName = (r: { name: string }) => r.name;
const byPlate = (c: BusCarRow) => c.plate;

/** 路线: each with its stops in order and planned times, the car, the driver and the teacher on board. */
export function RoutesTab() {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const all = useBusRows('busRoutes', byName);
  const stops = useBusRows('busStops', byName);
  const cars = useBusRows('busCars', byPlate);
  const drivers = useBusRows('busDrivers', byName);
  const lines = useBusRows('busLines', byName);
  const lineOf = useMemo(() => linesByRoute(lines ?? []), [lines]);
  const names = useMemo(
    () => ({
      stop: new Map((stops ?? []).map((s: BusStopRow) => [s.id, s.name])),
      car: new Map((cars ?? []).map((c: BusCarRow) => [c.id, c.plate])),
      driver: new Map((drivers ?? []).map((d: BusDriverRow) => [d.id, d.name])),
    }),
    [stops, cars, drivers],
  );
  const rows = useMemo(
    () => searchRows(all, search.query, (r) => [r.name, ...r.stops.map((s) => names.stop.get(s.stopId) ?? '')]),
    [all, search.query, names],
  );
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('busRoute.save');
  const [editing, setEditing] = useState<{ row: BusRouteRow | null } | null>(null);
  const [riders, setRiders] = useState<BusRouteRow | null>(null);
  const mayArrange = useCanMutate('busRider.save');
  const ridersAction = (r: BusRouteRow) => (
    <Anchor component="button" type="button" size="sm" onClick={() => setRiders(r)}>
      乘车名单
    </Anchor>
  );

  const toggle = (r: BusRouteRow) => {
    if (schoolId) void toggleEnabled(r, '路线', (next) => mutate('busRoute.save', next));
  };
  const columns: Column<BusRouteRow>[] = [
    { key: 'name', title: '路线名称', width: 140, render: (r) => r.name },
    {
      key: 'line',
      title: '所属线路',
      width: 150,
      render: (r) => {
        const line = lineOf.get(r.id);
        if (!line) return '—';
        return (
          <Group gap={4} wrap="nowrap">
            <Text span size="sm">
              {line.name}
            </Text>
            {line.disabled && (
              <Badge color="gray" variant="light" title="所属线路已停用">
                线路停用
              </Badge>
            )}
          </Group>
        );
      },
    },
    { key: 'period', title: '班次', width: 120, render: (r) => ROUTE_PERIODS[r.period] },
    {
      key: 'stops',
      title: '站点（到站时间）',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.stops.map((s) => `${names.stop.get(s.stopId) ?? '未知站点'} ${s.time}`).join(' → ')}
        </Text>
      ),
    },
    { key: 'car', title: '车辆', width: 110, render: (r) => (r.carId ? (names.car.get(r.carId) ?? '—') : '—') },
    { key: 'driver', title: '司机', width: 90, render: (r) => (r.driverId ? (names.driver.get(r.driverId) ?? '—') : '—') },
    { key: 'escort', title: '跟车老师', width: 90, render: (r) => r.escortName || '—' },
    enabledColumn<BusRouteRow>(),
  ];
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="路线或站点名称" aria-label="搜索路线" onChange={paging.toFirstPage} />}
        addLabel="新增路线"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (r) => setEditing({ row: r }) : undefined}
        rowExtra={
          mayArrange || mayEdit
            ? (r) => (
                <Group gap="md" wrap="nowrap">
                  {mayArrange && ridersAction(r)}
                  {mayEdit && enableAction(toggle)(r)}
                </Group>
              )
            : undefined
        }
      />
      {riders && <RidersDialog route={riders} stops={stops ?? []} onClose={() => setRiders(null)} />}
      {schoolId && (
        <RouteFormDialog
          opened={editing !== null}
          onClose={() => setEditing(null)}
          schoolId={schoolId}
          row={editing?.row ?? null}
          stops={stops ?? []}
          cars={cars ?? []}
          drivers={drivers ?? []}
        />
      )}
    </>
  );
}
