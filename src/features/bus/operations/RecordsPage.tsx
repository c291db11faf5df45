import { ROUTE_PERIODS } from '@contract/bus/fleet';
import { RECORD_KINDS, type RecordKind, type SiteRecord, type StudentBusRecord, type TripRecord } from '@contract/bus/operations';
import { RIDER_STATE_LABEL } from '@contract/bus/trip-fold';
import type { Paged } from '@contract/orders/school-orders';
import { Alert, Badge, Button, Group, Loader, Paper, Select, Tabs, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { exportBusData, getSiteRecords, getStudentRecords, getTripRecords } from '@/lib/api/calls/bus-ops';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useClasses } from '@/lib/replica/use-classes';
import { useSession } from '@/lib/session/store';
import { dayFileName, saveFile } from '@/lib/xlsx/xlsx-client';
import { type Column, DataTable } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { PageContainer } from '@/ui/PageContainer';
import { TablePager } from '@/ui/TablePager';
import { usePageState } from '@/ui/use-paging';
import { BusImports } from './BusImports';
import { useBusBook } from './use-day-trips';
import { ExportButton } from '@/ui/ExportButton';
import { type DayPair, DateRangePicker } from '@/ui/fields/DateRangePicker';

const PLAYBACK_TAB = 'playback';
// Tabs of their own code, loaded when opened: the records' first paint carries neither.
const AlertRecords = lazy(() => import('./AlertRecords').then((m) => ({ default: m.AlertRecords })));
const PlaybackPanel = lazy(() => import('./PlaybackPanel').then((m) => ({ default: m.PlaybackPanel })));
type AnyRecord = StudentBusRecord | TripRecord | SiteRecord;
const dayText = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const lastMonth = (): [string, string] => [dayText(new Date(Date.now() - 30 * 86_400_000)), dayText(new Date())];

const STUDENT_COLUMNS: Column<StudentBusRecord>[] = [
  { key: 'day', title: '日期', width: 110, render: (r) => r.day },
  { key: 'route', title: '路线', width: 130, render: (r) => r.routeName },
  { key: 'name', title: '幼儿姓名', width: 100, render: (r) => r.studentName },
  { key: 'class', title: '班级', width: 90, render: (r) => r.className },
  { key: 'board', title: '上车', width: 170, render: (r) => (r.boardTime ? `${r.boardTime} ${r.boardStop}` : '—') },
  { key: 'alight', title: '下车', width: 170, render: (r) => (r.alightTime ? `${r.alightTime} ${r.alightStop}` : '—') },
  {
    key: 'state',
    title: '状态',
    render: (r) =>
      r.state === 'absent' ? (
        <Badge color="orange" variant="light">
          缺乘：{r.reason}
        </Badge>
      ) : (
        <Badge variant="light" color={r.state === 'onBoard' ? 'red' : 'teal'}>
          {RIDER_STATE_LABEL[r.state]}
        </Badge>
      ),
  },
];
const TRIP_COLUMNS: Column<TripRecord>[] = [
  { key: 'day', title: '日期', width: 110, render: (r) => r.day },
  { key: 'route', title: '路线', width: 130, render: (r) => `${r.routeName}` },
  { key: 'period', title: '班次', width: 110, render: (r) => ROUTE_PERIODS[r.period] },
  {
    key: 'car',
    title: '车辆',
    width: 120,
    render: (r) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {r.carPlate || '—'}
      </Text>
    ),
  },
  { key: 'driver', title: '司机', width: 80, render: (r) => r.driverName || '—' },
  { key: 'counts', title: '应乘 / 缺乘 / 已下车', width: 170, render: (r) => `${r.expected} / ${r.absent} / ${r.alighted}` },
  { key: 'time', title: '开始—结束', width: 130, render: (r) => `${r.startTime || '—'} — ${r.endTime || '—'}` },
  {
    key: 'status',
    title: '状态',
    render: (r) =>
      r.forced ? (
        <Text size="sm" c="red">
          强制结束：{r.reason}（车上：{r.leftOnBoard.join('、')}）
        </Text>
      ) : (
        <Badge variant="light" color={r.closed ? 'teal' : 'blue'}>
          {r.closed ? '已结束' : '未结束'}
        </Badge>
      ),
  },
];
const SITE_COLUMNS: Column<SiteRecord>[] = [
  { key: 'day', title: '日期', width: 120, render: (r) => r.day },
  { key: 'stop', title: '站点', render: (r) => r.stopName },
  { key: 'board', title: '上车人数', width: 110, render: (r) => r.boardings },
  { key: 'alight', title: '下车人数', width: 110, render: (r) => r.alightings },
  { key: 'absent', title: '缺乘人数', width: 110, render: (r) => r.absences },
];

/**
 * 行驶记录 (/HQGL/ZHXC/XSJL): the server's records over the trip events (online: old events are in no replica), by
 * child, car, stop, route and driver, with a date range and 共 N 条 paging; 导出 downloads the tab's records as .xlsx
 * (a signed blob call), and the route and rider imports sit beside it.
 */
export function RecordsPage() {
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const schoolId = session?.schoolInfo.schoolId;
  const [kind, setKind] = useState<RecordKind | 'alert'>('student');
  // 轨迹回放 sits beside the record tabs: a car's day drawn and played (PlaybackPanel).
  const [playback, setPlayback] = useState(false);
  const [playbackOf, setPlaybackOf] = useState<{ carId: string; day: string } | undefined>();
  const [range, setRange] = useState<DayPair>(lastMonth);
  const [pick, setPick] = useState<string | null>(null);
  const search = useSearchText();
  const [total, setTotal] = useState<number>();
  const paging = usePageState(total);
  const [page, setPage] = useState<Paged<AnyRecord> | null>(null);
  const [loading, setLoading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const book = useBusBook();
  const classes = useClasses();
  if (page && page.total !== total) setTotal(page.total);

  const pickKey = { student: 'classId', car: 'carId', route: 'routeId', driver: 'driverId', site: 'stopId', alert: '' }[kind];
  const pickData =
    kind === 'student'
      ? (classes ?? []).map((c) => ({ value: c.id, label: c.name }))
      : kind === 'car'
        ? [...(book?.cars.values() ?? [])].map((c) => ({ value: c.id, label: c.plate }))
        : kind === 'driver'
          ? [...(book?.drivers.values() ?? [])].map((d) => ({ value: d.id, label: d.name }))
          : kind === 'site'
            ? [...(book?.stops.values() ?? [])].map((s) => ({ value: s.id, label: s.name }))
            : [...(book?.routes.values() ?? [])].map((r) => ({ value: r.id, label: r.name }));
  const filters =
    schoolId && kind !== 'alert'
      ? {
          schoolId,
          startDate: range[0],
          endDate: range[1] ?? range[0],
          [pickKey]: pick,
          ...(kind === 'student' ? { name: search.query } : {}),
        }
      : null;
  const key = JSON.stringify([kind, filters, paging.page, paging.pageSize, online]);

  useEffect(() => {
    const [k, f, pageNum, pageSize] = JSON.parse(key) as [RecordKind, Record<string, string | number | null> | null, number, number];
    if (!f || !online) return;
    const controller = new AbortController();
    const params = { ...f, pageNum, pageSize };
    const o = { signal: controller.signal, quiet: 'unreachable' as const };
    setLoading(true);
    const call: Promise<Paged<AnyRecord>> =
      k === 'student' ? getStudentRecords(params, o) : k === 'site' ? getSiteRecords(params, o) : getTripRecords(k, params, o);
    call
      .then(setPage)
      .catch(() => {})
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [key, online]);

  const switchTab = (k: string | null) => {
    setPlayback(k === PLAYBACK_TAB);
    setPlaybackOf(undefined);
    if (k === PLAYBACK_TAB) return;
    setKind((k ?? 'student') as RecordKind | 'alert');
    setPick(null);
    setPage(null);
    paging.toFirstPage();
  };
  const exportNow = async () => {
    if (!filters || kind === 'alert') return;
    setExporting(true);
    try {
      const blob = await exportBusData({ ...(filters as { schoolId: number }), kind });
      saveFile(await blob.arrayBuffer(), dayFileName('行驶记录', RECORD_KINDS[kind]));
      notify.success('导出成功');
    } catch {
      // The client has toasted the failure.
    } finally {
      setExporting(false);
    }
  };
  // A trip's 轨迹回放 opens the playback tab on its car and day.
  const carOfPlate = (plate: string) => [...(book?.cars.values() ?? [])].find((c) => c.plate === plate && c.gpsDeviceId);
  const tripColumns: Column<TripRecord>[] = [
    ...TRIP_COLUMNS,
    {
      key: 'actions',
      title: '操作',
      width: 100,
      render: (r) => {
        const car = carOfPlate(r.carPlate);
        return car ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setPlaybackOf({ carId: car.id, day: r.day });
              setPlayback(true);
            }}
          >
            轨迹回放
          </Button>
        ) : null;
      },
    },
  ];
  const columns = (kind === 'student' ? STUDENT_COLUMNS : kind === 'site' ? SITE_COLUMNS : tripColumns) as Column<AnyRecord>[];

  return (
    <PageContainer
      title="行驶记录"
      description="按幼儿、车辆、站点、路线和司机查询校车的乘车与行程记录、校车报警记录，并回放车辆一天的行驶轨迹（需要联网）。"
    >
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          当前处于离线状态，行驶记录需要网络连接，联网后即可查看。
        </Alert>
      )}
      <Tabs value={playback ? PLAYBACK_TAB : kind} onChange={switchTab}>
        <Tabs.List>
          {Object.entries(RECORD_KINDS).map(([k, label]) => (
            <Tabs.Tab key={k} value={k}>
              {label}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="alert">报警记录</Tabs.Tab>
          <Tabs.Tab value={PLAYBACK_TAB}>轨迹回放</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {playback ? (
        <Suspense fallback={<Loader size="sm" />}>
          <PlaybackPanel
            key={playbackOf ? `${playbackOf.carId}:${playbackOf.day}` : 'pick'}
            book={book}
            online={online}
            initial={playbackOf}
          />
        </Suspense>
      ) : kind === 'alert' && schoolId ? (
        <Suspense fallback={<Loader size="sm" />}>
          <AlertRecords schoolId={schoolId} online={online} initialRange={lastMonth()} />
        </Suspense>
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Group align="flex-end" justify="space-between">
              <Group align="flex-end">
                <DateRangePicker value={range} onChange={paging.withFirstPage(setRange)} />
                <Select
                  label={{ student: '班级', car: '车辆', route: '路线', driver: '司机', site: '站点', alert: '' }[kind]}
                  placeholder="全部"
                  clearable
                  w={170}
                  data={pickData}
                  value={pick}
                  onChange={paging.withFirstPage(setPick)}
                />
                {kind === 'student' && (
                  <SearchInput label="幼儿姓名" placeholder="请输入幼儿姓名" w={180} search={search} onChange={paging.toFirstPage} />
                )}
              </Group>
              <Group gap="sm">
                {schoolId && <BusImports schoolId={schoolId} online={online} />}
                <ExportButton loading={exporting} disabled={!online} onClick={() => void exportNow()} />
              </Group>
            </Group>
          </Paper>
          <DataTable
            columns={columns}
            rows={online ? (loading && !page ? undefined : (page?.list ?? [])) : []}
            rowKey={(r) => r.id}
            page={paging.page}
            pageSize={paging.pageSize}
          />
          <TablePager total={page?.total ?? 0} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
        </>
      )}
    </PageContainer>
  );
}
