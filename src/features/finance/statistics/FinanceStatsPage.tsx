import { PAY_TYPES } from '@contract/finance/bill-rows';
import {
  type DetailStats,
  type ExpendStats,
  FINANCE_STATS_LISTS,
  type FeeStats,
  type FeeStatsRow,
  FinanceStatsMsg,
  type FinanceStatsList,
  type SchoolStats,
} from '@contract/finance/statistics';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Tabs } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { exportDetailStats, exportStatsList, getDetailStats, getSchoolStats, getStatsList } from '@/lib/api/calls/finance-stats';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useClasses } from '@/lib/replica/use-classes';
import { useSession } from '@/lib/session/store';
import { dayFileName, saveFile } from '@/lib/xlsx/xlsx-client';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { PageContainer } from '@/ui/PageContainer';
import { type ChartPeriod, DetailChart } from './DetailChart';
import { ItemChildrenDrawer } from './ItemChildrenDrawer';
import { PRESETS, thisMonth } from './period';
import { childrenColumn, EXPEND_COLUMNS, expendFooter, FEE_MONEY, feeFooter, INCOME_COLUMNS } from './stats-columns';
import { StatsTable } from './StatsTable';
import { SummaryCards } from './SummaryCards';
import { useOnlineStats } from './use-online-stats';
import { ExportButton } from '@/ui/ExportButton';
import { type DayPair, DateRangePicker } from '@/ui/fields/DateRangePicker';

type Tab = Exclude<FinanceStatsList, 'itemStu'>;
const TABS: readonly Tab[] = ['class', 'classStu', 'item', 'income', 'expend'];
/** The tabs listing one ledger kind by itemName (支出 by category, 收入 by project). */
const isKindTab = (t: Tab): t is 'expend' | 'income' => t === 'expend' || t === 'income';

/**
 * 收支统计 (/YWGL/CWGL/SZTJ): today's, this month's and this year's 收入, 支出, 净收入 and 笔数, the month by day or
 * the year by month as a chart, and the period's fees by class, child and item, its other income by project and its
 * expenses by category, each
 * with its 合计 row and an xlsx export whose sums are the screen's. Every figure is the server's sum over the ledger
 * (docs/finance.md, "Statistics"): online only.
 */
export function FinanceStatsPage() {
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const schoolId = session?.schoolInfo.schoolId;
  const [range, setRange] = useState<DayPair>(PRESETS.month);
  const [payType, setPayType] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('class');
  const [classId, setClassId] = useState<string | null>(null);
  const search = useSearchText();
  const [reload, setReload] = useState(0);
  const [period, setPeriod] = useState<ChartPeriod>(() => ({ unit: 'day', value: thisMonth() }));
  const [item, setItem] = useState<FeeStatsRow | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const classes = useClasses();

  const start = range[0];
  const end = range[1] ?? range[0];
  const pay: Record<string, number> = payType ? { payType: Number(payType) } : {};
  const query = schoolId && start && end ? { schoolId, startDate: start, endDate: end, ...pay } : null;
  const listQuery =
    query && tab === 'classStu' ? { ...query, ...(classId ? { classId } : {}), ...(search.query ? { name: search.query } : {}) } : query;
  const detailQuery = schoolId ? { schoolId, [period.unit === 'day' ? 'month' : 'year']: period.value, ...pay } : null;
  const quiet = { quiet: 'unreachable' as const };

  const summary = useOnlineStats<SchoolStats>(online && schoolId ? JSON.stringify([schoolId, payType, reload]) : null, (signal) =>
    getSchoolStats({ schoolId: schoolId as number, ...pay }, { signal, ...quiet }),
  );
  const detail = useOnlineStats<DetailStats>(online && detailQuery ? JSON.stringify([detailQuery, reload]) : null, (signal) =>
    getDetailStats(detailQuery ?? {}, { signal, ...quiet }),
  );
  const list = useOnlineStats<FeeStats | ExpendStats>(online && listQuery ? JSON.stringify([tab, listQuery, reload]) : null, (signal) =>
    isKindTab(tab) ? getStatsList(tab, listQuery ?? {}, { signal, ...quiet }) : getStatsList(tab, listQuery ?? {}, { signal, ...quiet }),
  );

  const download = async (what: string, blob: () => Promise<Blob>, name: string) => {
    setExporting(what);
    try {
      saveFile(await (await blob()).arrayBuffer(), dayFileName('收支统计', name));
      notify.success('导出成功');
    } catch {
      // The client has toasted the failure.
    } finally {
      setExporting(null);
    }
  };

  const classColumns: Column<FeeStatsRow>[] = [
    { key: 'name', title: '班级', render: (r) => r.name },
    childrenColumn,
    ...FEE_MONEY,
    {
      key: 'actions',
      title: '操作',
      width: 100,
      render: (r) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setClassId(r.id);
            setTab('classStu');
          }}
        >
          查看幼儿
        </Anchor>
      ),
    },
  ];
  const childColumns: Column<FeeStatsRow>[] = [
    { key: 'name', title: '幼儿姓名', width: 120, render: (r) => r.name },
    { key: 'class', title: '班级', render: (r) => r.className || '—' },
    ...FEE_MONEY,
  ];
  const itemColumns: Column<FeeStatsRow>[] = [
    { key: 'name', title: '收费项目', render: (r) => r.name },
    childrenColumn,
    ...FEE_MONEY,
    {
      key: 'actions',
      title: '操作',
      width: 100,
      render: (r) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setItem(r)}>
          明细
        </Anchor>
      ),
    },
  ];
  const fees = list.data && 'rows' in list.data && !isKindTab(tab) ? (list.data as FeeStats) : undefined;
  const expend = list.data && isKindTab(tab) ? (list.data as ExpendStats) : undefined;

  return (
    <PageContainer
      title="收支统计"
      description="收入、支出与净收入均为收支流水的合计（按日期统计，金额精确到分）；统计由服务器计算，需要联网查看。"
      actions={
        <Button variant="default" leftSection={<IconRefresh size={16} />} disabled={!online} onClick={() => setReload((n) => n + 1)}>
          刷新
        </Button>
      }
    >
      {!online ? (
        <Alert color="gray" icon={<IconWifiOff size={18} />} title={FinanceStatsMsg.offline}>
          当前处于离线状态。收支统计由服务器根据收支流水计算，联网后即可查看和导出。
        </Alert>
      ) : (
        <>
          <SummaryCards stats={summary.data} />
          <DetailChart
            period={period}
            onPeriod={setPeriod}
            stats={detail.data}
            online={online}
            exporting={exporting === 'detail'}
            onExport={() =>
              detailQuery &&
              void download(
                'detail',
                () => exportDetailStats(detailQuery),
                period.unit === 'day' ? `收支明细-${period.value}` : `收支明细-${period.value}年`,
              )
            }
          />
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Group align="flex-end" justify="space-between">
                <Group align="flex-end" gap="sm">
                  <DateRangePicker value={range} onChange={setRange} />
                  <Button.Group>
                    <Button variant="default" onClick={() => setRange(PRESETS.day())}>
                      今日
                    </Button>
                    <Button variant="default" onClick={() => setRange(PRESETS.month())}>
                      本月
                    </Button>
                    <Button variant="default" onClick={() => setRange(PRESETS.year())}>
                      本年
                    </Button>
                  </Button.Group>
                  <Select
                    label="支付方式"
                    placeholder="全部"
                    clearable
                    w={130}
                    data={Object.entries(PAY_TYPES).map(([value, label]) => ({ value, label }))}
                    value={payType}
                    onChange={setPayType}
                  />
                  {tab === 'classStu' && (
                    <>
                      <Select
                        label="班级"
                        placeholder="全部"
                        clearable
                        w={150}
                        data={(classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
                        value={classId}
                        onChange={setClassId}
                      />
                      <SearchInput label="幼儿姓名" placeholder="请输入幼儿姓名" w={170} search={search} />
                    </>
                  )}
                </Group>
                <ExportButton
                  loading={exporting === tab}
                  disabled={!listQuery}
                  onClick={() => listQuery && void download(tab, () => exportStatsList(tab, listQuery), FINANCE_STATS_LISTS[tab].title)}
                />
              </Group>
              <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)}>
                <Tabs.List>
                  {TABS.map((t) => (
                    <Tabs.Tab key={t} value={t}>
                      {t === 'expend' ? '支出' : FINANCE_STATS_LISTS[t].title}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Tabs>
              {isKindTab(tab) ? (
                <StatsTable
                  key={tab}
                  rows={expend?.rows}
                  columns={tab === 'income' ? INCOME_COLUMNS : EXPEND_COLUMNS}
                  rowKey={(r) => r.name}
                  footer={expend && expendFooter(expend.total)}
                />
              ) : (
                <StatsTable
                  key={tab}
                  rows={fees?.rows}
                  columns={tab === 'class' ? classColumns : tab === 'item' ? itemColumns : childColumns}
                  rowKey={(r) => r.id || r.name}
                  footer={fees && feeFooter(fees.total, tab !== 'classStu')}
                />
              )}
            </Stack>
          </Paper>
          {query && (
            <ItemChildrenDrawer
              item={item}
              query={query}
              online={online}
              exporting={exporting === 'itemStu'}
              onExport={() =>
                item && void download('itemStu', () => exportStatsList('itemStu', { ...query, itemId: item.id }), `项目明细-${item.name}`)
              }
              onClose={() => setItem(null)}
            />
          )}
        </>
      )}
    </PageContainer>
  );
}
