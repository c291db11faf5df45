import { eq } from 'drizzle-orm';
import { REMINDER_EDIT, ReminderMsg, type ReminderDropInput } from '@contract';
import { expenseReminderNotices, expenseReminderPayments, expenseReminders } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { reminderOrFail } from './reminders';

/**
 * 删除 a reminder (online). A reminder with a paid due stays: its payments and their ledger lines name it (停用 stops
 * it instead). Its sent-notice keys go with it; the 通知 already sent stay in the inboxes.
 */
export async function dropExpenseReminder(ctx: AuthedContext, q: ReminderDropInput): Promise<null> {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, REMINDER_EDIT, { write: true });
  const before = await reminderOrFail(ctx.db, q.schoolId, q.id, true);
  const [paid] = await ctx.db
    .select({ id: expenseReminderPayments.id })
    .from(expenseReminderPayments)
    .where(eq(expenseReminderPayments.reminderId, q.id))
    .limit(1);
  refuse(paid ? ReminderMsg.hasPayments : null);
  await ctx.db.delete(expenseReminderNotices).where(eq(expenseReminderNotices.reminderId, q.id));
  await ctx.db.delete(expenseReminders).where(eq(expenseReminders.id, q.id));
  await recordChanges(ctx.db, q.schoolId, [{ table: 'expenseReminders', op: 'del', row: { id: q.id } }]);
  await recordFinanceAudit(ctx, q.schoolId, { entity: 'expenseReminder', entityId: q.id, action: '删除支出提醒', before, after: null });
  await recordUserOperation(ctx, q.schoolId, '支出提醒', '删除支出提醒', before.name);
  return null;
}
