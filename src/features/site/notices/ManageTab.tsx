import {
  AUDIENCE_LABELS,
  DocStatus,
  NOTICE_STATUS_LABELS,
  type StaffNoticeDetail,
  StaffNoticeMsg,
  type StaffNoticeRow,
} from '@contract/site/notices';
import { Anchor, Badge, Button, Group, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { deleteStaffNotice, getStaffNotices, openStaffNotice, withdrawStaffNotice } from '@/lib/api/calls/notices';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { SearchInput } from '@/ui/fields/SearchInput';
import { TablePager } from '@/ui/TablePager';
import { NoticeDetailDialog } from './NoticeDetailDialog';
import { NoticeEditor } from './NoticeEditor';
import { ReceiptsDialog } from './ReceiptsDialog';
import { useServerPage } from './use-server-page';

const STATUS_COLORS: Record<number, string> = { 0: 'gray', 1: 'teal', 2: 'orange' };

/** 通知管理 (who holds /YWGL/YSXC/TZGG:publish): every notice of the school, drafts, publish, withdraw, receipts. */
export function ManageTab({ schoolId }: { schoolId: number }) {
  const [status, setStatus] = useState<string | null>(null);
  const { search, page, paging, rows, reload } = useServerPage(schoolId, getStaffNotices, status === null ? undefined : Number(status));
  const [editor, setEditor] = useState<{ editing: StaffNoticeDetail | null } | null>(null);
  const [receipts, setReceipts] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const edit = async (id: string) => {
    try {
      setEditor({ editing: await openStaffNotice(schoolId, id) });
    } catch {
      // toasted
    }
  };
  const act = async (message: string, call: () => Promise<unknown>, done: string, danger = false) => {
    if (!(await confirmAction({ message, danger }))) return;
    try {
      await call();
      notify.success(done);
      reload();
    } catch {
      // toasted
    }
  };
  const columns: Column<StaffNoticeRow>[] = [
    {
      key: 'title',
      title: '标题',
      render: (n) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setViewing(n.id)}>
          {n.title}
        </Anchor>
      ),
    },
    { key: 'audience', title: '通知对象', width: 110, render: (n) => AUDIENCE_LABELS[n.audienceType] },
    {
      key: 'status',
      title: '状态',
      width: 90,
      render: (n) => (
        <Badge variant="light" color={STATUS_COLORS[n.status]}>
          {NOTICE_STATUS_LABELS[n.status]}
        </Badge>
      ),
    },
    {
      key: 'reads',
      title: '阅读情况',
      width: 130,
      render: (n) =>
        n.status === DocStatus.draft ? (
          '—'
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => setReceipts(n.id)}>
            已读 {n.read}/{n.recipients}
          </Anchor>
        ),
    },
    { key: 'author', title: '发布人', width: 100, render: (n) => n.authorName },
    { key: 'time', title: '发布时间', width: 170, render: (n) => n.publishTime ?? '—' },
    {
      key: 'actions',
      title: '操作',
      width: 170,
      render: (n) => (
        <Group gap="md" wrap="nowrap">
          {n.status === DocStatus.draft && (
            <Anchor component="button" type="button" size="sm" onClick={() => void edit(n.id)}>
              编辑
            </Anchor>
          )}
          {n.status === DocStatus.published && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void act(StaffNoticeMsg.confirmWithdraw, () => withdrawStaffNotice(schoolId, n.id), StaffNoticeMsg.withdrawn)}
            >
              撤回
            </Anchor>
          )}
          {n.status !== DocStatus.published && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="red"
              onClick={() => void act(StaffNoticeMsg.confirmDelete, () => deleteStaffNotice(schoolId, n.id), StaffNoticeMsg.done, true)}
            >
              删除
            </Anchor>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between">
        <Group>
          <SearchInput search={search} placeholder="请输入标题" w={240} onChange={paging.toFirstPage} />
          <Select
            aria-label="状态"
            placeholder="全部状态"
            w={140}
            clearable
            data={Object.entries(NOTICE_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
            value={status}
            onChange={paging.withFirstPage(setStatus)}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditor({ editing: null })}>
          新建通知
        </Button>
      </Group>
      <DataTable columns={columns} rows={rows} rowKey={(n) => n.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={page?.total ?? 0} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <NoticeEditor
        schoolId={schoolId}
        opened={editor !== null}
        editing={editor?.editing ?? null}
        onClose={(saved) => {
          setEditor(null);
          if (saved) reload();
        }}
      />
      <ReceiptsDialog schoolId={schoolId} id={receipts} onClose={() => setReceipts(null)} />
      <NoticeDetailDialog schoolId={schoolId} id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
