import { wordingForStyle } from '@contract/menu';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';
import { CardTitle } from './CardTitle';
import classes from './home.module.css';

/** Class and child counts of the current school, counted in the local replica: live, and there offline too. */
export function SchoolOverviewCard() {
  const { db, schoolId, schoolStyle } = useReplica();
  const counts = useLiveQuery(async () => {
    if (!db || !schoolId) return null;
    const [classCount, studentCount] = await Promise.all([
      db.table('classes').where('schoolId').equals(schoolId).count(),
      db.table('students').where('schoolId').equals(schoolId).count(),
    ]);
    return { classCount, studentCount };
  }, [db, schoolId]);
  const noun = wordingForStyle('幼儿', schoolStyle);

  const figure = (label: string, value: number | undefined, unit: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28} lh={1.3} data-testid={`overview-${label}`}>
        {value ?? '—'}
        <Text span size="sm" c="dimmed" fw={400} ml={4}>
          {unit}
        </Text>
      </Text>
    </div>
  );

  return (
    <Card padding="lg">
      <CardTitle
        icon={IconChartPie}
        title="园所概况"
        extra={
          <UnstyledButton component={Link} to="/YWGL/JCXX/YEGL" className={classes.moreLink}>
            {noun}管理
          </UnstyledButton>
        }
      />
      <SimpleGrid cols={2} mt="md">
        {figure('班级', counts?.classCount, '个')}
        {figure(noun, counts?.studentCount, '名')}
      </SimpleGrid>
    </Card>
  );
}
