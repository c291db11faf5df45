import { and, eq, sql } from 'drizzle-orm';
import { type ConfirmPaymentInput, formatFen, REMINDER_EDIT, ReminderMsg, reminderDues, uuidv7 } from '@contract';
import { expenseReminderPayments, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordLedger } from '../kernel/ledger';
import { recordUserOperation } from '../../operation-log/record-operation';
import { requirePermission } from '../../permissions/require-permission';
import { reminderOrFail } from './reminders';

/**
 * SPEC comeIn/confirmPayment (online): one due of a reminder — named by its day, which must be a due of the
 * schedule — paid now, at `fen` (what was actually paid, which may differ from the plan) by a SPEC pay type. Writes
 * the payment row and ONE ledger line (kind `expense`, −fen, item = the reminder's category, source = the payment)
 * and an audit line. The reminder row is locked and (reminder, due day) is unique: a second confirmation is refused.
 */
export async function confirmReminderPayment(ctx: AuthedContext, q: ConfirmPaymentInput) {
  await financeGate(ctx, q.schoolId);
  await requirePermission(ctx, q.schoolId, REMINDER_EDIT, { write: true });
  const reminder = await reminderOrFail(ctx.db, q.schoolId, q.reminderId, true);
  const [due] = reminderDues(reminder.schedule, q.dueDay, q.dueDay);
  if (!due) throw AppError.badRequest(ReminderMsg.noDue);
  const [already] = await ctx.db
    .select({ id: expenseReminderPayments.id })
    .from(expenseReminderPayments)
    .where(and(eq(expenseReminderPayments.reminderId, reminder.id), eq(expenseReminderPayments.dueDay, q.dueDay)));
  refuse(already ? ReminderMsg.paid : null);
  const id = uuidv7();
  const [row] = await ctx.db
    .insert(expenseReminderPayments)
    .values({
      id,
      reminderId: reminder.id,
      schoolId: q.schoolId,
      dueDay: q.dueDay,
      plannedFen: due.fen,
      amountFen: q.fen,
      payType: q.payType,
      remark: q.remark,
      paidAt: ctx.clock.now(),
      userId: ctx.session.userId,
      userName: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
    })
    .onConflictDoNothing()
    .returning();
  refuse(row ? null : ReminderMsg.paid);
  if (!row) throw new Error('unreachable');
  await recordLedger(ctx, q.schoolId, [
    { kind: 'expense', sourceId: id, itemName: reminder.category, amountFen: -q.fen, payType: q.payType },
  ]);
  const after = {
    reminderId: reminder.id,
    name: reminder.name,
    dueDay: q.dueDay,
    plannedFen: due.fen,
    fen: q.fen,
    payType: q.payType,
    remark: q.remark,
    userName: row.userName,
    paidAt: row.paidAt.toISOString(),
  };
  await recordFinanceAudit(ctx, q.schoolId, { entity: 'reminderPayment', entityId: id, action: '确认付款', before: null, after });
  await recordUserOperation(ctx, q.schoolId, '支出提醒', '确认付款', `${reminder.name} ${due.label} ${q.dueDay} ${formatFen(q.fen)}`);
  return { id, ...after };
}
