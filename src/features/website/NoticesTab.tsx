import { type SiteNoticeRow, type SiteType, WebsiteMsg } from '@contract';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { NoticeDialog } from './NoticeDialog';
import { RowActions } from './RowActions';
import { usePaging } from './use-paging';
import { useSiteRows } from './use-site-rows';

/** Tab 2: the site's notices, newest first; a title opens the notice. */
export function NoticesTab({ schoolId, sysType }: { schoolId: number; sysType: SiteType }) {
  const rows = useSiteRows('siteNotices', sysType, true);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const [editing, setEditing] = useState<{ row: SiteNoticeRow | null } | null>(null);
  const [viewing, setViewing] = useState<SiteNoticeRow | null>(null);

  const remove = async (n: SiteNoticeRow) => {
    if (!(await confirmAction({ message: WebsiteMsg.deleteNotice, danger: true }))) return;
    if (await mutate('siteNotice.delete', { id: n.id, schoolId })) notify.success(WebsiteMsg.done);
  };
  const columns: Column<SiteNoticeRow>[] = [
    {
      key: 'title',
      title: '公告名称',
      width: '26%',
      render: (n) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setViewing(n)} ta="left" lineClamp={1}>
          {n.title}
        </Anchor>
      ),
    },
    {
      key: 'content',
      title: '公告内容',
      render: (n) => (
        <Text size="sm" lineClamp={1}>
          {n.content}
        </Text>
      ),
    },
    { key: 'time', title: '发布时间', width: 180, render: (n) => formatDateTime(n.createTime) },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      render: (n) => <RowActions onEdit={() => setEditing({ row: n })} onDelete={() => void remove(n)} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
          新增公告
        </Button>
      </Group>
      <DataTable columns={columns} rows={paging.visible} rowKey={(n) => n.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <NoticeDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        schoolId={schoolId}
        sysType={sysType}
        notice={editing?.row ?? null}
      />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title="公告详情" size="lg" centered>
        {viewing && (
          <Stack gap="sm">
            <Text fw={600} size="lg">
              {viewing.title}
            </Text>
            <Text size="sm" c="dimmed">
              发布时间：{formatDateTime(viewing.createTime)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {viewing.content}
            </Text>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
