import { type SiteDynamicRow, type SiteType, WebsiteMsg } from '@contract/site/website';
import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { DetailDialog } from './DetailDialog';
import { DynamicDialog } from './DynamicDialog';
import { FileImage } from './FileImage';
import { RecordTable } from '@/ui/RecordTable';
import { SafeHtml } from '@/ui/rich-text/SafeHtml';
import { useSiteRows } from './use-site-rows';

/** Tab 4: the site's dynamics, newest first; a title opens title, time, text and cover. */
export function DynamicsTab({ schoolId, sysType }: { schoolId: number; sysType: SiteType }) {
  const rows = useSiteRows('siteDynamics', sysType, true);
  const mutate = useMutate();
  const mayAdd = useCanMutate('siteDynamic.create');
  const mayEdit = useCanMutate('siteDynamic.update');
  const mayDelete = useCanMutate('siteDynamic.delete');
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
  ];

  return (
    <Stack gap="md">
      <RecordTable
        rows={rows}
        columns={columns}
        addLabel="发布动态"
        onAdd={mayAdd ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (d) => setEditing({ row: d }) : undefined}
        onDelete={mayDelete ? (d) => void remove(d) : undefined}
      />
      <DynamicDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        schoolId={schoolId}
        sysType={sysType}
        dynamic={editing?.row ?? null}
      />
      <DetailDialog
        title="动态详情"
        size={760}
        record={viewing && { title: viewing.title, time: viewing.releaseTime }}
        onClose={() => setViewing(null)}
      >
        {viewing && <SafeHtml html={viewing.summary} />}
        <Text size="sm" fw={500}>
          封面
        </Text>
        {viewing && <FileImage path={viewing.cover} alt="封面" w={240} radius="sm" />}
      </DetailDialog>
    </Stack>
  );
}
