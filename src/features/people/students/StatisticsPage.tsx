import { wordingForStyle } from '@contract/menu';
import type { StudentRow } from '@contract/people/school-records';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { StatChart } from '@/ui/charts';
import { PageContainer } from '@/ui/PageContainer';
import { type Count, studentStats } from './student-stats';
import { useClasses } from './use-school-records';

/** Every child of the school (any status), live from the replica. */
function useAllStudents(): StudentRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () => (db && schoolId ? db.table<StudentRow>('students').where('schoolId').equals(schoolId).toArray() : []),
    [db, schoolId],
  );
}

function ChartCard({ title, data, kind, height }: { title: string; data: Count[]; kind: 'bar' | 'donut'; height?: number }) {
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
        <StatChart kind={kind} data={data} unit="人" height={height} />
      )}
    </Paper>
  );
}

/** 信息统计: counts of the children by class, grade, gender, age and status, computed on the device (offline too). */
export function StatisticsPage() {
  const { schoolStyle } = useReplica();
  const noun = wordingForStyle('幼儿', schoolStyle);
  const classes = useClasses();
  const students = useAllStudents();
  const stats = useMemo(
    () => (students && classes ? studentStats(students, classes, dayjs().format('YYYY-MM-DD'), schoolStyle) : null),
    [students, classes, schoolStyle],
  );
  const figure = (label: string, value: number | undefined) => (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Title order={2}>{value ?? '—'}</Title>
    </Paper>
  );
  const count = (list: Count[] | undefined, label: string) => list?.find((c) => c.label === label)?.value;

  return (
    <PageContainer title="信息统计" description={`按班级、年级、性别、年龄和状态统计${noun}人数，数据来自本机，离线时也可查看。`}>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {figure(`在园${noun}`, stats?.enrolled)}
        {figure('男', count(stats?.byGender, '男'))}
        {figure('女', count(stats?.byGender, '女'))}
        {figure('离园', count(stats?.byStatus, '离园'))}
        {figure('毕业', count(stats?.byStatus, '毕业'))}
      </SimpleGrid>
      {stats && (
        <>
          <ChartCard title="按班级" kind="bar" data={stats.byClass} height={300} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ChartCard title="按年级" kind="bar" data={stats.byGrade} />
            <ChartCard title="按年龄" kind="bar" data={stats.byAge} />
            <ChartCard title="按性别" kind="donut" data={stats.byGender} />
            <ChartCard title="按状态" kind="donut" data={stats.byStatus} />
          </SimpleGrid>
        </>
      )}
    </PageContainer>
  );
}
