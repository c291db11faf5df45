import type { ExpenseReminderRow } from '@contract';
import type { expenseReminders } from '../../db/schema';

/** An expense reminder as replicated (contract/finance/reminders.ts): the schedule as stored, money in fen. */
export const toExpenseReminderRow = (r: typeof expenseReminders.$inferSelect): ExpenseReminderRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  category: r.category,
  payee: r.payee,
  remindTime: r.remindTime,
  userIds: r.userIds,
  enabled: r.enabled,
  schedule: r.schedule,
  remark: r.remark,
  creatorId: r.creatorId,
  creatorName: r.creatorName,
});
