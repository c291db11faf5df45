import { ROUTE_PERIODS } from '@contract/bus/fleet';
import { riderState } from '@contract/bus/trip-fold';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { MONITOR_PAGE } from '@contract/bus/monitoring';
import { IconAlertTriangle, IconDeviceDesktopAnalytics, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useBrowserOnline } from '@/lib/online';
import { canOpen } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { EmptyState } from '@/ui/EmptyState';
import { PageContainer } from '@/ui/PageContainer';
import { TripDetailDialog } from './TripDetailDialog';
import { type BusBook, type DayTrip, TRIP_STATUS_LABEL, type TripStatus, useBusBook, useDayTrips } from './use-day-trips';

const STATUS_COLOR: Record<TripStatus, string> = { notStarted: 'gray', running: 'blue', closed: 'teal', forced: 'red' };
const todayText = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * 校车总控 (/HQGL/ZHXC/XCZK): a day's trips per route, morning and afternoon, with who drives and escorts, the
 * status and the running counts (应乘 / 待上车 / 在车上 / 缺乘 / 已下车). Read from the replica (offline too) and kept live by
 * the bus socket as taps reach the server; a trip ended by force stands out in red with why and who was left, and
 * an ended trip names the riders never marked (待上车) in orange.
 */
export function ControlCentrePage() {
  const { offline, session } = useSession();
  const online = useBrowserOnline() && !offline;
  const [day, setDay] = useState(todayText);
  const { trips, failed, loading, inWindow } = useDayTrips(day, online);
  const book = useBusBook();
  const [detail, setDetail] = useState<string | null>(null);
  const shown = trips?.find((t) => t.route.id === detail) ?? null;

  return (
    <PageContainer title="校车总控" description="当天各路线的行程与乘车人数，跟车老师登记后实时更新；离线时显示本机已同步的数据。">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" justify="space-between">
          <DateInput
            label="日期"
            valueFormat="YYYY-MM-DD"
            w={180}
            value={day}
            maxDate={todayText()}
            onChange={(v) => v && setDay(String(v).slice(0, 10))}
            aria-label="选择日期"
          />
          <Group gap="xs">
            {session && canOpen(session, MONITOR_PAGE) && (
              // 校车监控 stands alone, full screen, in a window of its own.
              <Button
                component="a"
                href={MONITOR_PAGE}
                target="_blank"
                rel="noopener"
                leftSection={<IconDeviceDesktopAnalytics size={16} />}
              >
                实时监控
              </Button>
            )}
            {day !== todayText() && (
              <Button variant="default" onClick={() => setDay(todayText())}>
                回到今天
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      {!online && !inWindow && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          当前处于离线状态，本机只保存近期的行程，更早的日期需要联网查看。
        </Alert>
      )}
      {failed && (
        <Text c="red" size="sm">
          行程加载失败，请稍后重试。
        </Text>
      )}
      {trips && trips.length === 0 && <EmptyState />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(trips ?? []).map((trip) => (
          <TripCard key={trip.route.id} trip={trip} book={book} loading={loading} onDetail={() => setDetail(trip.route.id)} />
        ))}
      </SimpleGrid>
      {book && <TripDetailDialog trip={shown} day={day} book={book} onClose={() => setDetail(null)} />}
    </PageContainer>
  );
}

function TripCard({ trip, book, loading, onDetail }: { trip: DayTrip; book: BusBook | undefined; loading: boolean; onDetail: () => void }) {
  const { route, counts, status, state } = trip;
  const car = route.carId ? book?.cars.get(route.carId)?.plate : undefined;
  const driver = route.driverId ? book?.drivers.get(route.driverId)?.name : undefined;
  const left = state.close?.leftOnBoard.map((id) => book?.students.get(id)?.name ?? '—') ?? [];
  // Riders never marked (neither boarded nor absent): once the trip has ended, each is named.
  const unmarked = state.close
    ? trip.riders.filter((r) => riderState(state, r.studentId) === 'waiting').map((r) => book?.students.get(r.studentId)?.name ?? '—')
    : [];
  const count = (label: string, value: number, color?: string) => (
    <Stack gap={0} align="center" data-count={label}>
      <Text size="xl" fw={700} c={color}>
        {loading ? '…' : value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={status === 'forced' ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
      data-trip={route.name}
    >
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={5}>{route.name}</Title>
          <Badge variant="light" color={route.period === 'morning' ? 'orange' : 'indigo'}>
            {ROUTE_PERIODS[route.period]}
          </Badge>
        </Group>
        <Badge color={STATUS_COLOR[status]} variant={status === 'forced' ? 'filled' : 'light'} data-status>
          {TRIP_STATUS_LABEL[status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        车辆：{car ?? '—'}　司机：{driver ?? '—'}　跟车老师：{route.escortName || '—'}
      </Text>
      <Group grow my="md">
        {count('应乘', counts.expected)}
        {count('待上车', counts.waiting, state.close && counts.waiting > 0 ? 'orange' : 'gray')}
        {count('在车上', counts.onBoard, 'blue')}
        {count('缺乘', counts.absent, counts.absent > 0 ? 'orange' : undefined)}
        {count('已下车', counts.alighted, 'teal')}
      </Group>
      {status === 'forced' && state.close && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="sm" p="xs">
          强制结束：{state.close.reason}；车上留有：{left.join('、') || '—'}（{state.close.recorderName || '跟车老师'}）
        </Alert>
      )}
      {unmarked.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} mb="sm" p="xs" data-testid="trip-unmarked">
          结束时未登记（待上车）：{unmarked.join('、')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="light" size="xs" onClick={onDetail}>
          行程详情
        </Button>
      </Group>
    </Paper>
  );
}
