import { wordingForStyle } from '@contract/menu';
import type { StudentRow } from '@contract/people/school-records';
import { SimpleGrid } from '@mantine/core';
import dayjs from 'dayjs';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { CountChartCard, FigureCard } from '@/ui/charts/CountCards';
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
  const count = (list: Count[] | undefined, label: string) => list?.find((c) => c.label === label)?.value;

  return (
    <PageContainer title="信息统计" description={`按班级、年级、性别、年龄和状态统计${noun}人数，数据来自本机，离线时也可查看。`}>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <FigureCard label={`在园${noun}`} value={stats?.enrolled} />
        <FigureCard label="男" value={count(stats?.byGender, '男')} />
        <FigureCard label="女" value={count(stats?.byGender, '女')} />
        <FigureCard label="离园" value={count(stats?.byStatus, '离园')} />
        <FigureCard label="毕业" value={count(stats?.byStatus, '毕业')} />
      </SimpleGrid>
      {stats && (
        <>
          <CountChartCard title="按班级" kind="bar" data={stats.byClass} height={300} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CountChartCard title="按年级" kind="bar" data={stats.byGrade} />
            <CountChartCard title="按年龄" kind="bar" data={stats.byAge} />
            <CountChartCard title="按性别" kind="donut" data={stats.byGender} />
            <CountChartCard title="按状态" kind="donut" data={stats.byStatus} />
          </SimpleGrid>
        </>
      )}
    </PageContainer>
  );
}
