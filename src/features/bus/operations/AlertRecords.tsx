import { ALERT_ACK_PERMISSION, ALERT_KINDS, type AlertKind, type BusAlert } from '@contract/bus/alerts';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useBusAlerts } from '@/lib/bus/use-bus-alerts';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { usePageState } from '@/ui/use-paging';
import { connectBusSocket } from '@/lib/bus-socket';
import { useBusBook } from './use-day-trips';
import { type DayPair, DateRangePicker } from '@/ui/fields/DateRangePicker';

const KIND_COLOR: Record<AlertKind, string> = { overspeed: 'red', offRoute: 'orange', parking: 'yellow', silent: 'gray' };
const STATES = [
  { value: 'all', label: '全部' },
  { value: 'unacked', label: '未处理' },
  { value: 'open', label: '进行中' },
];
const time = (iso: string | null) => formatDateTime(iso).slice(5, 16);

/**
 * 行驶记录 → 报警记录: the school's bus alerts (GET /api/bus/alerts through useBusAlerts), newest first, with the
 * bus socket's `alert` messages merged while the tab is open; 确认处理 (its own action) records who and when.
 */
export function AlertRecords({ schoolId, online, initialRange }: { schoolId: number; online: boolean; initialRange: [string, string] }) {
  const { token } = useSession();
  const [range, setRange] = useState<DayPair>(initialRange);
  const mayAck = useCan(ALERT_ACK_PERMISSION);
  const book = useBusBook();
  const [kind, setKind] = useState<string | null>(null);
  const [carId, setCarId] = useState<string | null>(null);
  const [state, setState] = useState<string>('all');
  const [total, setTotal] = useState<number>();
  const paging = usePageState(total);
  const [acking, setAcking] = useState<string | null>(null);
  const alerts = useBusAlerts(
    online
      ? {
          schoolId,
          startDate: range[0] ?? undefined,
          endDate: range[1] ?? range[0] ?? undefined,
          kind: (kind ?? undefined) as AlertKind | undefined,
          carId: carId ?? undefined,
          state: state as 'all' | 'open' | 'unacked',
          pageNum: paging.page,
          pageSize: paging.pageSize,
        }
      : null,
  );
  const { push } = alerts;
  if (alerts.page && alerts.page.total !== total) setTotal(alerts.page.total);

  useEffect(() => {
    if (!token || !online) return;
    return connectBusSocket({ token, onMessage: (m) => m.type === 'alert' && push(m.alerts) });
  }, [token, online, push]);

  const acknowledge = async (a: BusAlert) => {
    if (!(await confirmAction({ title: '确认处理', message: `确认已处理该报警？${a.message}` }))) return;
    setAcking(a.id);
    try {
      await alerts.ack(a.id);
      notify.success('已确认处理');
    } catch {
      // The client has toasted the refusal.
    } finally {
      setAcking(null);
    }
  };

  const columns: Column<BusAlert>[] = [
    { key: 'time', title: '报警时间', width: 120, render: (a) => time(a.startedAt) },
    {
      key: 'kind',
      title: '报警类型',
      width: 100,
      render: (a) => (
        <Badge variant="light" color={KIND_COLOR[a.kind]}>
          {ALERT_KINDS[a.kind]}
        </Badge>
      ),
    },
    {
      key: 'car',
      title: '车辆',
      width: 110,
      render: (a) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {a.plate}
        </Text>
      ),
    },
    { key: 'route', title: '路线', width: 120, render: (a) => a.routeName || '—' },
    { key: 'message', title: '报警内容', render: (a) => a.message },
    {
      key: 'ended',
      title: '状态',
      width: 110,
      render: (a) =>
        a.endedAt ? (
          <Text size="sm" c="dimmed">
            {time(a.endedAt)} 结束
          </Text>
        ) : (
          <Badge color="red" variant="dot">
            进行中
          </Badge>
        ),
    },
    {
      key: 'ack',
      title: '处理',
      width: 150,
      render: (a) =>
        a.ackAt ? (
          <Stack gap={0}>
            <Text size="sm" c="teal">
              {a.ackName} 已确认
            </Text>
            <Text size="xs" c="dimmed">
              {time(a.ackAt)}
            </Text>
          </Stack>
        ) : mayAck ? (
          <Button size="compact-sm" variant="light" loading={acking === a.id} onClick={() => void acknowledge(a)}>
            确认处理
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            未处理
          </Text>
        ),
    },
  ];

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <DateRangePicker value={range} onChange={paging.withFirstPage(setRange)} />
          <Select
            label="报警类型"
            placeholder="全部"
            clearable
            w={150}
            data={Object.entries(ALERT_KINDS).map(([value, label]) => ({ value, label }))}
            value={kind}
            onChange={paging.withFirstPage(setKind)}
          />
          <Select
            label="车辆"
            placeholder="全部"
            clearable
            w={150}
            data={[...(book?.cars.values() ?? [])].map((c) => ({ value: c.id, label: c.plate }))}
            value={carId}
            onChange={paging.withFirstPage(setCarId)}
          />
          <Select
            label="处理状态"
            w={130}
            data={STATES}
            value={state}
            allowDeselect={false}
            onChange={(v) => {
              setState(v ?? 'all');
              paging.toFirstPage();
            }}
          />
        </Group>
      </Paper>
      <DataTable
        columns={columns}
        rows={online ? (alerts.loading && !alerts.page ? undefined : (alerts.page?.list ?? [])) : []}
        rowKey={(a) => a.id}
        page={paging.page}
        pageSize={paging.pageSize}
      />
      <TablePager total={alerts.page?.total ?? 0} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
    </>
  );
}
