import { APPROVAL_EXPORT_HEADER, APPROVAL_KIND_LABEL, APPROVAL_STATUS_LABEL, type ApprovalListRow } from '@contract/org/approvals';
import type { Paged } from '@contract/orders/school-orders';
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { getSchoolApprovals, type ManageFilters } from '@/lib/api/calls/approvals';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { dayFileName, saveFile, xlsxWorker } from '@/lib/xlsx/xlsx-client';
import { type Column, DataTable } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { TablePager } from '@/ui/TablePager';
import { usePageState } from '@/ui/use-paging';
import { ApprovalDetailDrawer, StatusBadge } from './ApprovalDetailDrawer';
import { useListRefresh } from './use-list-refresh';
import { useApprovalTemplates } from './use-approvals';

const STATUS_OPTIONS = [1, 2, 3, -1, -2].map((s) => ({ value: String(s), label: APPROVAL_STATUS_LABEL[s] ?? '' }));
const day = (v: unknown): string | undefined => (typeof v === 'string' && v ? v.slice(0, 10) : undefined);

/**
 * 审批管理 /YWGL/SPGL: every application of the school (online), filtered by template, state, applicant and the day
 * it was submitted; 查看 opens its detail and timeline; 导出 writes what the filters match with the xlsx kit.
 */
export function ManagePage() {
  const schoolId = useSession().session?.schoolInfo.schoolId;
  const templates = useApprovalTemplates();
  const [draft, setDraft] = useState<ManageFilters>({});
  const [filters, setFilters] = useState<ManageFilters>({});
  const [page, setPage] = useState<Paged<ApprovalListRow> | null>(null);
  const paging = usePageState(page?.total);
  const [open, setOpen] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [exporting, setExporting] = useState(false);
  const { page: pageNum, pageSize } = paging;
  const again = useListRefresh();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `again` (a 通知, the window shown again) ask again
  useEffect(() => {
    if (!schoolId) return;
    let live = true;
    getSchoolApprovals({ schoolId, pageNum, pageSize, ...filters })
      .then((p) => live && setPage(p))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [schoolId, pageNum, pageSize, filters, attempt, again]);
  // A detail may say more than its row did (decided meanwhile): the page is read again on closing it.
  const close = useCallback(() => {
    setOpen(null);
    setAttempt((n) => n + 1);
  }, []);
  if (!schoolId) return null;

  const search = () => {
    setFilters(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== '')) as ManageFilters);
    paging.toFirstPage();
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      const all = await getSchoolApprovals({ schoolId, pageNum: 1, pageSize: 5000, ...filters });
      if (all.list.length === 0) return notify.warning('暂无可导出的数据');
      const bytes = await xlsxWorker().buildSheet({
        title: '审批记录',
        headers: APPROVAL_EXPORT_HEADER,
        widths: [8, 16, 10, 14, 10, 12, 40, 10, 14, 20, 20],
        rows: all.list.map((a, i) => [
          i + 1,
          a.id.slice(-12).toUpperCase(),
          APPROVAL_KIND_LABEL[a.kind],
          a.templateName,
          a.applicantName,
          a.departmentName,
          a.summary,
          APPROVAL_STATUS_LABEL[a.status] ?? '',
          a.waitingNames.join('、'),
          a.createTime,
          a.finishTime ?? '',
        ]),
      });
      saveFile(bytes, dayFileName('审批记录'));
    } catch {
      // the call's toast says why
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<ApprovalListRow>[] = [
    { key: 'id', title: '审批编号', width: 120, render: (a) => a.id.slice(-12).toUpperCase() },
    { key: 'template', title: '审批模板', width: 110, render: (a) => a.templateName },
    { key: 'applicant', title: '申请人', width: 100, render: (a) => a.applicantName },
    { key: 'dept', title: '部门', width: 100, render: (a) => a.departmentName || '—' },
    {
      key: 'summary',
      title: '申请内容',
      render: (a) => (
        <Text size="sm" lineClamp={1}>
          {a.summary}
        </Text>
      ),
    },
    { key: 'status', title: '状态', width: 90, render: (a) => <StatusBadge status={a.status} /> },
    { key: 'waiting', title: '当前审批人', width: 110, render: (a) => a.waitingNames.join('、') || '—' },
    { key: 'time', title: '提交时间', width: 170, render: (a) => a.createTime },
    {
      key: 'actions',
      title: '操作',
      width: 70,
      render: (a) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(a.id)}>
          查看
        </Anchor>
      ),
    },
  ];
  return (
    <PageContainer>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="审批模板"
            placeholder="全部"
            w={150}
            clearable
            data={(templates ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={draft.templateId ?? null}
            onChange={(v) => setDraft((d) => ({ ...d, templateId: v ?? undefined }))}
          />
          <Select
            label="审批状态"
            placeholder="全部"
            w={120}
            clearable
            data={STATUS_OPTIONS}
            value={draft.status === undefined ? null : String(draft.status)}
            onChange={(v) => setDraft((d) => ({ ...d, status: v ? Number(v) : undefined }))}
          />
          <TextInput
            label="申请人"
            placeholder="请输入申请人姓名"
            w={160}
            maxLength={20}
            value={draft.applicant ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, applicant: e.currentTarget.value }))}
          />
          <DateInput
            label="提交日期"
            placeholder="开始日期"
            valueFormat="YYYY-MM-DD"
            clearable
            w={140}
            value={draft.from ?? null}
            onChange={(v) => setDraft((d) => ({ ...d, from: day(v) }))}
          />
          <DateInput
            aria-label="结束日期"
            placeholder="结束日期"
            valueFormat="YYYY-MM-DD"
            clearable
            w={140}
            value={draft.to ?? null}
            onChange={(v) => setDraft((d) => ({ ...d, to: day(v) }))}
          />
          <Button leftSection={<IconSearch size={16} />} onClick={search}>
            搜索
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft({});
              setFilters({});
              paging.toFirstPage();
            }}
          >
            重置
          </Button>
          <Button variant="light" leftSection={<IconDownload size={16} />} loading={exporting} onClick={exportAll} ml="auto">
            导出
          </Button>
        </Group>
        <DataTable columns={columns} rows={page?.list} rowKey={(a) => a.id} page={paging.page} pageSize={paging.pageSize} />
        <TablePager total={page?.total ?? 0} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      </Stack>
      <ApprovalDetailDrawer schoolId={schoolId} id={open} onClose={close} />
    </PageContainer>
  );
}
