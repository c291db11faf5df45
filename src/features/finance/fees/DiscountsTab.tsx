import { DISCOUNT_TARGETS, type DiscountRow, type FeeItemRow, formatFen } from '@contract/finance/fees';
import type { StudentRow } from '@contract/people/school-records';
import { Anchor } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
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
import { DiscountFormDialog } from './DiscountFormDialog';
import { useFinanceRows } from './use-finance-rows';
import { validityColumn, VoidLink } from '@/ui/validity';

const byName = (r: { name: string }) => r.name;

/** The discount as the list shows it: ¥300.00 off, or 10%（九折）. */
export function discountText(d: DiscountRow): string {
  if (d.kind === 'fixed') return `减免 ${formatFen(d.amountFen)}`;
  const rate = 100 - d.percent;
  return `减免 ${d.percent}%${rate > 0 && rate % 10 === 0 ? `（${'零一二三四五六七八九'[rate / 10]}折）` : ''}`;
}

/** 优惠设置: discounts, fixed or percentage, for named children or by rule, in their validity period. */
export function DiscountsTab() {
  const { db, schoolId } = useReplica();
  const search = useSearchText();
  const all = useFinanceRows('discounts', byName);
  const items: FeeItemRow[] = useFinanceRows('feeItems', byName) ?? [];
  const students =
    useLiveQuery(
      async () =>
        db && schoolId
          ? (await db.table<StudentRow>('students').where('schoolId').equals(schoolId).toArray()).filter((s) => s.status === 1)
          : [],
      [db, schoolId],
    ) ?? [];
  const rows = useMemo(() => (search.query ? all?.filter((r) => r.name.includes(search.query)) : all), [all, search.query]);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('discount.save');
  const [editing, setEditing] = useState<{ row: DiscountRow | null } | null>(null);
  const [audited, setAudited] = useState<DiscountRow | null>(null);
  const itemName = new Map(items.map((i) => [i.id, i.name]));

  const columns: Column<DiscountRow>[] = [
    { key: 'name', title: '优惠名称', width: 150, render: (r) => r.name },
    { key: 'value', title: '优惠', width: 150, render: discountText },
    {
      key: 'target',
      title: '优惠对象',
      width: 160,
      render: (r) => (r.target === 'child' ? `${DISCOUNT_TARGETS.child}（${r.studentIds.length}人）` : DISCOUNT_TARGETS[r.target]),
    },
    {
      key: 'items',
      title: '适用项目',
      render: (r) => (r.itemIds.length === 0 ? '全部项目' : r.itemIds.map((i) => itemName.get(i) ?? '—').join('、')),
    },
    { key: 'period', title: '有效期', width: 200, render: (r) => `${r.startsOn} 至 ${r.endsOn}` },
    validityColumn<DiscountRow>(),
  ];
  const voidIt = async (r: DiscountRow) => {
    if (schoolId && (await mutate('discount.void', { id: r.id, schoolId }))) notify.success('作废成功');
  };
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="优惠名称" aria-label="搜索优惠" onChange={paging.toFirstPage} />}
        addLabel="新增优惠"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (r) => (r.validity === 1 ? setEditing({ row: r }) : notify.error('已作废的数据不能修改')) : undefined}
        rowExtra={(r) => (
          <>
            <Anchor component="button" type="button" size="sm" onClick={() => setAudited(r)}>
              变更记录
            </Anchor>
            {mayEdit && <VoidLink noun="优惠" name={byName(r)} row={r} run={voidIt} />}
          </>
        )}
      />
      {schoolId && (
        <DiscountFormDialog
          opened={editing !== null}
          onClose={() => setEditing(null)}
          schoolId={schoolId}
          row={editing?.row ?? null}
          items={items}
          students={students}
        />
      )}
      <AuditDrawer entity="优惠" row={audited && { id: audited.id, name: audited.name }} onClose={() => setAudited(null)} />
    </>
  );
}
