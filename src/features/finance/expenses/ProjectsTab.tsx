import { budgetOf, type ExpenseProjectRow } from '@contract/finance/expenses';
import { formatFen } from '@contract/finance/fees';
import { Anchor, Badge, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { calendarTerm } from '@/lib/term-options';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { RecordTable } from '@/ui/RecordTable';
import { ProjectFormDialog } from './ProjectFormDialog';
import { useExpenseProjects, useReimbursements } from './use-expenses';

/**
 * 支出项目: the school's projects with this school year's budget and what has been paid against it (paid claims of
 * the school year's days). Drafted offline; a project is never deleted (claims point at it), it is 停用.
 */
export function ProjectsTab() {
  const { schoolId } = useReplica();
  const projects = useExpenseProjects();
  const claims = useReimbursements();
  const mayEdit = useCanMutate('expenseProject.save');
  const mutate = useMutate();
  const [editing, setEditing] = useState<{ row: ExpenseProjectRow | null } | null>(null);
  const year = calendarTerm().schoolYear;
  const [from, to] = [`${year.slice(0, 4)}-09-01`, `${year.slice(5)}-08-31`];
  const paid = useMemo(() => {
    const m = new Map<string, number>();
    for (const c of claims ?? [])
      if (c.state === 'paid' && c.projectId && c.day >= from && c.day <= to) m.set(c.projectId, (m.get(c.projectId) ?? 0) + c.amountFen);
    return m;
  }, [claims, from, to]);

  const toggle = async (p: ExpenseProjectRow) => {
    if (!schoolId) return;
    const verb = p.enabled ? '停用' : '启用';
    if (!(await confirmAction({ message: `确定${verb}支出项目“${p.name}”吗？`, danger: p.enabled }))) return;
    const { id, name, category, budgets, remark } = p;
    if (await mutate('expenseProject.save', { id, schoolId, name, category, budgets, remark, enabled: !p.enabled }))
      notify.success(`${verb}成功`);
  };

  const columns: Column<ExpenseProjectRow>[] = [
    { key: 'name', title: '项目名称', render: (p) => p.name },
    { key: 'category', title: '支出类别', width: 110, render: (p) => p.category },
    {
      key: 'budget',
      title: `${year}学年预算`,
      width: 180,
      align: 'right',
      render: (p) => {
        const b = budgetOf(p, year);
        return b === null ? (
          <Text size="sm" c="dimmed">
            未设置
          </Text>
        ) : (
          formatFen(b)
        );
      },
    },
    {
      key: 'paid',
      title: '本学年已付款',
      width: 150,
      align: 'right',
      render: (p) => {
        const b = budgetOf(p, year);
        const v = paid.get(p.id) ?? 0;
        return (
          <Text size="sm" c={b !== null && v > b ? 'red.7' : undefined}>
            {formatFen(v)}
          </Text>
        );
      },
    },
    {
      key: 'enabled',
      title: '状态',
      width: 80,
      render: (p) => (
        <Badge variant="light" color={p.enabled ? 'green' : 'gray'}>
          {p.enabled ? '启用' : '停用'}
        </Badge>
      ),
    },
    { key: 'remark', title: '备注', render: (p) => p.remark || '—' },
  ];
  return (
    <>
      <RecordTable
        rows={projects}
        columns={columns}
        addLabel="新增支出项目"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (p) => setEditing({ row: p }) : undefined}
        rowExtra={
          mayEdit
            ? (p) => (
                <Anchor component="button" type="button" size="sm" c={p.enabled ? 'red' : undefined} onClick={() => void toggle(p)}>
                  {p.enabled ? '停用' : '启用'}
                </Anchor>
              )
            : undefined
        }
      />
      {schoolId && (
        <ProjectFormDialog opened={editing !== null} onClose={() => setEditing(null)} schoolId={schoolId} row={editing?.row ?? null} />
      )}
    </>
  );
}
