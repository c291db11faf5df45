import type { FeeStats, FeeStatsRow } from '@contract/finance/statistics';
import { Drawer, Group, Stack, Text } from '@mantine/core';
import { getStatsList } from '@/lib/api/calls/finance-stats';
import type { Column } from '@/ui/DataTable';
import { FEE_MONEY, feeFooter } from './stats-columns';
import { StatsTable } from './StatsTable';
import { useOnlineStats } from './use-online-stats';
import { ExportButton } from '@/ui/ExportButton';

const COLUMNS: Column<FeeStatsRow>[] = [
  { key: 'name', title: '幼儿姓名', width: 110, render: (r) => r.name },
  { key: 'class', title: '班级', width: 110, render: (r) => r.className || '—' },
  ...FEE_MONEY,
];

/** 项目明细 (itemStu): the children who paid one fee item in the period, with its own export. */
export function ItemChildrenDrawer({
  item,
  query,
  online,
  exporting,
  onExport,
  onClose,
}: {
  item: FeeStatsRow | null;
  query: Record<string, string | number>;
  online: boolean;
  exporting: boolean;
  onExport: () => void;
  onClose: () => void;
}) {
  const key = item && online ? JSON.stringify({ ...query, itemId: item.id }) : null;
  const { data } = useOnlineStats<FeeStats>(key, (signal) =>
    getStatsList('itemStu', { ...query, itemId: item?.id ?? '' }, { signal, quiet: 'unreachable' }),
  );
  return (
    <Drawer opened={item !== null} onClose={onClose} position="right" size="xl" title={`项目明细：${item?.name ?? ''}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {String(query.startDate)} 至 {String(query.endDate)}
          </Text>
          <ExportButton small disabled={!online} loading={exporting} onClick={onExport} />
        </Group>
        <StatsTable rows={data?.rows} columns={COLUMNS} rowKey={(r) => r.id} footer={data && feeFooter(data.total, false)} />
      </Stack>
    </Drawer>
  );
}
