import type { RefundGroupRow } from '@contract/finance/refunds';
import { Anchor, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { getFinanceRecords } from '@/lib/api/calls/finance-records';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { AuditDrawer } from '@/ui/AuditDrawer';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { GroupFormDialog } from './GroupFormDialog';
import { useClasses } from '@/lib/replica/use-classes';
import { useSchoolRows } from '@/lib/replica/use-school-rows';
import { validFirstByName, validityColumn, VoidLink } from '@/ui/validity';

const names = (ids: readonly string[], by: ReadonlyMap<string, string>) => ids.map((id) => by.get(id) ?? '已删除').join('、') || '—';

/** 退费组: which refund items the children of some classes get back when they leave; voided, never deleted. */
export function GroupsTab() {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const all = useSchoolRows('refundGroups');
  const items = useSchoolRows('refundItems');
  const classes = useClasses() ?? [];
  const itemName = useMemo(() => new Map((items ?? []).map((i) => [i.id, i.name])), [items]);
  const className = useMemo(() => new Map(classes.map((c) => [c.id, c.name])), [classes]);
  const rows = useMemo(() => validFirstByName(all, search.query), [all, search.query]);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('refundGroup.save');
  const [editing, setEditing] = useState<{ row: RefundGroupRow | null } | null>(null);
  const [audited, setAudited] = useState<RefundGroupRow | null>(null);
  const columns: Column<RefundGroupRow>[] = [
    { key: 'name', title: '退费组', width: 150, render: (r) => r.name },
    {
      key: 'items',
      title: '退费项目',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {names(r.itemIds, itemName)}
        </Text>
      ),
    },
    {
      key: 'classes',
      title: '适用班级',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {names(r.classIds, className)}
        </Text>
      ),
    },
    validityColumn<RefundGroupRow>(),
    { key: 'remark', title: '备注', width: 160, render: (r) => r.remark || '—' },
  ];
  const voidIt = async (r: RefundGroupRow) => {
    if (schoolId && (await mutate('refundGroup.void', { id: r.id, schoolId }))) notify.success('作废成功');
  };
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="退费组名称" aria-label="搜索退费组" onChange={paging.toFirstPage} />}
        addLabel="新增退费组"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (r) => (r.validity === 1 ? setEditing({ row: r }) : notify.error('已作废的数据不能修改')) : undefined}
        rowExtra={(r) => (
          <>
            <Anchor component="button" type="button" size="sm" onClick={() => setAudited(r)} style={{ whiteSpace: 'nowrap' }}>
              变更记录
            </Anchor>
            {mayEdit && <VoidLink noun="退费组" name={r.name} row={r} run={voidIt} />}
          </>
        )}
      />
      {schoolId && editing && (
        <GroupFormDialog
          opened
          onClose={() => setEditing(null)}
          schoolId={schoolId}
          row={editing.row}
          items={items ?? []}
          classes={classes}
        />
      )}
      <AuditDrawer
        entity="退费组"
        row={audited && { id: audited.id, name: audited.name }}
        onClose={() => setAudited(null)}
        load={getFinanceRecords}
        names={new Map([...itemName, ...className])}
      />
    </>
  );
}
