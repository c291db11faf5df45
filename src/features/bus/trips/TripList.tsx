import { ROUTE_PERIODS } from '@contract/bus/fleet';
import { RIDE_ANY } from '@contract/bus/trips';
import { tripCounts, tripState } from '@contract/bus/trip-fold';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBus, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { EmptyState } from '@/ui/EmptyState';
import { FullPageLoader } from '@/ui/FullPageLoader';
import classes from './ride.module.css';
import { useDayTripEvents, useRideRoutes, useRidersByRoute } from './use-ride';

interface TripListProps {
  day: string;
  onOpen: (routeId: string) => void;
  status: ReactNode;
}

/** Today's trips: the routes I ride as their bus teacher (every route with 全部路线), morning first, 已结束 shown. */
export function TripList({ day, onOpen, status }: TripListProps) {
  const { session } = useSession();
  const any = useCan(RIDE_ANY);
  const routes = useRideRoutes();
  const events = useDayTripEvents(day);
  const riders = useRidersByRoute();
  const mine = useMemo(() => routes?.filter((r) => any || r.escortId === session?.userId), [routes, any, session]);
  if (!mine || !events || !riders) return <FullPageLoader />;
  return (
    <div className={classes.page}>
      <div className={classes.top}>
        <Group justify="space-between" wrap="nowrap" py={4}>
          <Group gap={8} wrap="nowrap">
            <IconBus size={28} color="var(--mantine-color-teal-7)" />
            <div>
              <Title order={3} fz={20}>
                跟车登记
              </Title>
              <Text size="xs" c="dimmed">
                {day}
              </Text>
            </div>
          </Group>
          {status}
        </Group>
      </div>
      <div className={classes.body}>
        <Text fw={600} mb="xs">
          今日行程
        </Text>
        {mine.length === 0 ? (
          <EmptyState description="今天没有您跟车的路线" />
        ) : (
          <Stack gap="sm">
            {mine.map((route) => {
              const state = tripState(events.filter((e) => e.routeId === route.id));
              const counts = tripCounts(
                state,
                (riders.get(route.id) ?? []).map((r) => r.studentId),
              );
              const started = state.history.length > 0;
              return (
                <Paper
                  key={route.id}
                  withBorder
                  radius="md"
                  p="md"
                  className={classes.trip}
                  role="button"
                  tabIndex={0}
                  data-testid="trip"
                  data-name={route.name}
                  onClick={() => onOpen(route.id)}
                  onKeyDown={(e) => e.key === 'Enter' && onOpen(route.id)}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div className={classes.grow}>
                      <Group gap={8} mb={4}>
                        <Text fw={700} fz={20}>
                          {route.name}
                        </Text>
                        {state.close ? (
                          <Badge color={state.close.forced ? 'red' : 'gray'} size="lg" radius="sm" tt="none">
                            {state.close.forced ? '已强制结束' : '已结束'}
                          </Badge>
                        ) : (
                          started && (
                            <Badge color="teal" size="lg" radius="sm" tt="none">
                              进行中
                            </Badge>
                          )
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {ROUTE_PERIODS[route.period]} · {route.stops.length} 站 · {route.stops[0]?.time}–{route.stops.at(-1)?.time}
                      </Text>
                      <Text size="sm" mt={4}>
                        应乘 {counts.expected} · 在车上 {counts.onBoard} · 已下车 {counts.alighted} · 缺乘 {counts.absent}
                      </Text>
                    </div>
                    <IconChevronRight size={28} color="var(--mantine-color-gray-6)" />
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </div>
    </div>
  );
}
