import { type ExpenseReminderRow, nextDues, REMIND_TIMES, REMINDER_KINDS, type ReminderSchedule } from '@contract/finance/reminders';
import { formatFen } from '@contract/finance/fees';
import { Badge, Text } from '@mantine/core';
import { postNudge } from '@sync/nudge';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { dropReminder } from '@/lib/api/calls/finance-reminders';
import { getBookkeepingSetting } from '@/lib/api/calls/finance-settings';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useCanMutate } from '@/lib/session/can-mutate';
import { useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { deviceToday, useExpenseReminders } from './use-reminders';

// The form (and its date pickers) loads when a reminder is added or edited.
const ReminderFormDialog = lazy(() => import('./ReminderFormDialog').then((m) => ({ default: m.ReminderFormDialog })));

/** The schedule in a line: 每月31日 ¥12,000.00（2026-12起）, 分期 3期 合计 ¥…, … */
export function scheduleText(s: ReminderSchedule): string {
  switch (s.kind) {
    case 1:
      return `${s.day} ${formatFen(s.fen)}`;
    case 2:
      return `每月${s.monthDay}日 ${formatFen(s.fen)}（${s.fromMonth}起${s.untilMonth ? `，至${s.untilMonth}` : ''}）`;
    case 3:
      return `共${s.dues.length}期，合计 ${formatFen(s.dues.reduce((n, d) => n + d.fen, 0))}`;
    case 4:
      return `首款 ${formatFen(s.first.fen)}（${s.first.day}），尾款 ${formatFen(s.last.fen)}（${s.last.day}）`;
  }
}

/**
 * 提醒设置: the school's expense reminders from the replica, each with its schedule in a line and its next due;
 * 新增/编辑 in a dialog (offline too), 删除 online. The people to remind are the school's members, listed online.
 */
export function SettingsTab() {
  const { db, schoolId } = useReplica();
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const all = useExpenseReminders();
  const search = useSearchText();
  const rows = useMemo(
    () =>
      all?.filter(
        (r) => !search.query || r.name.includes(search.query) || r.payee.includes(search.query) || r.category.includes(search.query),
      ),
    [all, search.query],
  );
  const paging = usePaging(rows);
  const mayEdit = useCanMutate('expenseReminder.save');
  const me = session?.userId ?? 0;
  const [people, setPeople] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!online) return;
    getBookkeepingSetting()
      .then((v) =>
        setPeople(v.staff.map((s) => ({ value: String(s.userId), label: s.position ? `${s.userName}（${s.position}）` : s.userName }))),
      )
      .catch(() => undefined);
  }, [online]);
  const names = useMemo(() => new Map(people.map((p) => [Number(p.value), p.label.replace(/（.*$/, '')])), [people]);
  const [editing, setEditing] = useState<{ row: ExpenseReminderRow | null } | null>(null);
  const today = deviceToday();
  const remove = async (r: ExpenseReminderRow) => {
    if (!schoolId) return;
    if (!online) return void notify.warning('当前处于离线状态，删除提醒需要联网');
    // Saved on this device and not yet on the server (the server stamps the creator): nothing there to delete.
    if (r.creatorId === null) return void notify.warning('该提醒正在同步，请稍后再删除');
    if (!(await confirmAction({ message: `确定删除支出提醒「${r.name}」吗？`, danger: true }))) return;
    try {
      await dropReminder(schoolId, r.id);
      notify.success('删除成功');
      if (db) postNudge(db.name, 'wake');
    } catch {
      // The client toasts the server's message (a reminder with a paid due stays).
    }
  };

  const columns: Column<ExpenseReminderRow>[] = [
    { key: 'name', title: '提醒名称', width: 140, render: (r) => r.name },
    { key: 'category', title: '支出类别', width: 90, render: (r) => r.category },
    { key: 'kind', title: '提醒类型', width: 90, render: (r) => REMINDER_KINDS[r.schedule.kind] },
    { key: 'schedule', title: '付款计划', render: (r) => scheduleText(r.schedule) },
    {
      key: 'next',
      title: '下次付款',
      width: 170,
      render: (r) => {
        const [next] = nextDues(r.schedule, today, 1);
        return next ? (
          `${next.day} ${formatFen(next.fen)}`
        ) : (
          <Text size="sm" c="dimmed">
            已无后续付款
          </Text>
        );
      },
    },
    { key: 'remindTime', title: '提醒时间', width: 90, render: (r) => REMIND_TIMES[r.remindTime] },
    {
      key: 'people',
      title: '提醒人员',
      width: 130,
      render: (r) => r.userIds.map((id) => names.get(id) ?? (id === me ? '本人' : `成员${id}`)).join('、'),
    },
    {
      key: 'enabled',
      title: '状态',
      width: 80,
      render: (r) => (
        <Badge variant="light" color={r.enabled ? 'green' : 'gray'}>
          {r.enabled ? '启用' : '停用'}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={
          <SearchInput
            search={search}
            label="关键字"
            placeholder="名称、类别、收款方"
            aria-label="搜索支出提醒"
            onChange={paging.toFirstPage}
          />
        }
        addLabel="新增提醒"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (r) => setEditing({ row: r }) : undefined}
        onDelete={mayEdit ? (r) => void remove(r) : undefined}
      />
      <Suspense fallback={null}>
        {schoolId && editing !== null && (
          <ReminderFormDialog opened onClose={() => setEditing(null)} schoolId={schoolId} row={editing.row} people={people} me={me} />
        )}
      </Suspense>
    </>
  );
}
