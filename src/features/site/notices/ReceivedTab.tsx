import type { MyNoticeRow } from '@contract/site/notices';
import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { getMyNotices } from '@/lib/api/calls/notices';
import { type Column, DataTable } from '@/ui/DataTable';
import { SearchInput } from '@/ui/fields/SearchInput';
import { TablePager } from '@/ui/TablePager';
import { NoticeDetailDialog } from './NoticeDetailDialog';
import { useServerPage } from './use-server-page';

/** 我收到的: the published notices addressed to me, unread ones marked; 查看 opens (and marks read). */
export function ReceivedTab({ schoolId }: { schoolId: number }) {
  const { search, page, paging, rows, reload } = useServerPage(schoolId, getMyNotices);
  const [open, setOpen] = useState<string | null>(null);
  const close = useCallback(
    (read: boolean) => {
      setOpen(null);
      if (read) reload();
    },
    [reload],
  );
  const columns: Column<MyNoticeRow>[] = [
    {
      key: 'title',
      title: '标题',
      render: (n) => (
        <Anchor component="button" type="button" size="sm" fw={n.read ? 400 : 600} onClick={() => setOpen(n.id)}>
          {n.title}
        </Anchor>
      ),
    },
    { key: 'author', title: '发布人', width: 120, render: (n) => n.authorName },
    { key: 'time', title: '发布时间', width: 170, render: (n) => n.publishTime },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (n) => (
        <Badge variant="light" color={n.read ? 'gray' : 'orange'}>
          {n.read ? '已读' : '未读'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (n) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(n.id)}>
          查看
        </Anchor>
      ),
    },
  ];
  return (
    <Stack gap="md" pt="md">
      <Group>
        <SearchInput search={search} placeholder="请输入标题" w={240} onChange={paging.toFirstPage} />
      </Group>
      <DataTable columns={columns} rows={rows} rowKey={(n) => n.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={page?.total ?? 0} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <NoticeDetailDialog schoolId={schoolId} id={open} onClose={close} />
    </Stack>
  );
}
