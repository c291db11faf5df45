import { RIDE, RIDE_ANY } from '@contract/bus/trips';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCan } from '@/lib/session/can';

/** 跟车登记 for who rides the bus: the way into the boarding app, first thing on the workbench. */
export function RideEntry() {
  const own = useCan(RIDE);
  const any = useCan(RIDE_ANY);
  if (!own && !any) return null;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconBus size={36} color="var(--mantine-color-teal-7)" style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg">
              跟车登记
            </Text>
            <Text size="sm" c="dimmed">
              今日校车行程：幼儿上车、下车、缺乘，离线也能用
            </Text>
          </div>
        </Group>
        {/* The button keeps its whole label (开始跟车) on a narrow phone: the text beside it wraps instead. */}
        <Button component={Link} to="/busRide" size="md" h={48} px="md" color="teal" style={{ flexShrink: 0 }}>
          开始跟车
        </Button>
      </Group>
    </Paper>
  );
}
