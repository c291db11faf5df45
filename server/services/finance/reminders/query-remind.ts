import { and, eq, gte, lte } from 'drizzle-orm';
import { chinaToday, dueState, type QueryRemindInput, type QueryRemindResult, type ReminderDueRow, reminderDues } from '@contract';
import { expenseReminderNotices, expenseReminderPayments, expenseReminders } from '../../../db/schema';
import { toExpenseReminderRow } from '../../../replication/finance/reminder-rows';
import type { AuthedContext } from '../../context';
import { financeGate } from '../kernel/finance-rows';

/**
 * SPEC comeIn/queryRemind: the dues whose day is in the range, derived from every reminder's schedule (a disabled
 * reminder shows only its paid dues), each with its state on today (the app's clock), when it was notified and what
 * was paid; then the sums — planned of the unpaid, of those overdue, and what was paid.
 */
export async function queryRemind(ctx: AuthedContext, q: QueryRemindInput): Promise<QueryRemindResult> {
  await financeGate(ctx, q.schoolId);
  const today = chinaToday(ctx.clock.now());
  const inRange = (t: typeof expenseReminderPayments | typeof expenseReminderNotices) =>
    and(
      eq(t.schoolId, q.schoolId),
      gte(t.dueDay, q.startDay),
      lte(t.dueDay, q.endDay),
      q.reminderId ? eq(t.reminderId, q.reminderId) : undefined,
    );
  const [reminders, paid, notified] = await Promise.all([
    ctx.db
      .select()
      .from(expenseReminders)
      .where(and(eq(expenseReminders.schoolId, q.schoolId), q.reminderId ? eq(expenseReminders.id, q.reminderId) : undefined)),
    ctx.db.select().from(expenseReminderPayments).where(inRange(expenseReminderPayments)),
    ctx.db.select().from(expenseReminderNotices).where(inRange(expenseReminderNotices)),
  ]);
  const key = (reminderId: string, day: string) => `${reminderId} ${day}`;
  const paidBy = new Map(paid.map((p) => [key(p.reminderId, p.dueDay), p]));
  const notifiedBy = new Map(notified.map((n) => [key(n.reminderId, n.dueDay), n.sentAt]));
  const list: ReminderDueRow[] = [];
  for (const raw of reminders) {
    const r = toExpenseReminderRow(raw);
    const seen = new Set<string>();
    const row = (day: string, fen: number, label: string): ReminderDueRow => {
      const p = paidBy.get(key(r.id, day));
      seen.add(day);
      return {
        reminderId: r.id,
        name: r.name,
        category: r.category,
        payee: r.payee,
        kind: r.schedule.kind,
        label,
        day,
        fen,
        state: dueState(day, r.remindTime, today, p !== undefined),
        notifiedAt: notifiedBy.get(key(r.id, day))?.toISOString() ?? null,
        paidFen: p?.amountFen ?? null,
        payType: p?.payType ?? null,
        paidAt: p?.paidAt.toISOString() ?? null,
        paidByName: p?.userName ?? '',
      };
    };
    for (const d of reminderDues(r.schedule, q.startDay, q.endDay))
      if (r.enabled || paidBy.has(key(r.id, d.day))) list.push(row(d.day, d.fen, d.label));
    // A due paid before its schedule was changed away from that day: still what happened.
    for (const p of paid) if (p.reminderId === r.id && !seen.has(p.dueDay)) list.push(row(p.dueDay, p.plannedFen, '原计划'));
  }
  const shown = list
    .filter((d) => q.state === undefined || d.state === q.state)
    .sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.name.localeCompare(b.name, 'zh-CN')));
  const sums = { unpaidFen: 0, overdueFen: 0, paidFen: 0 };
  for (const d of shown) {
    if (d.state === 3) sums.paidFen += d.paidFen ?? 0;
    else sums.unpaidFen += d.fen;
    if (d.state === 2) sums.overdueFen += d.fen;
  }
  return { list: shown, sums };
}
