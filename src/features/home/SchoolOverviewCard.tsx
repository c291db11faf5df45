import { wordingForStyle } from '@contract/menu';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';
import { useFirstSync } from '@/lib/replica/use-first-sync';
import { CardTitle } from './CardTitle';
import classes from './home.module.css';

/**
 * Class and child counts of the current school, counted in the local replica: live, and there offline too. Before the
 * school's first sync completes the replica's 0 would be untrue: the card says the data is arriving instead.
 */
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
  const firstSync = useFirstSync();
  const arriving = firstSync === 'arriving' || firstSync === 'waiting';

  const figure = (label: string, value: number | undefined, unit: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28} lh={1.3} data-testid={`overview-${label}`}>
        {arriving ? '—' : (value ?? '—')}
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
      {arriving && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="overview-arriving">
          {firstSync === 'arriving' ? '数据同步中…' : '尚未同步，联网后自动获取数据'}
        </Text>
      )}
    </Card>
  );
}
