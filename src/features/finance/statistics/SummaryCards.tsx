import type { MoneyTotals, SchoolStats } from '@contract/finance/statistics';
import { formatFen } from '@contract/finance/fees';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';

const PERIODS = [
  ['today', '今日'],
  ['thisMonth', '本月'],
  ['thisYear', '本年'],
] as const;

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** 今日 / 本月 / 本年: 收入, 支出, 净收入 and 笔数 (static/school). */
export function SummaryCards({ stats }: { stats: SchoolStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {PERIODS.map(([key, label]) => {
        const t: MoneyTotals | undefined = stats?.[key];
        const sub = key === 'today' ? stats?.day : key === 'thisMonth' ? stats?.month : stats?.year;
        return (
          <Paper key={key} withBorder radius="md" p="md" aria-label={`${label}收支`}>
            <Group justify="space-between" mb="sm">
              <Text fw={600}>{label}</Text>
              <Text size="xs" c="dimmed">
                {sub ?? ''}
              </Text>
            </Group>
            {t ? (
              <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                <Figure label="收入" value={formatFen(t.incomeFen)} color="teal.7" />
                <Figure label="支出" value={formatFen(t.expenseFen)} color="orange.7" />
                <Figure label="净收入" value={formatFen(t.netFen)} />
                <Figure label="笔数" value={String(t.count)} />
              </SimpleGrid>
            ) : (
              <Skeleton h={44} />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
