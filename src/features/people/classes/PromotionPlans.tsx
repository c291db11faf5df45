import { ClassMsg } from '@contract/people/promotion';
import { PROMOTION_STATES, type PromotionPlanRow } from '@contract/people/school-records';
import { Anchor, Badge, Group, Paper, Title } from '@mantine/core';
import { deletePromotionPlan, undoPromotion } from '@/lib/api/calls/class-promotion';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { usePaging } from '@/ui/use-paging';
import { usePromotionPlans } from './use-class-records';

const STATE_COLORS = { planned: 'blue', done: 'teal', undone: 'gray' } as const;

/** 升班记录: the school's plans from the replica; 撤销 one that ran, 删除 one that has not (online only). */
export function PromotionPlans({ schoolId, online, mayPromote }: { schoolId: number; online: boolean; mayPromote: boolean }) {
  const plans = usePromotionPlans();
  const paging = usePaging(plans);

  const act = async (plan: PromotionPlanRow) => {
    if (!online) return notify.warning(ClassMsg.offline);
    const undo = plan.state === 'done';
    const question = undo ? '确定撤销该次升班吗？班级年级和名称将恢复，毕业的幼儿恢复在读。' : '确定删除该升班计划吗？';
    if (!(await confirmAction({ message: question, danger: !undo }))) return;
    try {
      if (undo) await undoPromotion(plan.id, schoolId);
      else await deletePromotionPlan(plan.id, schoolId);
      notify.success(undo ? '撤销成功' : '删除成功');
    } catch {
      // The client has shown the server's message (e.g. 升班后班级或幼儿已有修改，无法撤销).
    }
  };

  const columns: Column<PromotionPlanRow>[] = [
    { key: 'runOn', title: '执行日期', width: 130, render: (p) => p.runOn },
    { key: 'state', title: '状态', width: 100, render: (p) => <Badge color={STATE_COLORS[p.state]}>{PROMOTION_STATES[p.state]}</Badge> },
    { key: 'result', title: '结果', render: (p) => (p.state === 'planned' ? '—' : `升班 ${p.promoted} 个班级，毕业 ${p.graduated} 人`) },
    { key: 'doneAt', title: '执行时间', width: 180, render: (p) => (p.doneAt ? formatDateTime(p.doneAt) : '—') },
    { key: 'createdAt', title: '创建时间', width: 180, render: (p) => formatDateTime(p.createdAt) },
  ];
  if (mayPromote) {
    columns.push({
      key: 'actions',
      title: '操作',
      width: 90,
      render: (p) =>
        p.state === 'undone' ? null : (
          <Anchor component="button" type="button" size="sm" c={p.state === 'done' ? undefined : 'red'} onClick={() => void act(p)}>
            {p.state === 'done' ? '撤销' : '删除'}
          </Anchor>
        ),
    });
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={5}>升班记录</Title>
      </Group>
      <DataTable columns={columns} rows={paging.visible} rowKey={(p) => p.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
    </Paper>
  );
}
