import type { DetailStats } from '@contract/finance/statistics';
import { formatFen } from '@contract/finance/fees';
import { Group, Paper, SegmentedControl, Select, Skeleton, Text } from '@mantine/core';
import { StatChart } from '@/ui/charts';
import { ExportButton } from '@/ui/ExportButton';

const yuan = (fen: number) => fen / 100;
const label = (key: string, unit: DetailStats['unit']) => (unit === 'day' ? `${Number(key.slice(8))}日` : `${Number(key.slice(5))}月`);

export interface ChartPeriod {
  unit: 'day' | 'month';
  /** 'YYYY-MM' by day, 'YYYY' by month. */
  value: string;
}

/** The months of the last three years and the last five years, newest first, for the period pickers. */
function options(unit: ChartPeriod['unit']): { value: string; label: string }[] {
  const now = new Date();
  if (unit === 'month') {
    return Array.from({ length: 5 }, (_, i) => String(now.getFullYear() - i)).map((y) => ({ value: y, label: `${y}年` }));
  }
  return Array.from({ length: 36 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    const v = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    return { value: v, label: `${d.getFullYear()}年${d.getMonth() + 1}月` };
  });
}

/** 收支趋势: a month by day or a year by month (detail), 收入 and 支出 side by side; 导出 the series. */
export function DetailChart({
  period,
  onPeriod,
  stats,
  online,
  exporting,
  onExport,
}: {
  period: ChartPeriod;
  onPeriod: (p: ChartPeriod) => void;
  stats: DetailStats | undefined;
  online: boolean;
  exporting: boolean;
  onExport: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          <Text fw={600}>收支趋势</Text>
          <SegmentedControl
            size="xs"
            aria-label="统计周期"
            value={period.unit}
            data={[
              { value: 'day', label: '按日' },
              { value: 'month', label: '按月' },
            ]}
            onChange={(v) => {
              const unit = v as ChartPeriod['unit'];
              onPeriod({ unit, value: options(unit)[0]?.value ?? '' });
            }}
          />
          <Select
            size="xs"
            w={130}
            aria-label={period.unit === 'day' ? '月份' : '年份'}
            allowDeselect={false}
            data={options(period.unit)}
            value={period.value}
            onChange={(v) => v && onPeriod({ ...period, value: v })}
          />
        </Group>
        <Group gap="md">
          {stats && (
            <Text size="sm" c="dimmed">
              合计：收入 {formatFen(stats.total.incomeFen)}，支出 {formatFen(stats.total.expenseFen)}，净收入{' '}
              {formatFen(stats.total.netFen)}
            </Text>
          )}
          <ExportButton small disabled={!online} loading={exporting} onClick={onExport} />
        </Group>
      </Group>
      {stats ? (
        <StatChart
          kind="bar"
          height={260}
          data={stats.points.map((p) => ({ label: label(p.key, stats.unit), value: yuan(p.netFen) }))}
          series={[
            { name: '收入', color: 'teal.6', values: stats.points.map((p) => yuan(p.incomeFen)) },
            { name: '支出', color: 'orange.6', values: stats.points.map((p) => yuan(p.expenseFen)) },
          ]}
          valueFormatter={(v) => formatFen(Math.round(v * 100))}
        />
      ) : (
        <Skeleton h={260} radius="md" />
      )}
    </Paper>
  );
}
