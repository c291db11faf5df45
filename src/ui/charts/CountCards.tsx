import { Paper, Text, Title } from '@mantine/core';
import type { ChartProps } from './chart-props';
import { StatChart } from './index';

/** A headcount chart under its title (人), or 暂无数据 while every count is 0. */
export function CountChartCard({ title, ...chart }: { title: string } & Pick<ChartProps, 'kind' | 'data' | 'height'>) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {chart.data.every((d) => d.value === 0) ? (
        <Text c="dimmed" ta="center" py="xl">
          暂无数据
        </Text>
      ) : (
        <StatChart {...chart} unit="人" />
      )}
    </Paper>
  );
}

/** One headline figure of a statistics page (— while it loads). */
export function FigureCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Title order={2}>{value ?? '—'}</Title>
    </Paper>
  );
}
