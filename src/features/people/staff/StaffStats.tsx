import { chinaToday } from '@contract/china-time';
import { type StaffProfileRow, staffStats } from '@contract/people/staff';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { CountChartCard, FigureCard } from '@/ui/charts/CountCards';

/** 统计: the staff by status (everyone), and the serving staff by department, education and age, from the replica (offline too). */
export function StaffStats({ profiles }: { profiles: StaffProfileRow[] | undefined }) {
  const stats = useMemo(() => (profiles ? staffStats(profiles, chinaToday(new Date())) : null), [profiles]);
  const count = (label: string) => stats?.byStatus.find((c) => c.label === label)?.value;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 5 }} mb="md">
        <FigureCard label="在职人数" value={stats?.active} />
        <FigureCard label="试用期" value={count('试用期')} />
        <FigureCard label="兼职" value={count('兼职')} />
        <FigureCard label="离职" value={count('离职')} />
        <FigureCard label="退休" value={(count('退休') ?? 0) + (count('内退') ?? 0)} />
      </SimpleGrid>
      {stats && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <CountChartCard title="按状态" kind="donut" data={stats.byStatus.filter((s) => s.value > 0)} />
          <CountChartCard title="按部门（在职）" kind="bar" data={stats.byDepartment} />
          <CountChartCard title="按学历（在职）" kind="bar" data={stats.byEducation} />
          <CountChartCard title="按年龄段（在职）" kind="bar" data={stats.byAge} />
        </SimpleGrid>
      )}
    </>
  );
}
