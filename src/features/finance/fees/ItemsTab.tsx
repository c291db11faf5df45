import { FEE_UNITS, type FeeItemRow, formatFen } from '@contract/finance/fees';
import { Anchor } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { AuditDrawer } from './AuditDrawer';
import { ItemFormDialog } from './ItemFormDialog';
import { useFinanceRows } from './use-finance-rows';
import { validityColumn, VoidLink } from '@/ui/validity';

const byName = (r: FeeItemRow) => r.name;

/** 收费项目: the school's fee items (name, amount, unit, refundable); voided, never deleted (bills name them). */
export function ItemsTab() {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const all = useFinanceRows('feeItems', byName);
  const rows = useMemo(() => (search.query ? all?.filter((r) => r.name.includes(search.query)) : all), [all, search.query]);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('feeItem.save');
  const [editing, setEditing] = useState<{ row: FeeItemRow | null } | null>(null);
  const [audited, setAudited] = useState<FeeItemRow | null>(null);

  const columns: Column<FeeItemRow>[] = [
    { key: 'name', title: '项目名称', width: 180, render: (r) => r.name },
    { key: 'amount', title: '金额', width: 130, align: 'right', render: (r) => formatFen(r.amountFen) },
    { key: 'unit', title: '收费单位', width: 100, render: (r) => FEE_UNITS[r.unit] },
    { key: 'refundable', title: '可退费', width: 80, render: (r) => (r.refundable ? '是' : '否') },
    validityColumn<FeeItemRow>(),
    { key: 'remark', title: '备注', render: (r) => r.remark || '—' },
  ];
  const voidIt = async (r: FeeItemRow) => {
    if (schoolId && (await mutate('feeItem.void', { id: r.id, schoolId }))) notify.success('作废成功');
  };
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="项目名称" aria-label="搜索收费项目" onChange={paging.toFirstPage} />}
        addLabel="新增收费项目"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (r) => (r.validity === 1 ? setEditing({ row: r }) : notify.error('已作废的数据不能修改')) : undefined}
        rowExtra={(r) => (
          <>
            <Anchor component="button" type="button" size="sm" onClick={() => setAudited(r)}>
              变更记录
            </Anchor>
            {mayEdit && <VoidLink noun="收费项目" name={byName(r)} row={r} run={voidIt} />}
          </>
        )}
      />
      {schoolId && (
        <ItemFormDialog opened={editing !== null} onClose={() => setEditing(null)} schoolId={schoolId} row={editing?.row ?? null} />
      )}
      <AuditDrawer entity="收费项目" row={audited && { id: audited.id, name: audited.name }} onClose={() => setAudited(null)} />
    </>
  );
}
