import { type SiteNoticeRow, type SiteType, WebsiteMsg } from '@contract/site/website';
import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { DetailDialog } from './DetailDialog';
import { NoticeDialog } from './NoticeDialog';
import { RecordTable } from '@/ui/RecordTable';
import { useSiteRows } from './use-site-rows';

/** Tab 2: the site's notices, newest first; a title opens the notice. */
export function NoticesTab({ schoolId, sysType }: { schoolId: number; sysType: SiteType }) {
  const rows = useSiteRows('siteNotices', sysType, true);
  const mutate = useMutate();
  const mayAdd = useCanMutate('siteNotice.create');
  const mayEdit = useCanMutate('siteNotice.update');
  const mayDelete = useCanMutate('siteNotice.delete');
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
  ];

  return (
    <Stack gap="md">
      <RecordTable
        rows={rows}
        columns={columns}
        addLabel="新增公告"
        onAdd={mayAdd ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (n) => setEditing({ row: n }) : undefined}
        onDelete={mayDelete ? (n) => void remove(n) : undefined}
      />
      <NoticeDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        schoolId={schoolId}
        sysType={sysType}
        notice={editing?.row ?? null}
      />
      <DetailDialog
        title="公告详情"
        record={viewing && { title: viewing.title, time: viewing.createTime }}
        onClose={() => setViewing(null)}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {viewing?.content}
        </Text>
      </DetailDialog>
    </Stack>
  );
}
