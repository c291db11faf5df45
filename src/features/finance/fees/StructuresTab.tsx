import { type FeeItemRow, type FeeStructureRow, formatFen, lineFen } from '@contract/finance/fees';
import { TERM_TYPES } from '@contract/term';
import { Anchor, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import type { Column } from '@/ui/DataTable';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { AuditDrawer } from './AuditDrawer';
import { StructureFormDialog } from './StructureFormDialog';
import { useClasses } from '@/lib/replica/use-classes';
import { useFinanceRows } from './use-finance-rows';
import { validityColumn, VoidLink } from '@/ui/validity';
import { schoolYearsOf } from '@/lib/term-options';

const byTerm = (r: FeeStructureRow) => `${r.schoolYear}-${r.termType}`;
const byName = (r: FeeItemRow) => r.name;

/** 收费标准: per class and term, the items the class pays and what they add up to. */
export function StructuresTab() {
  const { schoolId } = useReplica();
  const all = useFinanceRows('feeStructures', byTerm);
  const items = useFinanceRows('feeItems', byName) ?? [];
  const classList = useClasses();
  const classes = useMemo(() => classList ?? [], [classList]);
  const [classId, setClassId] = useState<string | null>(null);
  const [year, setYear] = useState<string | null>(null);
  // Valid first, the latest term first, then the classes in their order.
  const rows = useMemo(() => {
    const order = new Map(classes.map((c) => [c.id, c.sort]));
    return all
      ?.filter((r) => (!classId || r.classId === classId) && (!year || r.schoolYear === year))
      .sort(
        (a, b) =>
          a.validity - b.validity ||
          b.schoolYear.localeCompare(a.schoolYear) ||
          b.termType - a.termType ||
          (order.get(a.classId) ?? 999) - (order.get(b.classId) ?? 999),
      );
  }, [all, classId, year, classes]);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('feeStructure.save');
  const [editing, setEditing] = useState<{ row: FeeStructureRow | null } | null>(null);
  const [audited, setAudited] = useState<FeeStructureRow | null>(null);
  const itemById = new Map(items.map((i) => [i.id, i]));
  const className = (id: string) => classes.find((c) => c.id === id)?.name ?? '（已删除的班级）';
  const label = (r: FeeStructureRow) => `${className(r.classId)} ${r.schoolYear} ${TERM_TYPES[r.termType]}`;
  const total = (r: FeeStructureRow) =>
    r.lines.reduce((sum, l) => {
      const item = itemById.get(l.itemId);
      return sum + (item ? lineFen(l, item) : (l.amountFen ?? 0));
    }, 0);
  const years = schoolYearsOf(all);

  const columns: Column<FeeStructureRow>[] = [
    { key: 'class', title: '班级', width: 120, render: (r) => className(r.classId) },
    { key: 'term', title: '学年学期', width: 170, render: (r) => `${r.schoolYear} ${TERM_TYPES[r.termType]}` },
    {
      key: 'items',
      title: '收费项目',
      render: (r) =>
        r.lines
          .map((l) => {
            const item = itemById.get(l.itemId);
            return `${item?.name ?? '—'} ${formatFen(item ? lineFen(l, item) : (l.amountFen ?? 0))}`;
          })
          .join('；'),
    },
    { key: 'total', title: '合计', width: 130, align: 'right', render: (r) => formatFen(total(r)) },
    validityColumn<FeeStructureRow>(),
  ];
  const voidIt = async (r: FeeStructureRow) => {
    if (schoolId && (await mutate('feeStructure.void', { id: r.id, schoolId }))) notify.success('作废成功');
  };
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={
          <>
            <Select
              aria-label="班级"
              placeholder="全部班级"
              clearable
              searchable
              w={160}
              data={classes.map((c) => ({ value: c.id, label: c.name }))}
              value={classId}
              onChange={paging.withFirstPage(setClassId)}
            />
            <Select
              aria-label="学年"
              placeholder="全部学年"
              clearable
              w={140}
              data={years}
              value={year}
              onChange={paging.withFirstPage(setYear)}
            />
          </>
        }
        addLabel="新增收费标准"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        addDisabled={classes.length === 0}
        onEdit={mayEdit ? (r) => (r.validity === 1 ? setEditing({ row: r }) : notify.error('已作废的数据不能修改')) : undefined}
        rowExtra={(r) => (
          <>
            <Anchor component="button" type="button" size="sm" onClick={() => setAudited(r)}>
              变更记录
            </Anchor>
            {mayEdit && <VoidLink noun="收费标准" name={label(r)} row={r} run={voidIt} />}
          </>
        )}
      />
      {schoolId && (
        <StructureFormDialog
          opened={editing !== null}
          onClose={() => setEditing(null)}
          schoolId={schoolId}
          row={editing?.row ?? null}
          classes={classes}
          items={items}
        />
      )}
      <AuditDrawer entity="收费标准" row={audited && { id: audited.id, name: label(audited) }} onClose={() => setAudited(null)} />
    </>
  );
}
