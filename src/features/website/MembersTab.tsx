import { type SiteMemberRow, type SiteType, WebsiteMsg } from '@contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { MemberDialog } from './MemberDialog';
import { RowActions } from './RowActions';
import { usePaging } from './use-paging';
import { useSiteRows } from './use-site-rows';

/** Tab 3 组织架构: the committee's members. */
export function MembersTab({ schoolId, sysType }: { schoolId: number; sysType: SiteType }) {
  const rows = useSiteRows('siteMembers', sysType, false);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const [editing, setEditing] = useState<{ row: SiteMemberRow | null } | null>(null);

  const remove = async (m: SiteMemberRow) => {
    if (!(await confirmAction({ message: WebsiteMsg.deleteMember, danger: true }))) return;
    if (await mutate('siteMember.delete', { id: m.id, schoolId })) notify.success(WebsiteMsg.done);
  };
  const columns: Column<SiteMemberRow>[] = [
    { key: 'name', title: '姓名', render: (m) => m.name },
    { key: 'position', title: '职务', render: (m) => m.position },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      render: (m) => <RowActions onEdit={() => setEditing({ row: m })} onDelete={() => void remove(m)} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
          新增成员
        </Button>
      </Group>
      <DataTable columns={columns} rows={paging.visible} rowKey={(m) => m.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <MemberDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        schoolId={schoolId}
        sysType={sysType}
        member={editing?.row ?? null}
      />
    </Stack>
  );
}
