import { type SiteDynamicRow, type SiteType, WebsiteMsg } from '@contract';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { DynamicDialog } from './DynamicDialog';
import { FileImage } from './FileImage';
import { RowActions } from './RowActions';
import { SafeHtml } from './SafeHtml';
import { usePaging } from './use-paging';
import { useSiteRows } from './use-site-rows';

/** Tab 4: the site's dynamics, newest first; a title opens title, time, text and cover. */
export function DynamicsTab({ schoolId, sysType }: { schoolId: number; sysType: SiteType }) {
  const rows = useSiteRows('siteDynamics', sysType, true);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const [editing, setEditing] = useState<{ row: SiteDynamicRow | null } | null>(null);
  const [viewing, setViewing] = useState<SiteDynamicRow | null>(null);

  const remove = async (d: SiteDynamicRow) => {
    if (!(await confirmAction({ message: WebsiteMsg.deleteDynamic, danger: true }))) return;
    if (await mutate('siteDynamic.delete', { id: d.id, schoolId })) notify.success(WebsiteMsg.done);
  };
  const columns: Column<SiteDynamicRow>[] = [
    {
      key: 'title',
      title: '标题',
      render: (d) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setViewing(d)} ta="left">
          {d.title}
        </Anchor>
      ),
    },
    { key: 'time', title: '发布时间', width: 200, render: (d) => formatDateTime(d.releaseTime) },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      render: (d) => <RowActions onEdit={() => setEditing({ row: d })} onDelete={() => void remove(d)} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
          发布动态
        </Button>
      </Group>
      <DataTable columns={columns} rows={paging.visible} rowKey={(d) => d.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <DynamicDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        schoolId={schoolId}
        sysType={sysType}
        dynamic={editing?.row ?? null}
      />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title="动态详情" size={760} centered>
        {viewing && (
          <Stack gap="sm">
            <Text fw={600} size="lg">
              {viewing.title}
            </Text>
            <Text size="sm" c="dimmed">
              发布时间：{formatDateTime(viewing.releaseTime)}
            </Text>
            <SafeHtml html={viewing.summary} />
            <Text size="sm" fw={500}>
              封面
            </Text>
            <FileImage path={viewing.cover} alt="封面" w={240} radius="sm" />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
