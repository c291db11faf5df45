import { and, eq, inArray } from 'drizzle-orm';
import { addDays, chinaToday, type Due, notifyDay, reminderDues, reminderNoticeContent } from '@contract';
import type { Db } from '../../../db/client';
import { expenseReminderNotices, expenseReminderPayments, expenseReminders, memberships } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { toExpenseReminderRow } from '../../../replication/finance/reminder-rows';
import { sendNotification } from '../../notifications/send-notification';

export const EXPENSE_REMINDER_TITLE = '支出提醒';
/** The longest remind time (提前一周): dues further ahead than this are never notified yet. */
const MAX_LEAD_DAYS = 7;

/**
 * The scheduler's part for 支出提醒 (run by server/services/daily-reminders.ts once per China day): for each
 * enabled reminder, each due from the reminder's creation day on whose notify day (due − remind time) has come, not
 * notified and not paid, ONE notice 支出提醒 to its people who are still members. Per school one transaction claims
 * the (reminder, due day) keys with INSERT … ON CONFLICT DO NOTHING and writes the notices of the keys it claimed
 * only: a restart, a second process or a second run finds the keys and sends nothing; a due missed while the
 * server was down has no key yet and is sent at the next run (late, once). Returns how many dues were notified.
 */
export async function sendExpenseReminders(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const today = chinaToday(now);
  const reminders = (await db.select().from(expenseReminders).where(eq(expenseReminders.enabled, true))).map((r) => ({
    r: toExpenseReminderRow(r),
    createdDay: r.createdDay,
  }));
  if (reminders.length === 0) return 0;
  const ids = reminders.map((x) => x.r.id);
  const [sentKeys, paidKeys] = await Promise.all([
    db
      .select({ id: expenseReminderNotices.reminderId, day: expenseReminderNotices.dueDay })
      .from(expenseReminderNotices)
      .where(inArray(expenseReminderNotices.reminderId, ids)),
    db
      .select({ id: expenseReminderPayments.reminderId, day: expenseReminderPayments.dueDay })
      .from(expenseReminderPayments)
      .where(inArray(expenseReminderPayments.reminderId, ids)),
  ]);
  const done = new Set([...sentKeys, ...paidKeys].map((k) => `${k.id} ${k.day}`));
  const bySchool = new Map<number, { r: (typeof reminders)[number]['r']; due: Due }[]>();
  for (const { r, createdDay } of reminders) {
    if (createdDay > addDays(today, MAX_LEAD_DAYS)) continue;
    for (const due of reminderDues(r.schedule, createdDay, addDays(today, MAX_LEAD_DAYS))) {
      if (notifyDay(due.day, r.remindTime) > today || done.has(`${r.id} ${due.day}`)) continue;
      bySchool.set(r.schoolId, [...(bySchool.get(r.schoolId) ?? []), { r, due }]);
    }
  }
  let sent = 0;
  for (const [schoolId, list] of bySchool) {
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(expenseReminderNotices)
        .values(list.map(({ r, due }) => ({ reminderId: r.id, schoolId, dueDay: due.day, sentAt: now })))
        .onConflictDoNothing()
        .returning({ id: expenseReminderNotices.reminderId, day: expenseReminderNotices.dueDay });
      if (claimed.length === 0) return 0;
      const mine = new Set(claimed.map((k) => `${k.id} ${k.day}`));
      const people = [...new Set(list.flatMap(({ r }) => r.userIds))];
      const members = new Set(
        (
          await tx
            .select({ userId: memberships.userId })
            .from(memberships)
            .where(and(eq(memberships.schoolId, schoolId), inArray(memberships.userId, people.length > 0 ? people : [-1])))
        ).map((m) => m.userId),
      );
      for (const { r, due } of list.filter(({ r, due }) => mine.has(`${r.id} ${due.day}`)))
        await sendNotification(tx, {
          schoolId,
          userIds: r.userIds.filter((u) => members.has(u)),
          sender: { userId: null, name: '系统通知' },
          title: EXPENSE_REMINDER_TITLE,
          content: reminderNoticeContent(r, due, today),
          createdAt: now,
        });
      return mine.size;
    });
  }
  return sent;
}
