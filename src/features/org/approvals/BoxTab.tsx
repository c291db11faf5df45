import {
  APPROVAL_KIND_LABEL,
  APPROVAL_STATUS_LABEL,
  type ApprovalBox,
  type ApprovalListRow,
  formSummary,
  NOT_SUBMITTED_LABEL,
} from '@contract/org/approvals';
import type { Paged } from '@contract/orders/school-orders';
import { Anchor, Badge, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { getApprovalBox } from '@/lib/api/calls/approvals';
import { useBrowserOnline } from '@/lib/online';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { usePageState } from '@/ui/use-paging';
import { ApprovalDetailDrawer, StatusBadge } from './ApprovalDetailDrawer';
import { useApprovalTemplates, usePendingApplications } from './use-approvals';
import { useListRefresh } from './use-list-refresh';
import { chinaDateTime } from '@contract/china-time';

/** A row of the list: from the server, or still on this device (未提交). */
type Row = ApprovalListRow & { local?: { error: string | null } };

const STATUS_OPTIONS = [1, 2, 3, -1, -2].map((s) => ({ value: String(s), label: APPROVAL_STATUS_LABEL[s] ?? '' }));

/**
 * One of 审批中心's lists, read online page by page (the last page read stays shown offline). 我的申请 also lists,
 * first, what this device has not handed to the server yet, marked 未提交（待同步）. Applications are not replicated, so
 * the page is read again whenever they may have changed: a 通知 arrives, the window regains focus, a detail closes.
 */
export function BoxTab({ schoolId, box, refresh }: { schoolId: number; box: ApprovalBox; refresh: number }) {
  const online = useBrowserOnline();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState<Paged<ApprovalListRow> | null>(null);
  const paging = usePageState(page?.total);
  const [open, setOpen] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const pending = usePendingApplications();
  const templates = useApprovalTemplates();
  const { page: pageNum, pageSize } = paging;
  const pendingCount = box === 'mine' ? (pending?.length ?? 0) : 0;
  // Read again on a 通知 or coming back to the window; closing a detail (which may say more than the row did) too.
  const arrivals = useListRefresh();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt`, `refresh`, `arrivals` and the outbox's size ask again
  useEffect(() => {
    if (!online) return;
    let live = true;
    getApprovalBox({ schoolId, box, pageNum, pageSize, ...(status ? { status: Number(status) } : {}) })
      .then((p) => live && setPage(p))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [schoolId, box, pageNum, pageSize, status, attempt, refresh, online, pendingCount, arrivals]);
  const close = useCallback(() => {
    setOpen(null);
    setAttempt((n) => n + 1);
  }, []);

  const local: Row[] =
    box === 'mine' && !status
      ? (pending ?? []).map((r) => {
          const t = templates?.find((x) => x.id === r.args.templateId);
          return {
            id: r.args.id,
            templateId: String(r.args.templateId),
            templateName: t?.name ?? '审批',
            kind: t?.kind ?? 'general',
            applicantId: 0,
            applicantName: '',
            departmentName: '',
            summary: t ? formSummary(t.fields, r.args.form as Record<string, unknown>) : '',
            status: 0,
            waitingNames: [],
            createTime: chinaDateTime(String(r.args.createTime)),
            finishTime: null,
            local: { error: r.status === 'rejected' ? r.error : null },
          };
        })
      : [];
  const rows: Row[] | undefined = page
    ? [...local, ...page.list.filter((x) => !local.some((l) => l.id === x.id))]
    : online
      ? undefined
      : local;

  const columns: Column<Row>[] = [
    {
      key: 'title',
      title: '审批',
      width: box === 'mine' ? 120 : 200,
      render: (a) =>
        a.local ? (
          <Text size="sm" fw={500}>
            {a.templateName}
          </Text>
        ) : (
          <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setOpen(a.id)}>
            {box === 'mine' ? a.templateName : `${a.applicantName}提交的${a.templateName}`}
          </Anchor>
        ),
    },
    { key: 'kind', title: '类型', width: 80, render: (a) => APPROVAL_KIND_LABEL[a.kind] },
    {
      key: 'summary',
      title: '摘要',
      render: (a) => (
        <Text size="sm" lineClamp={1}>
          {a.summary}
        </Text>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 150,
      render: (a) =>
        a.local ? (
          <Tooltip label={a.local.error ?? '联网后自动提交'}>
            <Badge variant="outline" color={a.local.error ? 'red' : 'orange'}>
              {a.local.error ? '提交失败' : NOT_SUBMITTED_LABEL}
            </Badge>
          </Tooltip>
        ) : (
          <StatusBadge status={a.status} />
        ),
    },
    {
      key: 'waiting',
      title: '当前审批人',
      width: 130,
      render: (a) => (
        <Text size="sm" lineClamp={1}>
          {a.waitingNames.join('、') || '—'}
        </Text>
      ),
    },
    { key: 'time', title: '提交时间', width: 170, render: (a) => a.createTime },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (a) =>
        a.local ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(a.id)}>
            {box === 'todo' ? '审批' : '查看'}
          </Anchor>
        ),
    },
  ];
  return (
    <Stack gap="md" pt="md">
      <Group>
        <Select
          aria-label="审批状态"
          placeholder="全部状态"
          data={STATUS_OPTIONS}
          value={status}
          onChange={paging.withFirstPage(setStatus)}
          clearable
          w={160}
        />
        {!online && (
          <Text size="sm" c="orange">
            当前处于离线状态，列表为上次联网时的内容
          </Text>
        )}
      </Group>
      <DataTable columns={columns} rows={rows} rowKey={(a) => a.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={(page?.total ?? 0) + local.length} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <ApprovalDetailDrawer schoolId={schoolId} id={open} onClose={close} />
    </Stack>
  );
}
