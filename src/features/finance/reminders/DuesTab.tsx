import { PAY_TYPES } from '@contract/finance/bill-rows';
import { formatFen } from '@contract/finance/fees';
import { addDays, DUE_STATES, type QueryRemindResult, REMINDER_EDIT, type ReminderDueRow } from '@contract/finance/reminders';
import { Anchor, Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { queryRemind } from '@/lib/api/calls/finance-reminders';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import type { Column } from '@/ui/DataTable';
import { EmptyState } from '@/ui/EmptyState';
import { type DayRange, DayRangeInputs } from '@/ui/fields/DayRangeInputs';
import { usePaging } from '@/ui/use-paging';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { deviceToday } from './use-reminders';
import { chinaDay } from '@contract/china-time';
import { SumCards } from '@/ui/SumCards';
import { PagedTable } from '@/ui/PagedTable';

const STATE_COLORS: Record<number, string> = { 0: 'gray', 1: 'orange', 2: 'red', 3: 'green' };
const stateLabel = (s: number) => DUE_STATES[s as keyof typeof DUE_STATES] ?? '';

/**
 * 待付款: the reminders' dues in a period as the server derives them (queryRemind), with their state on today —
 * 未到期, 待付款, 已逾期, 已付款 — and the sums; 确认付款 records what was paid (online: the ledger line is the server's).
 * Offline the tab says it needs the network rather than guess what was paid on other devices.
 */
export function DuesTab() {
  const { schoolId } = useReplica();
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const mayPay = useCan(REMINDER_EDIT);
  const today = deviceToday();
  const [days, setDays] = useState<DayRange>({ start: addDays(today, -30), end: addDays(today, 60) });
  const { start: startDay, end: endDay } = days;
  const [state, setState] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [data, setData] = useState<QueryRemindResult | undefined>(undefined);
  const [paying, setPaying] = useState<ReminderDueRow | null>(null);
  const rows = data?.list;
  const paging = usePaging(rows);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks again after a payment or 刷新
  useEffect(() => {
    if (!online || !schoolId || !startDay || !endDay) return;
    const controller = new AbortController();
    setData(undefined);
    queryRemind({ schoolId, startDay, endDay, state: state ?? undefined }, { signal: controller.signal })
      .then((d) => !controller.signal.aborted && setData(d))
      .catch(() => !controller.signal.aborted && setData({ list: [], sums: { unpaidFen: 0, overdueFen: 0, paidFen: 0 } }));
    return () => controller.abort();
  }, [online, schoolId, startDay, endDay, state, reload]);

  if (!online)
    return <EmptyState title="待付款需要联网" description="付款状态以服务器为准：联网后查看待付款并确认付款；提醒设置离线时也可修改。" />;

  const columns: Column<ReminderDueRow>[] = [
    { key: 'day', title: '应付日期', width: 110, render: (r) => r.day },
    { key: 'name', title: '提醒名称', width: 150, render: (r) => r.name },
    { key: 'label', title: '期次', width: 110, render: (r) => r.label },
    { key: 'category', title: '支出类别', width: 90, render: (r) => r.category },
    { key: 'payee', title: '收款方', render: (r) => r.payee || '—' },
    { key: 'fen', title: '应付金额', width: 150, align: 'right', render: (r) => formatFen(r.fen) },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (r) => (
        <Badge variant="light" color={STATE_COLORS[r.state]}>
          {stateLabel(r.state)}
        </Badge>
      ),
    },
    {
      key: 'paid',
      title: '实付',
      width: 180,
      align: 'right',
      render: (r) =>
        r.paidFen === null ? (
          '—'
        ) : (
          <>
            <Text size="sm">{formatFen(r.paidFen)}</Text>
            <Text size="xs" c="dimmed">
              {PAY_TYPES[r.payType as keyof typeof PAY_TYPES] ?? ''} · {r.paidByName} · {r.paidAt ? chinaDay(r.paidAt) : ''}
            </Text>
          </>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      render: (r) =>
        r.state !== 3 && mayPay ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setPaying(r)}>
            确认付款
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
  const sums = data?.sums;
  return (
    <>
      <SumCards
        mb="md"
        cards={[
          ['待付合计', sums ? formatFen(sums.unpaidFen) : '—', 'orange.7'],
          ['其中已逾期', sums ? formatFen(sums.overdueFen) : '—', 'red.7'],
          ['已付合计', sums ? formatFen(sums.paidFen) : '—', 'green.7'],
        ]}
      />
      <Group align="flex-end" mb="md" gap="sm">
        <DayRangeInputs value={days} onChange={paging.withFirstPage(setDays)} clearable={false} />
        <Select
          label="状态"
          placeholder="全部"
          w={110}
          clearable
          data={Object.entries(DUE_STATES).map(([value, label]) => ({ value, label }))}
          value={state}
          onChange={paging.withFirstPage(setState)}
        />
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => setReload((n) => n + 1)}>
          刷新
        </Button>
      </Group>
      <PagedTable
        columns={columns}
        paging={paging}
        rowKey={(r) => `${r.reminderId} ${r.day}`}
        footer={sums && { label: '合计', cells: { fen: `待付 ${formatFen(sums.unpaidFen)}`, paid: `已付 ${formatFen(sums.paidFen)}` } }}
      />
      {schoolId && (
        <ConfirmPaymentDialog due={paying} schoolId={schoolId} onClose={() => setPaying(null)} onPaid={() => setReload((n) => n + 1)} />
      )}
    </>
  );
}
