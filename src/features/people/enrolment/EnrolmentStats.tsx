import { ENROLMENT_STATE_NAMES, type EnrolmentRow, enrolmentStatistics } from '@contract/people/enrolment';
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';

interface Props {
  rows: EnrolmentRow[];
  gradeName: (grade: number) => string;
}

/** Badge and bar colour of each state (待审核, 已录取, 未录取, 已分班). */
export const STATE_COLORS: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'red', 3: 'green' };

/** One bar list: label, count and a bar in proportion to the largest. */
function Bars({ title, items }: { title: string; items: { label: string; count: number; color?: string }[] }) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          暂无数据
        </Text>
      ) : (
        <Stack gap={6}>
          {items.map((i) => (
            <div key={i.label} title={`${title} ${i.label} ${i.count}`}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{i.label}</Text>
                <Text size="sm" fw={600}>
                  {i.count}
                </Text>
              </Group>
              <Progress value={(i.count / max) * 100} color={i.color ?? 'blue'} size="sm" />
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** 招生统计: applications by state, intended grade and month, counted from the replica (offline too). */
export function EnrolmentStats({ rows, gradeName }: Props) {
  const stats = useMemo(() => enrolmentStatistics(rows), [rows]);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Bars
        title={`按状态（共 ${stats.total} 份）`}
        items={[0, 1, 2, 3].map((s) => ({ label: ENROLMENT_STATE_NAMES[s] ?? '', count: stats.byState[s] ?? 0, color: STATE_COLORS[s] }))}
      />
      <Bars
        title="按意向年级"
        items={Object.entries(stats.byGrade)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([g, count]) => ({ label: gradeName(Number(g)), count }))}
      />
      <Bars title="按月份" items={stats.byMonth.slice(-6).map((m) => ({ label: m.month, count: m.count, color: 'teal' }))} />
    </SimpleGrid>
  );
}
