import {
  BILL_EDIT,
  BILL_REVIEW,
  type BillAction,
  type BillFilter,
  type BillView,
  billActionIssue,
  billSums,
  billViews,
} from '@contract/finance/bills';
import { chinaToday } from '@contract/china-time';
import { formatFen } from '@contract/finance/fees';
import { BILL_STATES, type BillRow, type BillState, PAY_STATUS } from '@contract/finance/bill-rows';
import { REFUND_EDIT, refundableBill } from '@contract/finance/refunds';
import { Anchor, Button, Group, Menu, Select, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileImport, IconPrinter, IconSend, IconStack2 } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { exportBills, printBills, releaseBills, submitBills } from '@/lib/api/calls/billing';
import { getBookkeepingSetting } from '@/lib/api/calls/finance-settings';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { pushedFirst } from '@/lib/replica/pushed-first';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { dayFileName, saveFile } from '@/lib/xlsx/xlsx-client';
import { AuditDrawer } from '@/ui/AuditDrawer';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { getFinanceRecords } from '@/lib/api/calls/finance-records';
import { PayBadge, ReadBadge, StateBadge } from './bill-labels';
import { useSchoolRows } from '@/lib/replica/use-school-rows';
import { TermFilters } from '@/ui/fields/TermFilters';
import { schoolYearsOf } from '@/lib/term-options';

// The dialogs load when first opened (date pickers, the QR encoder): the list comes first.
const BatchDialog = lazy(() => import('./BatchDialog').then((m) => ({ default: m.BatchDialog })));
const BillImportDialog = lazy(() => import('./BillImportDialog').then((m) => ({ default: m.BillImportDialog })));
const BillFormDialog = lazy(() => import('./BillFormDialog').then((m) => ({ default: m.BillFormDialog })));
const ScenePayDialog = lazy(() => import('./ScenePayDialog').then((m) => ({ default: m.ScenePayDialog })));
const DeskPayDialog = lazy(() => import('./DeskPayDialog').then((m) => ({ default: m.DeskPayDialog })));
const ReviewDialog = lazy(() => import('./ReviewDialog').then((m) => ({ default: m.ReviewDialog })));
const VoidDialog = lazy(() => import('./VoidDialog').then((m) => ({ default: m.VoidDialog })));
const RefundDialog = lazy(() => import('./RefundDialog').then((m) => ({ default: m.RefundDialog })));
const BillDetailDrawer = lazy(() => import('./BillDetailDrawer').then((m) => ({ default: m.BillDetailDrawer })));

type Row = BillView & { id: string };
const ONLINE_ONLY = '需联网';

/** 账单: the bills of the school, filtered as the list call and the exports filter them (contract billViews). */
export function BillsTab() {
  const { db, schoolId } = useReplica();
  const bills = useSchoolRows('bills');
  const payments = useSchoolRows('payments');
  const refunds = useSchoolRows('refundRecords');
  const classList = useSchoolRows('classes');
  const classes = useMemo(() => [...(classList ?? [])].sort((a, b) => a.sort - b.sort), [classList]);
  const online = useBrowserOnline();
  const mayEdit = useCan(BILL_EDIT);
  const mayReview = useCan(BILL_REVIEW);
  const [reviewOn, setReviewOn] = useState<0 | 1>(0);
  useEffect(() => {
    getBookkeepingSetting()
      .then((s) => setReviewOn(s.reviewOn))
      .catch(() => {});
  }, []);
  const [filter, setFilter] = useState<Omit<BillFilter, 'name'>>({});
  const search = useSearchText();
  const name = search.query;
  const full: BillFilter = useMemo(() => ({ ...filter, name }), [filter, name]);
  const today = chinaToday(new Date());
  const views = useMemo(
    () =>
      bills && payments
        ? billViews(bills, payments, full, today, new Map(classes.map((c) => [c.id, c.sort])), refunds ?? []).map((v) => ({
            ...v,
            id: v.bill.id,
          }))
        : undefined,
    [bills, payments, full, today, classes, refunds],
  );
  const sums = billSums(views ?? []);
  const paging = usePaging(views);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<{ row: BillRow | null } | null>(null);
  const [batching, setBatching] = useState(false);
  const [importing, setImporting] = useState(false);
  const [detail, setDetail] = useState<BillView | null>(null);
  const [audited, setAudited] = useState<BillRow | null>(null);
  const [paying, setPaying] = useState<BillView | null>(null);
  const [scanning, setScanning] = useState<BillView | null>(null);
  const [voiding, setVoiding] = useState<BillRow | null>(null);
  const [refunding, setRefunding] = useState<BillView | null>(null);
  const mayRefund = useCan(REFUND_EDIT);
  const [reviewing, setReviewing] = useState<BillRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const className = (id: string) => classes.find((c) => c.id === id)?.name ?? '—';
  const years = schoolYearsOf(bills);
  const set = (patch: Partial<BillFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    paging.toFirstPage();
  };
  const allowed = (v: BillView, a: BillAction) =>
    billActionIssue(a, v.bill, { reviewOn, paidFen: v.paidFen, today }) === null &&
    (a === 'approve' || a === 'reject' ? mayReview : mayEdit);

  const run = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await what();
      notify.success(done);
      setSelected(new Set());
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  const publish = async (rows: BillRow[]) => {
    if (!schoolId || rows.length === 0) return;
    if (!(await confirmAction({ message: `确定发布选中的${rows.length}份账单吗？发布后将通知家长缴费。` }))) return;
    await run(
      () =>
        releaseBills(
          schoolId,
          rows.map((r) => r.id),
        ),
      '发布成功',
    );
  };
  const submit = async (rows: BillRow[]) => {
    if (!schoolId || rows.length === 0) return;
    if (!(await confirmAction({ message: `确定将${rows.length}份账单提交审核吗？` }))) return;
    await run(async () => {
      // Drafts saved a moment ago may still be on their way to the server.
      await pushedFirst(db);
      return submitBills(
        schoolId,
        rows.map((r) => r.id),
      );
    }, '已提交审核');
  };
  const chosen = (views ?? []).filter((v) => selected.has(v.id));
  const toPublish = chosen.filter((v) => allowed(v, 'publish')).map((v) => v.bill);
  const toSubmit = chosen.filter((v) => allowed(v, 'submit')).map((v) => v.bill);
  const download = async (kind: 'xlsx' | 'pdf') => {
    if (!schoolId) return;
    try {
      const blob = kind === 'xlsx' ? await exportBills(schoolId, full) : await printBills(schoolId, full);
      const file = dayFileName(kind === 'xlsx' ? '账单列表' : '收费明细打印表');
      saveFile(
        await blob.arrayBuffer(),
        kind === 'xlsx' ? file : file.replace(/\.xlsx$/, '.pdf'),
        kind === 'pdf' ? 'application/pdf' : undefined,
      );
    } catch {
      // shown by the api client
    }
  };

  const link = (label: string, onClick: () => void, opts: { online?: boolean; color?: string } = {}) => {
    const off = opts.online && !online;
    const a = (
      <Anchor
        component="button"
        type="button"
        size="sm"
        c={off ? 'dimmed' : opts.color}
        disabled={off}
        onClick={onClick}
        style={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Anchor>
    );
    return off ? (
      <Tooltip key={label} label={`${label}${ONLINE_ONLY}`}>
        <span>{a}</span>
      </Tooltip>
    ) : (
      <span key={label}>{a}</span>
    );
  };
  const columns: Column<Row>[] = [
    {
      key: 'student',
      title: '幼儿',
      width: 76,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.bill.studentName}
        </Text>
      ),
    },
    {
      key: 'class',
      title: '班级',
      width: 76,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {className(r.bill.classId)}
        </Text>
      ),
    },
    {
      key: 'title',
      title: '账单名称',
      render: (r) => (
        <Text size="sm" lineClamp={2} miw={150} title={r.bill.title}>
          {r.bill.title}
        </Text>
      ),
    },
    { key: 'total', title: '应收', width: 96, align: 'right', render: (r) => formatFen(r.bill.state === 'void' ? 0 : r.bill.totalFen) },
    { key: 'paid', title: '已收', width: 96, align: 'right', render: (r) => formatFen(r.paidFen) },
    { key: 'open', title: '未收', width: 96, align: 'right', render: (r) => formatFen(r.openFen) },
    { key: 'state', title: '状态', width: 80, render: (r) => <StateBadge state={r.bill.state} /> },
    { key: 'pay', title: '缴费状态', width: 96, render: (r) => (r.bill.state === 'void' ? '—' : <PayBadge status={r.payStatus} />) },
    { key: 'read', title: '阅读状态', width: 90, render: (r) => <ReadBadge read={r.bill.read} /> },
    {
      key: 'due',
      title: '截止日期',
      width: 100,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.bill.dueOn}
        </Text>
      ),
    },
  ];
  const rowExtra = (r: Row) => (
    <Group gap={8} wrap="nowrap">
      {link('详情', () => setDetail(r))}
      {mayEdit && r.bill.state === 'draft' && link('编辑', () => setEditing({ row: r.bill }))}
      {allowed(r, 'submit') && link('提交审核', () => submit([r.bill]), { online: true })}
      {(allowed(r, 'approve') || allowed(r, 'reject')) && link('审核', () => setReviewing([r.bill]), { online: true })}
      {allowed(r, 'publish') && link('发布', () => publish([r.bill]), { online: true })}
      {allowed(r, 'collect') && r.openFen > 0 && link('收款', () => setPaying(r), { online: true })}
      {allowed(r, 'collect') && r.openFen > 0 && link('扫码收款', () => setScanning(r), { online: true })}
      {allowed(r, 'void') && link('作废', () => setVoiding(r.bill), { online: true, color: 'red' })}
      {mayRefund && refundableBill(r.bill) && r.paidFen > 0 && link('退费', () => setRefunding(r), { online: true, color: 'orange' })}
    </Group>
  );
  return (
    <>
      <RecordTable<Row>
        paging={paging}
        columns={columns}
        selection={{ selected, onChange: setSelected }}
        filters={
          <>
            <TermFilters classes={classes} years={years} filter={filter} onChange={set} />
            <Select
              aria-label="状态"
              placeholder="全部状态"
              clearable
              w={110}
              data={Object.entries(BILL_STATES).map(([value, label]) => ({ value, label }))}
              value={filter.state ?? null}
              onChange={(v) => set({ state: (v as BillState | null) ?? undefined })}
            />
            <Select
              aria-label="缴费状态"
              placeholder="缴费状态"
              clearable
              w={110}
              data={Object.entries(PAY_STATUS).map(([value, label]) => ({ value, label }))}
              value={filter.payStatus ? String(filter.payStatus) : null}
              onChange={(v) => set({ payStatus: v ? Number(v) : undefined })}
            />
            <SearchInput
              aria-label="幼儿姓名"
              placeholder="幼儿姓名或账单名称"
              search={search}
              onChange={() => paging.toFirstPage()}
              w={170}
            />
          </>
        }
        addLabel="新增账单"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        addDisabled={classes.length === 0}
        toolbar={
          <>
            {mayEdit && (
              <Button variant="light" leftSection={<IconStack2 size={16} />} onClick={() => setBatching(true)}>
                批量生成
              </Button>
            )}
            {mayEdit && (
              <Tooltip label={online ? '发布选中的草稿账单并通知家长' : `发布${ONLINE_ONLY}`}>
                <Button
                  variant="light"
                  leftSection={<IconSend size={16} />}
                  disabled={!online || busy || (reviewOn === 1 ? toSubmit.length === 0 : toPublish.length === 0)}
                  onClick={() => (reviewOn === 1 ? submit(toSubmit) : publish(toPublish))}
                >
                  {reviewOn === 1
                    ? `提交审核${toSubmit.length ? `（${toSubmit.length}）` : ''}`
                    : `发布${toPublish.length ? `（${toPublish.length}）` : ''}`}
                </Button>
              </Tooltip>
            )}
            {mayEdit && (
              <Tooltip label={online ? '从 Excel 导入草稿账单' : `导入${ONLINE_ONLY}`}>
                <Button
                  variant="default"
                  leftSection={<IconFileImport size={16} />}
                  disabled={!online || classes.length === 0}
                  onClick={() => setImporting(true)}
                >
                  导入
                </Button>
              </Tooltip>
            )}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="default"
                  rightSection={<IconChevronDown size={14} />}
                  leftSection={<IconDownload size={16} />}
                  disabled={!online}
                >
                  导出
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => download('xlsx')}>
                  导出 Excel
                </Menu.Item>
                <Menu.Item leftSection={<IconPrinter size={14} />} onClick={() => download('pdf')}>
                  打印（收费明细表）
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        }
        rowExtra={rowExtra}
      />
      <Group justify="flex-end" gap="xl" data-testid="bill-sums">
        <Text size="sm">
          应收合计 <b>{formatFen(sums.totalFen)}</b>
        </Text>
        <Text size="sm">
          已收合计 <b>{formatFen(sums.paidFen)}</b>
        </Text>
        <Text size="sm">
          未收合计 <b>{formatFen(sums.openFen)}</b>
        </Text>
      </Group>
      <Suspense fallback={null}>
        {schoolId && editing !== null && (
          <BillFormDialog opened onClose={() => setEditing(null)} schoolId={schoolId} row={editing.row} classes={classes} />
        )}
        {schoolId && importing && (
          <BillImportDialog schoolId={schoolId} classes={classes} online={online} onClose={() => setImporting(false)} />
        )}
        {schoolId && batching && <BatchDialog opened onClose={() => setBatching(false)} schoolId={schoolId} classes={classes} />}
        {schoolId && paying && <DeskPayDialog view={paying} schoolId={schoolId} onClose={() => setPaying(null)} />}
        {schoolId && scanning && <ScenePayDialog view={scanning} schoolId={schoolId} onClose={() => setScanning(null)} />}
        {schoolId && refunding && <RefundDialog view={refunding} schoolId={schoolId} onClose={() => setRefunding(null)} />}
        {schoolId && voiding && <VoidDialog bill={voiding} schoolId={schoolId} onClose={() => setVoiding(null)} />}
        {schoolId && reviewing && <ReviewDialog bills={reviewing} schoolId={schoolId} onClose={() => setReviewing(null)} />}
        {detail && (
          <BillDetailDrawer
            view={views?.find((v) => v.id === detail.bill.id) ?? detail}
            className={className(detail.bill.classId)}
            payments={payments ?? []}
            onClose={() => setDetail(null)}
            onAudit={(b) => setAudited(b)}
          />
        )}
      </Suspense>
      {audited && (
        <AuditDrawer
          entity="账单"
          row={audited && { id: audited.id, name: `${audited.studentName} ${audited.title}` }}
          onClose={() => setAudited(null)}
          load={getFinanceRecords}
          names={new Map(classes.map((c) => [c.id, c.name]))}
        />
      )}
    </>
  );
}
