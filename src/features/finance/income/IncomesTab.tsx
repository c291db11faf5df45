import { formatFen } from '@contract/finance/fees';
import { PAY_TYPES } from '@contract/finance/bill-rows';
import {
  INCOME_EDIT,
  INCOME_STATES,
  INCOME_TYPE_CODES,
  INCOME_TYPES,
  type IncomeFilter,
  IncomeMsg,
  incomeExportTable,
  incomeSums,
  matchesIncomeFilter,
  type OtherIncomeRow,
} from '@contract/finance/income';
import { Anchor, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { postNudge } from '@sync/nudge';
import { useMemo, useState } from 'react';
import { getFinanceRecords } from '@/lib/api/calls/finance-records';
import { incomeReceiptPdf, voidIncome } from '@/lib/api/calls/other-income';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { useSheetExport } from '@/lib/xlsx/use-sheet-export';
import { saveFile } from '@/lib/xlsx/xlsx-client';
import { AuditDrawer } from '@/ui/AuditDrawer';
import type { Column } from '@/ui/DataTable';
import { ANY_DAYS, type DayRange, DayRangeInputs } from '@/ui/fields/DayRangeInputs';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { VoidDialog } from '@/ui/VoidDialog';
import { IncomeFormDialog } from './IncomeFormDialog';
import { useIncomeProjects, useIncomes } from './use-income-rows';
import { ExportButton } from '@/ui/ExportButton';
import { SumCards } from '@/ui/SumCards';

const ONLINE_ONLY = '需联网';
const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = INCOME_TYPE_CODES.map((c) => ({ value: String(c), label: INCOME_TYPES[c] }));

/**
 * 收入明细: the incomes recorded, read from the replica (offline too), filtered and summed on the device with the
 * contract's rules (the server's detailed list says the same in SQL); 新增收入, 作废 and 收据 need the server.
 */
export function IncomesTab() {
  const { db, schoolId } = useReplica();
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const all = useIncomes();
  const projects = useIncomeProjects();
  const mayEdit = useCan(INCOME_EDIT);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [days, setDays] = useState<DayRange>(ANY_DAYS);
  const { start: startDay, end: endDay } = days;
  const [payType, setPayType] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const search = useSearchText();
  const filter: IncomeFilter = useMemo(
    () => ({
      ...(projectId ? { projectId } : {}),
      ...(type ? { type: Number(type) } : {}),
      ...(startDay ? { startDay } : {}),
      ...(endDay ? { endDay } : {}),
      ...(payType ? { payType: Number(payType) } : {}),
      ...(state ? { state: Number(state) } : {}),
      ...(search.query ? { keyword: search.query } : {}),
    }),
    [projectId, type, startDay, endDay, payType, state, search.query],
  );
  const rows = useMemo(() => all?.filter((r) => matchesIncomeFilter(r, filter)), [all, filter]);
  const sums = useMemo(() => incomeSums(rows ?? []), [rows]);
  const paging = usePaging(rows);
  const [adding, setAdding] = useState(false);
  const [voiding, setVoiding] = useState<OtherIncomeRow | null>(null);
  const [audited, setAudited] = useState<OtherIncomeRow | null>(null);
  const { exporting, exportSheet } = useSheetExport();
  const syncNow = () => db && postNudge(db.name, 'wake');

  const download = async (r: OtherIncomeRow) => {
    if (!schoolId) return;
    try {
      const blob = await incomeReceiptPdf(schoolId, r.id);
      saveFile(await blob.arrayBuffer(), `收据-${r.receiptNo}.pdf`, 'application/pdf');
    } catch {
      // shown by the api client
    }
  };
  const exportShown = () => exportSheet(() => (rows?.length ? incomeExportTable(rows, sums) : null));
  const link = (label: string, onClick: () => void, opts: { online?: boolean; color?: string } = {}) =>
    opts.online && !online ? (
      <Tooltip key={label} label={`${label}${ONLINE_ONLY}`}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Tooltip>
    ) : (
      <Anchor key={label} component="button" type="button" size="sm" c={opts.color} onClick={onClick}>
        {label}
      </Anchor>
    );

  const dim = (text: string) => (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
  const columns: Column<OtherIncomeRow>[] = [
    {
      key: 'no',
      title: '收据编号 / 收款日期',
      width: 170,
      render: (r) => (
        <>
          <Text size="sm">{r.receiptNo}</Text>
          {dim(`${r.day}${r.operatorName ? ` · ${r.operatorName}` : ''}`)}
        </>
      ),
    },
    {
      key: 'project',
      title: '收入项目',
      width: 140,
      render: (r) => (
        <>
          <Text size="sm">{r.projectName}</Text>
          {dim(INCOME_TYPES[r.projectType])}
        </>
      ),
    },
    {
      key: 'payer',
      title: '交款人',
      width: 130,
      render: (r) => (
        <>
          <Text size="sm">{r.payerName}</Text>
          {r.payerPhone && dim(r.payerPhone)}
        </>
      ),
    },
    {
      key: 'amount',
      title: '金额',
      width: 120,
      align: 'right',
      render: (r) => (
        <Text size="sm" td={r.state === 2 ? 'line-through' : undefined} c={r.state === 2 ? 'dimmed' : undefined}>
          {formatFen(r.amountFen)}
        </Text>
      ),
    },
    {
      key: 'payType',
      title: '支付方式',
      width: 90,
      render: (r) => (
        <>
          <Text size="sm">{PAY_TYPES[r.payType]}</Text>
          {r.pictures.length > 0 && dim(`凭证${r.pictures.length}张`)}
        </>
      ),
    },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (r) => (
        <Badge
          variant="light"
          color={r.state === 1 ? 'green' : 'gray'}
          style={{ overflow: 'visible' }}
          title={r.state === 2 ? `作废原因：${r.voidReason}` : undefined}
        >
          {INCOME_STATES[r.state]}
        </Badge>
      ),
    },
    {
      key: 'remark',
      title: '备注',
      render: (r) => (
        <>
          <Text size="sm">{r.remark || '—'}</Text>
          {r.state === 2 && (
            <Text size="xs" c="red.7">
              作废原因：{r.voidReason}
            </Text>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <SumCards
        cards={[
          ['收入合计', formatFen(sums.amountFen), 'green.7'],
          ['有效笔数', `${sums.count} 笔`, 'blue.7'],
          ['已作废', `${sums.voidCount} 笔 / ${formatFen(sums.voidFen)}`, 'gray.7'],
        ]}
      />
      <RecordTable
        paging={paging}
        columns={columns}
        footer={{ label: '合计', cells: { payer: `有效 ${sums.count} 笔`, amount: formatFen(sums.amountFen) } }}
        filters={
          <>
            <Select
              label="收入项目"
              placeholder="全部"
              w={150}
              clearable
              searchable
              data={(projects ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={projectId}
              onChange={paging.withFirstPage(setProjectId)}
            />
            <Select
              label="收入类型"
              placeholder="全部"
              w={120}
              clearable
              data={TYPE_OPTIONS}
              value={type}
              onChange={paging.withFirstPage(setType)}
            />
            <DayRangeInputs value={days} onChange={paging.withFirstPage(setDays)} w={130} />
            <Select
              label="支付方式"
              placeholder="全部"
              w={110}
              clearable
              data={options(PAY_TYPES)}
              value={payType}
              onChange={paging.withFirstPage(setPayType)}
            />
            <Select
              label="状态"
              placeholder="全部"
              w={100}
              clearable
              data={options(INCOME_STATES)}
              value={state}
              onChange={paging.withFirstPage(setState)}
            />
            <SearchInput
              search={search}
              label="关键字"
              placeholder="交款人、电话、收据编号、备注"
              aria-label="搜索收入"
              onChange={paging.toFirstPage}
            />
          </>
        }
        addLabel=""
        toolbar={
          <Group gap="sm">
            <ExportButton onClick={() => void exportShown()} loading={exporting} />
            {mayEdit && (
              <Tooltip label={online ? '登记一笔账单以外的收入' : `新增收入${ONLINE_ONLY}`}>
                <Button leftSection={<IconPlus size={16} />} disabled={!online} onClick={() => setAdding(true)}>
                  新增收入
                </Button>
              </Tooltip>
            )}
          </Group>
        }
        rowExtra={(r) => (
          <>
            {r.state === 1 && link('收据', () => void download(r), { online: true })}
            {mayEdit && r.state === 1 && link('作废', () => setVoiding(r), { online: true, color: 'red' })}
            {link('变更记录', () => setAudited(r))}
          </>
        )}
      />
      {schoolId && (
        <>
          <IncomeFormDialog
            opened={adding}
            onClose={() => setAdding(false)}
            schoolId={schoolId}
            projects={projects ?? []}
            online={online}
            onRecorded={(no) => {
              notify.info(`收据编号 ${no}`);
              syncNow();
            }}
          />
          <VoidDialog
            row={voiding}
            title="作废收入"
            question={(r) => (
              <>
                确定作废收据 <b>{r.receiptNo}</b>（{r.projectName}，{r.payerName}，{formatFen(r.amountFen)}
                ）吗？作废后将记一笔冲销，不能恢复。
              </>
            )}
            reasonRequired={IncomeMsg.voidReason}
            action="作废收入"
            voidRow={(r, reason) => voidIncome(schoolId, r.id, reason)}
            onClose={() => setVoiding(null)}
            onVoided={syncNow}
          />
        </>
      )}
      <AuditDrawer
        entity="其他收入"
        row={audited && { id: audited.id, name: audited.receiptNo }}
        onClose={() => setAudited(null)}
        load={getFinanceRecords}
      />
    </>
  );
}
