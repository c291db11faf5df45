import {
  EXPENSE_EDIT,
  EXPENSE_PAY,
  EXPENSE_REVIEW,
  matchesReimburseFilter,
  REIMBURSE_STATES,
  type ReimburseFilter,
  type ReimbursementRow,
  reimburseExportTable,
  reimburseMoveIssue,
  reimburseSums,
} from '@contract/finance/expenses';
import { formatFen } from '@contract/finance/fees';
import { Anchor, Badge, Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { postNudge } from '@sync/nudge';
import { useMemo, useState } from 'react';
import { revokeReimbursement } from '@/lib/api/calls/expenses';
import { getFinanceRecords } from '@/lib/api/calls/finance-records';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { useSheetExport } from '@/lib/xlsx/use-sheet-export';
import { AuditDrawer } from '@/ui/AuditDrawer';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { ANY_DAYS, type DayRange, DayRangeInputs } from '@/ui/fields/DayRangeInputs';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { usePaging } from '@/ui/use-paging';
import { DetailDrawer } from './DetailDrawer';
import { PayDialog } from './PayDialog';
import { PictureThumbs } from '@/ui/PictureThumbs';
import { ReimburseFormDialog } from './ReimburseFormDialog';
import { ReviewDialog } from './ReviewDialog';
import { useExpenseProjects, useReimbursements } from './use-expenses';
import { ExportButton } from '@/ui/ExportButton';
import { SumCards } from '@/ui/SumCards';
import { PagedTable } from '@/ui/PagedTable';
import { CategoryFilter } from './CategoryFilter';

const STATE_COLORS = { reviewing: 'orange', rejected: 'red', unpaid: 'blue', paid: 'green', revoked: 'gray' } as const;
const OFFLINE = '当前处于离线状态，该操作需联网';

/**
 * 报销: the school's claims from the replica, filtered and summed on the device with the contract's functions (the
 * server's reimbursementWithSumAmount says the same). 登记, 审核, 确认付款 and 撤销 are online calls, offered by the
 * transition table and the member's rights; offline they are greyed 需联网.
 */
export function ReimburseTab() {
  const { db, schoolId } = useReplica();
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const all = useReimbursements();
  const projects = useExpenseProjects() ?? [];
  const mayEdit = useCan(EXPENSE_EDIT);
  const mayReview = useCan(EXPENSE_REVIEW);
  const mayPay = useCan(EXPENSE_PAY);
  const me = session?.userId ?? 0;
  const [state, setState] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [days, setDays] = useState<DayRange>(ANY_DAYS);
  const { start: startDay, end: endDay } = days;
  const search = useSearchText();
  const filter: ReimburseFilter = useMemo(
    () => ({
      ...(state ? { state: state as ReimbursementRow['state'] } : {}),
      ...(category ? { category } : {}),
      ...(startDay ? { startDay } : {}),
      ...(endDay ? { endDay } : {}),
      ...(search.query ? { keyword: search.query } : {}),
    }),
    [state, category, startDay, endDay, search.query],
  );
  const rows = useMemo(() => all?.filter((r) => matchesReimburseFilter(r, filter)), [all, filter]);
  const sums = useMemo(() => reimburseSums(rows ?? []), [rows]);
  const paging = usePaging(rows);
  const [adding, setAdding] = useState(false);
  const [reviewing, setReviewing] = useState<ReimbursementRow | null>(null);
  const [paying, setPaying] = useState<ReimbursementRow | null>(null);
  const [detail, setDetail] = useState<ReimbursementRow | null>(null);
  const [audited, setAudited] = useState<ReimbursementRow | null>(null);
  const { exporting, exportSheet } = useSheetExport();
  const syncNow = () => db && postNudge(db.name, 'wake');
  const stateNames = useMemo(
    () => new Map<string, string>([...Object.entries(REIMBURSE_STATES), ...projects.map((p) => [p.id, p.name] as [string, string])]),
    [projects],
  );

  const revoke = async (r: ReimbursementRow) => {
    if (!schoolId) return;
    if (
      !(await confirmAction({
        message: `确定撤销 ${r.applicantName} ${r.projectName} ${formatFen(r.amountFen)} 这笔报销吗？`,
        danger: true,
      }))
    )
      return;
    try {
      await revokeReimbursement(schoolId, r.id);
      notify.success('已撤销');
      syncNow();
    } catch {
      // The client toasts the server's message.
    }
  };
  const exportShown = () => exportSheet(() => (rows?.length ? reimburseExportTable(rows, sums) : null));
  const action = (label: string, run: () => void, color?: string) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c={online ? color : 'dimmed'}
      title={online ? undefined : '需联网'}
      onClick={() => (online ? run() : notify.warning(OFFLINE))}
    >
      {label}
    </Anchor>
  );

  const columns: Column<ReimbursementRow>[] = [
    { key: 'day', title: '日期', width: 110, render: (r) => r.day },
    { key: 'applicant', title: '申请人', width: 90, render: (r) => r.applicantName || '—' },
    {
      key: 'project',
      title: '支出项目',
      width: 130,
      render: (r) => (
        <>
          <Text size="sm">{r.projectName}</Text>
          <Text size="xs" c="dimmed">
            {r.category}
          </Text>
        </>
      ),
    },
    { key: 'amount', title: '金额', width: 130, align: 'right', render: (r) => formatFen(r.amountFen) },
    {
      key: 'reason',
      title: '报销事由',
      render: (r) => (
        <>
          <Text size="sm" lineClamp={2}>
            {r.reason || '—'}
          </Text>
          {r.state === 'rejected' && (
            <Text size="xs" c="red.7">
              驳回原因：{r.rejectReason}
            </Text>
          )}
          {r.issue && (
            <Text size="xs" c="orange.7">
              {r.issue}
            </Text>
          )}
        </>
      ),
    },
    { key: 'pictures', title: '发票', width: 130, render: (r) => <PictureThumbs pictures={r.pictures} label="发票" /> },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (r) => (
        <Badge variant="light" color={STATE_COLORS[r.state]}>
          {REIMBURSE_STATES[r.state]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 190,
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Anchor component="button" type="button" size="sm" onClick={() => setDetail(r)}>
            详情
          </Anchor>
          {mayReview && !reimburseMoveIssue(r.state, 'approve') && r.applicantId !== me && action('审核', () => setReviewing(r))}
          {mayPay && !reimburseMoveIssue(r.state, 'pay') && action('确认付款', () => setPaying(r))}
          {mayEdit && !reimburseMoveIssue(r.state, 'revoke') && action('撤销', () => void revoke(r), 'red')}
        </Group>
      ),
    },
  ];

  return (
    <>
      <SumCards
        mb="md"
        cards={[
          ['报销合计', formatFen(sums.amountFen), 'blue.7'],
          ['已付款', formatFen(sums.paidFen), 'green.7'],
          ['待付款', formatFen(sums.unpaidFen), 'orange.7'],
        ]}
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <Select
              label="状态"
              placeholder="全部"
              w={110}
              clearable
              data={Object.entries(REIMBURSE_STATES).map(([value, label]) => ({ value, label }))}
              value={state}
              onChange={paging.withFirstPage(setState)}
            />
            <CategoryFilter value={category} onChange={paging.withFirstPage(setCategory)} />
            <DayRangeInputs value={days} onChange={paging.withFirstPage(setDays)} />
            <SearchInput
              search={search}
              label="关键字"
              placeholder="事由、项目、申请人"
              aria-label="搜索报销"
              onChange={paging.toFirstPage}
            />
          </Group>
          <Group gap="sm">
            <ExportButton onClick={() => void exportShown()} loading={exporting} />
            {mayEdit && (
              <Button
                leftSection={<IconPlus size={16} />}
                disabled={!online}
                title={online ? undefined : '需联网'}
                onClick={() => setAdding(true)}
              >
                {online ? '登记报销' : '登记报销（需联网）'}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <PagedTable
        columns={columns}
        paging={paging}
        rowKey={(r) => r.id}
        footer={{ label: '合计', cells: { amount: <b>{formatFen(sums.amountFen)}</b> } }}
      />
      {schoolId && (
        <>
          <ReimburseFormDialog
            opened={adding}
            onClose={() => setAdding(false)}
            schoolId={schoolId}
            projects={projects}
            canReview={mayReview}
            onSaved={syncNow}
          />
          <ReviewDialog row={reviewing} schoolId={schoolId} onClose={() => setReviewing(null)} onReviewed={syncNow} />
          <PayDialog row={paying} schoolId={schoolId} onClose={() => setPaying(null)} onPaid={syncNow} />
          <DetailDrawer row={detail} schoolId={schoolId} online={online} onClose={() => setDetail(null)} onAudit={setAudited} />
        </>
      )}
      {audited && (
        <AuditDrawer
          entity="报销"
          row={{ id: audited.id, name: `${audited.applicantName} ${audited.projectName} ${formatFen(audited.amountFen)}` }}
          onClose={() => setAudited(null)}
          load={getFinanceRecords}
          names={stateNames}
        />
      )}
    </>
  );
}
