import { REFUND_MODES, type RefundItemRow } from '@contract/finance/refunds';
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
import { useSchoolRows } from '@/lib/replica/use-school-rows';
import { ItemFormDialog } from './ItemFormDialog';
import { itemRate } from './item-rate';
import { validFirstByName, validityColumn, VoidLink } from '@/ui/validity';

/** 退费项目: which fee item refunds and how (by unused day, by unused month, or whole); voided, never deleted. */
export function ItemsTab() {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const all = useSchoolRows('refundItems');
  const feeItems = useSchoolRows('feeItems');
  const feeName = useMemo(() => new Map((feeItems ?? []).map((f) => [f.id, f.name])), [feeItems]);
  const rows = useMemo(() => validFirstByName(all, search.query), [all, search.query]);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('refundItem.save');
  const [editing, setEditing] = useState<{ row: RefundItemRow | null } | null>(null);
  const [audited, setAudited] = useState<RefundItemRow | null>(null);
  const columns: Column<RefundItemRow>[] = [
    { key: 'name', title: '退费项目', width: 160, render: (r) => r.name },
    { key: 'fee', title: '收费项目', width: 130, render: (r) => feeName.get(r.feeItemId) ?? '—' },
    { key: 'mode', title: '计算方式', width: 120, render: (r) => REFUND_MODES[r.mode] },
    {
      key: 'unit',
      title: '退费标准',
      width: 130,
      align: 'right',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {itemRate(r)}
        </Text>
      ),
    },
    validityColumn<RefundItemRow>(),
    { key: 'remark', title: '备注', render: (r) => r.remark || '—' },
  ];
  const voidIt = async (r: RefundItemRow) => {
    if (schoolId && (await mutate('refundItem.void', { id: r.id, schoolId }))) notify.success('作废成功');
  };
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="退费项目名称" aria-label="搜索退费项目" onChange={paging.toFirstPage} />}
        addLabel="新增退费项目"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        addDisabled={(feeItems ?? []).length === 0}
        onEdit={mayEdit ? (r) => (r.validity === 1 ? setEditing({ row: r }) : notify.error('已作废的数据不能修改')) : undefined}
        rowExtra={(r) => (
          <>
            <Anchor component="button" type="button" size="sm" onClick={() => setAudited(r)} style={{ whiteSpace: 'nowrap' }}>
              变更记录
            </Anchor>
            {mayEdit && <VoidLink noun="退费项目" name={r.name} row={r} run={voidIt} />}
          </>
        )}
      />
      {schoolId && editing && (
        <ItemFormDialog opened onClose={() => setEditing(null)} schoolId={schoolId} row={editing.row} feeItems={feeItems ?? []} />
      )}
      <AuditDrawer
        entity="退费项目"
        row={audited && { id: audited.id, name: audited.name }}
        onClose={() => setAudited(null)}
        load={getFinanceRecords}
        names={feeName}
      />
    </>
  );
}
