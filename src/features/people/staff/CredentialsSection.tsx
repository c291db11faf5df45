import { CREDENTIAL_LABEL, type StaffCredentialRow } from '@contract/people/staff';
import { Button, Divider, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { RowActions } from '@/ui/RowActions';
import { ExpiryDay } from '@/ui/ExpiryDay';
import { useStaffCredentials } from './use-staff';

interface Props {
  schoolId: number;
  userId: number;
  mayEdit: boolean;
  /** Opens the credential dialog (drawn by the caller outside its form, so its submit stays its own). */
  onEdit: (row: StaffCredentialRow | null) => void;
}

/** 证书: a member's credentials in the profile dialog, each added, edited or deleted on its own (offline too). */
export function CredentialsSection({ schoolId, userId, mayEdit, onEdit }: Props) {
  const rows = (useStaffCredentials() ?? []).filter((c) => c.userId === userId).sort((a, b) => a.category - b.category);
  const mutate = useMutate();
  const remove = async (c: StaffCredentialRow) => {
    if (!(await confirmAction({ message: `确定删除证书「${CREDENTIAL_LABEL[c.category]}」吗？`, danger: true }))) return;
    if (await mutate('staffCredential.delete', { id: c.id, schoolId })) notify.success('删除成功');
  };
  const columns: Column<StaffCredentialRow>[] = [
    { key: 'category', title: '证书类别', render: (c) => CREDENTIAL_LABEL[c.category] ?? '' },
    { key: 'number', title: '证书编号', render: (c) => c.number },
    { key: 'issued', title: '发证日期', width: 120, render: (c) => c.issued ?? '—' },
    { key: 'expiry', title: '有效期至', width: 120, render: (c) => <ExpiryDay day={c.expiry} empty="长期有效" /> },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: '操作',
            width: 110,
            render: (c: StaffCredentialRow) => <RowActions onEdit={() => onEdit(c)} onDelete={() => void remove(c)} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <Divider label="证书" labelPosition="left" />
      {mayEdit && (
        <Group justify="flex-end">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onEdit(null)}>
            新增证书
          </Button>
        </Group>
      )}
      <DataTable rows={rows} columns={columns} rowKey={(c) => c.id} page={1} pageSize={Math.max(rows.length, 1)} />
    </>
  );
}
