import { chinaToday, expiryState } from '@contract/bus/expiry';
import { GENDERS } from '@contract/enums';
import {
  EDUCATION_LABEL,
  EMPLOYMENT_STATUS_LABEL,
  isStaffActive,
  STAFF_IMPORT,
  type StaffCredentialRow,
  type StaffOptions,
  type StaffProfileRow,
} from '@contract/people/staff';
import { Anchor, Badge, Group, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { useCanMutate } from '@/lib/session/can-mutate';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { ExpiryDay } from '@/ui/ExpiryDay';
import { optionsOf } from './staff-form';
import { StaffFormDialog } from './StaffFormDialog';
import { StaffImportExport } from './StaffImportExport';
import { StaffPhoto } from './StaffPhoto';
import { StatusDialog } from './StatusDialog';

const STATUS_COLOR: Record<number, string> = { 0: 'yellow', 1: 'blue', 2: 'cyan', 3: 'indigo', 4: 'gray', 5: 'red', 6: 'gray', 7: 'grape' };
/** 在职 (every serving status) is the list's first view; a status or 全部 otherwise. */
const SERVING = 'serving';
const ALL = 'all';
const STATUS_FILTER = [
  { value: SERVING, label: '在职（全部在职状态）' },
  { value: ALL, label: '全部' },
  ...optionsOf(EMPLOYMENT_STATUS_LABEL),
];

/** A cell that keeps to one line (names, days): the table grows a column rather than breaking a word. */
const line = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

interface Props {
  profiles: StaffProfileRow[] | undefined;
  credentials: StaffCredentialRow[];
  options: StaffOptions;
}

/** 教职工档案: the records with filters by status, department and name/phone, 编辑 and 变更状态, 导入 and 导出. */
export function StaffList({ profiles, credentials, options }: Props) {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const [status, setStatus] = useState<string>(SERVING);
  const [department, setDepartment] = useState<string | null>(null);
  const mayEdit = useCanMutate('staffProfile.save');
  const mayChangeStatus = useCanMutate('staffProfile.setStatus');
  const mayImport = useCan(STAFF_IMPORT);
  const [editing, setEditing] = useState<StaffProfileRow | null>(null);
  const [changing, setChanging] = useState<StaffProfileRow | null>(null);
  const today = chinaToday(new Date());

  const rows = useMemo(() => {
    const q = search.query.trim();
    return profiles?.filter(
      (p) =>
        (status === ALL || (status === SERVING ? isStaffActive(p.status) : p.status === Number(status))) &&
        (department === null || String(p.departmentId) === department) &&
        (!q || p.name.includes(q) || p.phone.includes(q)),
    );
  }, [profiles, status, department, search.query]);
  const paging = usePaging(rows);
  const credentialsOf = (userId: number) => credentials.filter((c) => c.userId === userId);

  const columns: Column<StaffProfileRow>[] = [
    {
      key: 'name',
      title: '姓名',
      width: 130,
      render: (p) => (
        <Group gap="xs" wrap="nowrap">
          <StaffPhoto path={p.photo} name={p.name} />
          {line(GENDERS[p.gender] ? `${p.name}（${GENDERS[p.gender]}）` : p.name)}
        </Group>
      ),
    },
    { key: 'phone', title: '手机号', width: 120, render: (p) => p.phone },
    { key: 'department', title: '部门', width: 120, render: (p) => line(p.departmentName || '—') },
    { key: 'position', title: '岗位', width: 110, render: (p) => line(p.positionName || '—') },
    {
      key: 'education',
      title: '学历',
      width: 100,
      render: (p) => line(p.education === null ? '—' : (EDUCATION_LABEL[p.education] ?? '—')),
    },
    { key: 'joinDate', title: '入职日期', width: 110, render: (p) => line(p.joinDate ?? '—') },
    { key: 'contractEnd', title: '合同到期', width: 110, render: (p) => <ExpiryDay day={p.contractEnd} /> },
    {
      key: 'credentials',
      title: '证书',
      width: 130,
      render: (p) => {
        const own = credentialsOf(p.userId);
        const due = own.filter((c) => expiryState(c.expiry, today) !== null).length;
        return due > 0 ? (
          <Text span size="sm" c="orange" fw={600} title="有证书即将到期或已过期" style={{ whiteSpace: 'nowrap' }}>
            {own.length}张（{due}张到期）
          </Text>
        ) : (
          `${own.length}张`
        );
      },
    },
    {
      key: 'status',
      title: '状态',
      width: 96,
      render: (p) => (
        <Badge color={STATUS_COLOR[p.status] ?? 'gray'} variant="light" miw={52} style={{ flexShrink: 0 }}>
          {EMPLOYMENT_STATUS_LABEL[p.status]}
        </Badge>
      ),
    },
  ];
  const statusLabel = STATUS_FILTER.find((s) => s.value === status)?.label ?? '';
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        addLabel=""
        filters={
          <>
            <SearchInput search={search} placeholder="姓名或手机号" aria-label="搜索教职工" onChange={paging.toFirstPage} />
            <Select
              aria-label="员工状态"
              w={200}
              data={STATUS_FILTER}
              value={status}
              allowDeselect={false}
              onChange={(v) => {
                setStatus(v ?? SERVING);
                paging.toFirstPage();
              }}
            />
            <Select
              aria-label="部门"
              placeholder="全部部门"
              w={160}
              clearable
              data={options.departments.map((d) => ({ value: String(d.id), label: d.name }))}
              value={department}
              onChange={paging.withFirstPage(setDepartment)}
            />
          </>
        }
        toolbar={
          schoolId && (
            <StaffImportExport
              schoolId={schoolId}
              options={options}
              shown={rows ?? []}
              which={statusLabel.replace(/（.*）/, '')}
              mayImport={mayImport}
            />
          )
        }
        onEdit={mayEdit ? (p) => setEditing(p) : undefined}
        rowExtra={
          mayChangeStatus
            ? (p) => (
                <Anchor component="button" type="button" size="sm" style={{ whiteSpace: 'nowrap' }} onClick={() => setChanging(p)}>
                  变更状态
                </Anchor>
              )
            : undefined
        }
      />
      {schoolId && (
        <>
          <StaffFormDialog
            opened={editing !== null}
            onClose={() => setEditing(null)}
            schoolId={schoolId}
            row={editing}
            options={options}
            mayEditCredentials={mayEdit}
          />
          <StatusDialog opened={changing !== null} onClose={() => setChanging(null)} schoolId={schoolId} row={changing} />
        </>
      )}
    </>
  );
}
