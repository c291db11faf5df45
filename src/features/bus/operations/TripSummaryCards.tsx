import { Paper, SimpleGrid, Text } from '@mantine/core';
import { clockOf, durationText, type TripSummary } from '@workers/trajectory/track-analysis';

/** 轨迹回放's six figures of the day (里程, 时长, 速度, 起止时间); — until a track is loaded. */
export function TripSummaryCards({ summary }: { summary: TripSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="trip-summary">
      {[
        ['行驶里程', summary ? `${(summary.distanceM / 1000).toFixed(2)} 公里` : '—'],
        ['行驶时长', summary ? durationText(summary.movingS) : '—'],
        ['停车时长', summary ? durationText(summary.stoppedS) : '—'],
        ['最高速度', summary ? `${summary.maxKmh.toFixed(1)} km/h` : '—'],
        ['平均速度', summary ? `${summary.avgKmh.toFixed(1)} km/h` : '—'],
        ['起止时间', summary && summary.points > 0 ? `${clockOf(summary.start)} — ${clockOf(summary.end)}` : '—'],
      ].map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} size="lg">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
