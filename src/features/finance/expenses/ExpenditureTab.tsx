import { EXPENDITURE_SOURCES, type ExpenditureRow } from '@contract/finance/expenses';
import { formatFen } from '@contract/finance/fees';
import { PAY_TYPES } from '@contract/finance/bill-rows';
import { Alert, Badge, Button, Group, Paper, Select } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { exportExpenditure, queryExpenditure } from '@/lib/api/calls/expenses';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useSession } from '@/lib/session/store';
import { dayFileName, saveFile } from '@/lib/xlsx/xlsx-client';
import type { Column } from '@/ui/DataTable';
import { usePaging } from '@/ui/use-paging';
import { ANY_DAYS, type DayRange, DayRangeInputs } from '@/ui/fields/DayRangeInputs';
import { ExportButton } from '@/ui/ExportButton';
import { PagedTable } from '@/ui/PagedTable';
import { CategoryFilter } from './CategoryFilter';

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
/** At most this many lines on screen (a school's years of expenses); the export has them all. */
const MAX_ROWS = 5000;

const COLUMNS: Column<ExpenditureRow>[] = [
  { key: 'day', title: '日期', width: 110, render: (r) => r.day },
  { key: 'category', title: '类别', width: 100, render: (r) => r.category },
  {
    key: 'source',
    title: '来源',
    width: 80,
    render: (r) => (
      <Badge variant="light" color={r.source === 'reimbursement' ? 'blue' : r.source === 'book' ? 'teal' : 'gray'}>
        {EXPENDITURE_SOURCES[r.source]}
      </Badge>
    ),
  },
  { key: 'description', title: '说明', render: (r) => r.description || '—' },
  { key: 'person', title: '经办人', width: 90, render: (r) => r.person || '—' },
  { key: 'payType', title: '支付方式', width: 90, render: (r) => (r.payType ? PAY_TYPES[r.payType as keyof typeof PAY_TYPES] : '—') },
  { key: 'amount', title: '金额', width: 140, align: 'right', render: (r) => formatFen(r.amountFen) },
];

/**
 * 支出明细 (queryExpenditure): every expense that moved money — the ledger's expense lines with their source (报销,
 * 记账) — filtered by 类别, 日期 and 支付方式, the 合计 of all of them under every page. The ledger is the server's:
 * offline the tab says it needs the network.
 */
export function ExpenditureTab() {
  const { schoolId } = useReplica();
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const [category, setCategory] = useState<string | null>(null);
  const [payType, setPayType] = useState<string | null>(null);
  const [days, setDays] = useState<DayRange>(ANY_DAYS);
  const { start: startDay, end: endDay } = days;
  const [data, setData] = useState<{ list: ExpenditureRow[]; total: number; sums: { amountFen: number } } | undefined>();
  const [exporting, setExporting] = useState(false);
  const params = {
    schoolId: schoolId ?? 0,
    category: category ?? undefined,
    payType: payType ?? undefined,
    startDay: startDay ?? undefined,
    endDay: endDay ?? undefined,
  };
  const key = JSON.stringify(params);
  const load = useCallback(async () => {
    if (!schoolId || !online) return;
    setData(undefined);
    try {
      setData(await queryExpenditure({ ...JSON.parse(key), pageNum: 1, pageSize: MAX_ROWS }));
    } catch {
      setData({ list: [], total: 0, sums: { amountFen: 0 } });
    }
  }, [key, schoolId, online]);
  useEffect(() => void load(), [load]);
  const paging = usePaging(data?.list);

  const exportAll = async () => {
    if (!data?.total) return void notify.warning('暂无数据可导出');
    setExporting(true);
    try {
      saveFile(await (await exportExpenditure(params)).arrayBuffer(), dayFileName('支出明细'));
      notify.success('导出成功');
    } catch {
      // The client toasts the server's message.
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <CategoryFilter value={category} onChange={paging.withFirstPage(setCategory)} />
            <DayRangeInputs value={days} onChange={paging.withFirstPage(setDays)} />
            <Select
              label="支付方式"
              placeholder="全部"
              w={120}
              clearable
              data={options(PAY_TYPES)}
              value={payType}
              onChange={paging.withFirstPage(setPayType)}
            />
          </Group>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void load()} disabled={!online}>
              刷新
            </Button>
            <ExportButton onClick={() => void exportAll()} loading={exporting} disabled={!online} />
          </Group>
        </Group>
      </Paper>
      {!online ? (
        <Alert color="gray" title="需联网">
          支出明细来自服务器的收支台账，当前处于离线状态，联网后查看。
        </Alert>
      ) : (
        <PagedTable
          columns={COLUMNS}
          paging={paging}
          rowKey={(r) => String(r.id)}
          footer={data && { label: '合计', cells: { amount: <b>{formatFen(data.sums.amountFen)}</b> } }}
        />
      )}
    </>
  );
}
