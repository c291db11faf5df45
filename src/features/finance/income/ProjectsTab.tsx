import { INCOME_TYPE_CODES, INCOME_TYPES, type IncomeProjectRow } from '@contract/finance/income';
import { Anchor, Badge, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { getFinanceRecords } from '@/lib/api/calls/finance-records';
import { useReplica } from '@/lib/replica/replica';
import { useCanMutate } from '@/lib/session/can-mutate';
import { AuditDrawer } from '@/ui/AuditDrawer';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { ProjectFormDialog } from './ProjectFormDialog';
import { useIncomeProjects } from './use-income-rows';

const TYPE_OPTIONS = INCOME_TYPE_CODES.map((c) => ({ value: String(c), label: INCOME_TYPES[c] }));

/** 收入项目: the school's recurring income sources (name, type, enabled), read from the replica, drafted offline. */
export function ProjectsTab() {
  const { schoolId } = useReplica();
  const all = useIncomeProjects();
  const search = useSearchText();
  const [type, setType] = useState<string | null>(null);
  const rows = useMemo(
    () => all?.filter((r) => (!search.query || r.name.includes(search.query)) && (!type || String(r.type) === type)),
    [all, search.query, type],
  );
  const paging = usePaging(rows);
  const mayEdit = useCanMutate('incomeProject.save');
  const [editing, setEditing] = useState<{ row: IncomeProjectRow | null } | null>(null);
  const [audited, setAudited] = useState<IncomeProjectRow | null>(null);
  const columns: Column<IncomeProjectRow>[] = [
    { key: 'name', title: '项目名称', width: 200, render: (r) => r.name },
    { key: 'type', title: '收入类型', width: 110, render: (r) => INCOME_TYPES[r.type] },
    {
      key: 'enabled',
      title: '状态',
      width: 90,
      render: (r) => (
        <Badge variant="light" color={r.enabled ? 'green' : 'gray'}>
          {r.enabled ? '启用' : '停用'}
        </Badge>
      ),
    },
    { key: 'remark', title: '备注', render: (r) => r.remark || '—' },
  ];
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={
          <>
            <Select
              label="收入类型"
              placeholder="全部"
              w={130}
              clearable
              data={TYPE_OPTIONS}
              value={type}
              onChange={paging.withFirstPage(setType)}
            />
            <SearchInput search={search} label="项目名称" placeholder="项目名称" aria-label="搜索收入项目" onChange={paging.toFirstPage} />
          </>
        }
        addLabel="新增收入项目"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (r) => setEditing({ row: r }) : undefined}
        rowExtra={(r) => (
          <Anchor component="button" type="button" size="sm" onClick={() => setAudited(r)}>
            变更记录
          </Anchor>
        )}
      />
      {schoolId && (
        <ProjectFormDialog opened={editing !== null} onClose={() => setEditing(null)} schoolId={schoolId} row={editing?.row ?? null} />
      )}
      <AuditDrawer
        entity="收入项目"
        row={audited && { id: audited.id, name: audited.name }}
        onClose={() => setAudited(null)}
        load={getFinanceRecords}
      />
    </>
  );
}
