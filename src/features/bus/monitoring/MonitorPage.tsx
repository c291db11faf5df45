import {
  CAR_STATUS_LABEL,
  type CarStatus,
  type MapConfig,
  type MonitorCar,
  SCROLL_KIND_LABEL,
  type ScrollItem,
} from '@contract/bus/monitoring';
import { Badge, Button, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellRinging, IconBus, IconCurrentLocation, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { getMapConfig } from '@/lib/api/calls/bus-monitoring';
import { dayjs } from '@/lib/format';
import { useSession } from '@/lib/session/store';
import { EmptyState } from '@/ui/EmptyState';
import { useBusAlerts } from '@/lib/bus/use-bus-alerts';
import { ago } from './ago';
import { MonitorAlerts } from './MonitorAlerts';
import { MonitorMap } from './MonitorMap';
import classes from './monitor.module.css';
import { useMonitor } from './use-monitor';

const STATUS_COLOR: Record<CarStatus, string> = { moving: 'green', parked: 'orange', offline: 'gray' };
const KIND_COLOR: Record<ScrollItem['kind'], string> = { board: 'blue', alight: 'teal', absent: 'orange', close: 'gray', offline: 'red' };
const PERIOD = { morning: '早', afternoon: '晚' } as Record<string, string>;

/** Re-renders every second (the "N 秒前" texts). */
function useNow(skew: number): number {
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now() + skew), 1000);
    return () => clearInterval(t);
  }, [skew]);
  return now;
}

/**
 * 校车监控 (/HQGL/ZHXC/XCJK): a full-screen page outside the shell, opened from 校车总控 in its own window. Every bus
 * of the school with its status, speed, the children on board and its last update, on a live map; a click on a bus
 * (in the list or on the map) selects it and the map follows it. Updates come over the bus socket (use-monitor.ts).
 */
export function MonitorPage({ status }: { status?: ReactNode }) {
  const { session, token } = useSession();
  const schoolId = session?.schoolInfo.schoolId ?? null;
  const alerts = useBusAlerts(schoolId ? { schoolId, state: 'unacked', pageSize: 50 } : null);
  const { data, failed } = useMonitor(schoolId, token, alerts.push);
  const [selected, setSelected] = useState<string | null>(null);
  const [follow, setFollow] = useState(false);
  const [mapConfig, setMapConfig] = useState<MapConfig | null>(null);
  const now = useNow(data?.skew ?? 0);

  useEffect(() => {
    if (!schoolId) return;
    // The last settings seen stand in when the server cannot be reached (the cached tiles still draw then).
    const key = `yuanwu.mapConfig.${schoolId}`;
    getMapConfig(schoolId, { quiet: true })
      .then((c) => {
        localStorage.setItem(key, JSON.stringify(c));
        setMapConfig(c);
      })
      .catch(() => {
        try {
          setMapConfig(JSON.parse(localStorage.getItem(key) ?? 'null') ?? { tiles: null });
        } catch {
          setMapConfig({ tiles: null });
        }
      });
  }, [schoolId]);

  const counts = useMemo(() => {
    const c = { moving: 0, parked: 0, offline: 0 };
    for (const car of data?.cars ?? []) c[car.status]++;
    return c;
  }, [data?.cars]);
  const chosen = data?.cars.find((c) => c.carId === selected) ?? null;
  const select = (carId: string | null) => {
    setSelected(carId);
    setFollow(carId !== null);
  };

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Group gap="sm">
          <IconBus size={24} />
          <Text fw={600} size="lg">
            校车监控
          </Text>
          <Text size="sm" c="rgba(255,255,255,0.75)">
            {session?.schoolInfo.schoolName}
          </Text>
        </Group>
        <Group gap="lg">
          <Text size="sm">共 {data?.cars.length ?? 0} 辆</Text>
          {(Object.keys(CAR_STATUS_LABEL) as CarStatus[]).map((s) => (
            <Group gap={6} key={s} data-testid={`count-${s}`}>
              <span className={classes.dot} data-status={s} />
              <Text size="sm">
                {CAR_STATUS_LABEL[s]} {counts[s]}
              </Text>
            </Group>
          ))}
          <Text size="sm" ff="monospace" data-testid="monitor-clock">
            {dayjs(now).format('YYYY-MM-DD HH:mm:ss')}
          </Text>
          {status}
        </Group>
      </header>
      <div className={classes.body}>
        <aside className={classes.left}>
          <div className={classes.panelTitle}>车辆列表</div>
          <ScrollArea className={classes.scroll}>
            {!data && !failed && (
              <Group justify="center" p="xl">
                <Loader size="sm" />
              </Group>
            )}
            {failed && !data && (
              <Stack align="center" p="xl" gap="xs">
                <Text c="dimmed" size="sm">
                  加载失败，请检查网络
                </Text>
                <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => window.location.reload()}>
                  重新加载
                </Button>
              </Stack>
            )}
            {data && data.cars.length === 0 && <EmptyState title="暂无数据" description="请先在基础设置中添加车辆" />}
            {data?.cars.map((car, i) => (
              <CarItem
                key={car.carId}
                index={i + 1}
                car={car}
                now={now}
                active={car.carId === selected}
                onClick={() => select(car.carId)}
              />
            ))}
          </ScrollArea>
        </aside>
        <main className={classes.centre}>
          {data && (
            <MonitorMap
              cars={data.cars}
              routes={data.routes}
              selected={selected}
              follow={follow}
              onSelect={select}
              onFollow={setFollow}
              mapConfig={mapConfig}
            />
          )}
          {chosen && (
            <div className={classes.selectedCard} data-testid="selected-car">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text fw={600}>{chosen.plate}</Text>
                  <Badge color={STATUS_COLOR[chosen.status]} variant="light">
                    {CAR_STATUS_LABEL[chosen.status]}
                  </Badge>
                </Group>
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant={follow ? 'filled' : 'default'}
                    leftSection={<IconCurrentLocation size={14} />}
                    onClick={() => setFollow(!follow)}
                  >
                    {follow ? '跟随中' : '跟随'}
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="gray" onClick={() => select(null)}>
                    取消选择
                  </Button>
                </Group>
              </Group>
              <div className={classes.facts}>
                <Fact label="速度" value={chosen.position ? `${chosen.position.speed.toFixed(1)} km/h` : '—'} />
                <Fact label="在车幼儿" value={`${chosen.onBoard} 人`} />
                <Fact label="司机" value={chosen.driverName || '—'} />
                <Fact label="路线" value={chosen.routes.map((r) => r.name).join('、') || '—'} />
                <Fact
                  label="位置"
                  value={chosen.position ? `${chosen.position.lat.toFixed(6)}, ${chosen.position.lng.toFixed(6)}` : '—'}
                  testId="selected-position"
                />
                <Fact label="最后更新" value={chosen.position ? dayjs(chosen.position.time).format('HH:mm:ss') : '—'} />
              </div>
            </div>
          )}
        </main>
        <aside className={classes.right}>
          <section className={classes.alerts} data-testid="monitor-alerts-slot" aria-label="告警信息">
            <div className={classes.panelTitle}>
              <Group gap={6}>
                <IconBellRinging size={16} />
                告警信息
              </Group>
            </div>
            <MonitorAlerts view={alerts} now={now} />
          </section>
          <section className={classes.ticker} aria-label="实时动态">
            <div className={classes.panelTitle}>实时动态</div>
            <ScrollArea className={classes.scroll}>
              {data && data.events.length === 0 && (
                <Text c="dimmed" size="sm" ta="center" py="lg">
                  暂无数据
                </Text>
              )}
              {data?.events.map((e) => (
                <div key={e.id} className={classes.tickerItem}>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <Badge size="xs" variant="light" color={KIND_COLOR[e.kind]} style={{ flexShrink: 0 }}>
                      {SCROLL_KIND_LABEL[e.kind]}
                    </Badge>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {dayjs(e.time).format('HH:mm:ss')}
                    </Text>
                  </Group>
                  <Text size="sm">{e.text}</Text>
                </div>
              ))}
            </ScrollArea>
          </section>
        </aside>
      </div>
    </div>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function CarItem({
  car,
  index,
  now,
  active,
  onClick,
}: {
  car: MonitorCar;
  index: number;
  now: number;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      className={classes.car}
      data-active={active || undefined}
      data-testid="monitor-car"
      data-plate={car.plate}
      onClick={onClick}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <Text size="xs" c="dimmed" w={18}>
            {index}
          </Text>
          <Text fw={600}>{car.plate}</Text>
          {!car.inService && (
            <Badge size="xs" color="gray" variant="outline">
              停用
            </Badge>
          )}
        </Group>
        <Badge color={STATUS_COLOR[car.status]} variant="light" data-testid="car-status">
          {CAR_STATUS_LABEL[car.status]}
        </Badge>
      </Group>
      <div className={classes.carFacts}>
        <span>
          速度 <b data-testid="car-speed">{car.position ? car.position.speed.toFixed(1) : '—'}</b> km/h
        </span>
        <span>
          在车 <b data-testid="car-onboard">{car.onBoard}</b> 人
        </span>
        <span data-testid="car-updated" data-time={car.position?.time ?? ''}>
          {car.position ? `${dayjs(car.position.time).format('HH:mm:ss')}（${ago(car.position.receivedAt, now)}）` : '暂无定位'}
        </span>
      </div>
      <Text size="xs" c="dimmed" truncate>
        {car.routes.length > 0 ? car.routes.map((r) => `${PERIOD[r.period] ?? ''}·${r.name}`).join('  ') : '未分配路线'}
        {car.driverName ? `  司机 ${car.driverName}` : ''}
      </Text>
    </UnstyledButton>
  );
}
