import type { NoticeReceipt, NoticeReceipts } from '@contract/site/notices';
import { Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getNoticeReceipts } from '@/lib/api/calls/notices';
import { type Column, DataTable } from '@/ui/DataTable';

const columns: Column<NoticeReceipt>[] = [
  { key: 'name', title: '姓名', width: 140, render: (r) => r.userName },
  { key: 'dept', title: '部门', width: 160, render: (r) => r.departmentName || '—' },
  { key: 'time', title: '阅读时间', width: 170, render: (r) => r.readTime ?? '—' },
];

/** 阅读情况: 已读 N / 未读 N, and who in each. */
export function ReceiptsDialog({ schoolId, id, onClose }: { schoolId: number; id: string | null; onClose: () => void }) {
  const [r, setR] = useState<NoticeReceipts | null>(null);
  useEffect(() => {
    setR(null);
    if (id)
      getNoticeReceipts(schoolId, id)
        .then(setR)
        .catch(() => {});
  }, [schoolId, id]);
  return (
    <Modal opened={!!id} onClose={onClose} title="阅读情况" size="xl">
      <Stack gap="sm">
        <Group gap="xl">
          <Text size="sm">通知人数：{r?.total ?? '—'}</Text>
          <Text size="sm" c="teal" data-testid="read-count">
            已读 {r?.read ?? '—'}
          </Text>
          <Text size="sm" c="orange" data-testid="unread-count">
            未读 {r?.unread ?? '—'}
          </Text>
        </Group>
        <Tabs defaultValue="unread">
          <Tabs.List>
            <Tabs.Tab value="unread">未读（{r?.unread ?? 0}）</Tabs.Tab>
            <Tabs.Tab value="read">已读（{r?.read ?? 0}）</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="unread" pt="sm">
            <DataTable columns={columns} rows={r?.nonReaders} rowKey={(x) => String(x.userId)} page={1} pageSize={1000} />
          </Tabs.Panel>
          <Tabs.Panel value="read" pt="sm">
            <DataTable columns={columns} rows={r?.readers} rowKey={(x) => String(x.userId)} page={1} pageSize={1000} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Modal>
  );
}
