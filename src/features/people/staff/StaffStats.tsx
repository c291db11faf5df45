import { chinaToday } from '@contract/china-time';
import { type StaffProfileRow, type StaffRecordCount, staffStats } from '@contract/people/staff';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { StatChart } from '@/ui/charts';

function ChartCard({ title, data, kind }: { title: string; data: StaffRecordCount[]; kind: 'bar' | 'donut' }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {data.every((d) => d.value === 0) ? (
        <Text c="dimmed" ta="center" py="xl">
          暂无数据
        </Text>
      ) : (
        <StatChart kind={kind} data={data} unit="人" />
      )}
    </Paper>
  );
}

/** 统计: the staff by status (everyone), and the serving staff by department, education and age, from the replica (offline too). */
export function StaffStats({ profiles }: { profiles: StaffProfileRow[] | undefined }) {
  const stats = useMemo(() => (profiles ? staffStats(profiles, chinaToday(new Date())) : null), [profiles]);
  const figure = (label: string, value: number | undefined) => (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Title order={2}>{value ?? '—'}</Title>
    </Paper>
  );
  const count = (label: string) => stats?.byStatus.find((c) => c.label === label)?.value;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 5 }} mb="md">
        {figure('在职人数', stats?.active)}
        {figure('试用期', count('试用期'))}
        {figure('兼职', count('兼职'))}
        {figure('离职', count('离职'))}
        {figure('退休', (count('退休') ?? 0) + (count('内退') ?? 0))}
      </SimpleGrid>
      {stats && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChartCard title="按状态" kind="donut" data={stats.byStatus.filter((s) => s.value > 0)} />
          <ChartCard title="按部门（在职）" kind="bar" data={stats.byDepartment} />
          <ChartCard title="按学历（在职）" kind="bar" data={stats.byEducation} />
          <ChartCard title="按年龄段（在职）" kind="bar" data={stats.byAge} />
        </SimpleGrid>
      )}
    </>
  );
}
