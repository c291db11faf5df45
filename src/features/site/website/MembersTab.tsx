import { type SiteMemberRow, type SiteType, WebsiteMsg } from '@contract/site/website';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { MemberDialog } from './MemberDialog';
import { RecordTable } from '@/ui/RecordTable';
import { useSiteRows } from './use-site-rows';

/** Tab 3 组织架构: the committee's members. */
export function MembersTab({ schoolId, sysType }: { schoolId: number; sysType: SiteType }) {
  const rows = useSiteRows('siteMembers', sysType, false);
  const mutate = useMutate();
  const mayAdd = useCanMutate('siteMember.create');
  const mayEdit = useCanMutate('siteMember.update');
  const mayDelete = useCanMutate('siteMember.delete');
  const [editing, setEditing] = useState<{ row: SiteMemberRow | null } | null>(null);

  const remove = async (m: SiteMemberRow) => {
    if (!(await confirmAction({ message: WebsiteMsg.deleteMember, danger: true }))) return;
    if (await mutate('siteMember.delete', { id: m.id, schoolId })) notify.success(WebsiteMsg.done);
  };
  const columns: Column<SiteMemberRow>[] = [
    { key: 'name', title: '姓名', render: (m) => m.name },
    { key: 'position', title: '职务', render: (m) => m.position },
  ];

  return (
    <Stack gap="md">
      <RecordTable
        rows={rows}
        columns={columns}
        addLabel="新增成员"
        onAdd={mayAdd ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (m) => setEditing({ row: m }) : undefined}
        onDelete={mayDelete ? (m) => void remove(m) : undefined}
      />
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
