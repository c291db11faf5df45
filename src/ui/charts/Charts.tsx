import { BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import '@mantine/charts/styles.css';
import type { ChartProps } from './chart-props';

const PALETTE = ['teal.6', 'blue.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6', 'yellow.6', 'red.6'];

/**
 * The charts of the app (recharts through @mantine/charts), loaded with the screen that draws one: import them
 * through `StatChart` (./index.tsx), never directly, so the library stays out of every other chunk.
 */
export default function Chart({ kind, data, unit = '', height = 260, series, valueFormatter }: ChartProps) {
  if (kind === 'donut') {
    const slices = data.map((d, i) => ({ name: d.label, value: d.value, color: PALETTE[i % PALETTE.length] ?? 'gray.6' }));
    const total = data.reduce((n, d) => n + d.value, 0);
    return (
      <Group justify="center" gap="xl" h={height} wrap="nowrap">
        <DonutChart
          size={Math.min(height - 40, 200)}
          thickness={28}
          withTooltip
          tooltipDataSource="segment"
          chartLabel={`${total}${unit}`}
          data={slices.filter((s) => s.value > 0)}
        />
        <Stack gap={6}>
          {slices.map((s) => (
            <Group key={s.name} gap={8} wrap="nowrap">
              <ColorSwatch size={12} color={`var(--mantine-color-${s.color.replace('.', '-')})`} />
              <Text size="sm">
                {s.name} {s.value}
                {unit}
                {total > 0 ? `（${Math.round((s.value / total) * 100)}%）` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    );
  }
  if (series) {
    return (
      <BarChart
        h={height}
        data={data.map((d, i) => ({ label: d.label, ...Object.fromEntries(series.map((s) => [s.name, s.values[i] ?? 0])) }))}
        dataKey="label"
        series={series.map((s) => ({ name: s.name, color: s.color }))}
        valueFormatter={valueFormatter}
        withLegend
        tickLine="y"
        gridAxis="y"
      />
    );
  }
  return (
    <BarChart
      h={height}
      data={data.map((d) => ({ label: d.label, 人数: d.value }))}
      dataKey="label"
      series={[{ name: '人数', color: 'teal.6' }]}
      unit={unit}
      withBarValueLabel
      valueLabelProps={{ position: 'inside', fill: 'white' }}
      tickLine="y"
      gridAxis="y"
    />
  );
}
