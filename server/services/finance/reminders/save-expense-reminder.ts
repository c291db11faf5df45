import { sql } from 'drizzle-orm';
import { type ExpenseReminderRow, MUTATION_DECLS, type MutationArgs, REMINDER_KINDS } from '@contract';
import { expenseReminders, users } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import { recordChanges } from '../../../replication/change-log';
import { toExpenseReminderRow } from '../../../replication/finance/reminder-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { ownReminder, requireMembers } from './reminders';

/**
 * SPEC comeIn/remind (and the sync mutation `expenseReminder.save`): adds the reminder with this id or replaces it.
 * The contract checked the schedule (dates, fen > 0, instalments increasing, 尾款 after 首款); here the people must be
 * members of the school. The creator and the creation day are stamped once, at the first save. Changing a schedule
 * leaves what happened to past dues (notified, paid) as it was: those are keyed by their day.
 */
export async function saveExpenseReminder(ctx: AuthedContext, args: MutationArgs<'expenseReminder.save'>): Promise<ExpenseReminderRow> {
  await financeGate(ctx, args.schoolId);
  const before = await ownReminder(ctx.db, args.schoolId, args.id, true);
  const userIds = [...new Set(args.userIds)];
  await requireMembers(ctx.db, args.schoolId, userIds);
  const { id, schoolId, ...fields } = args;
  const set = { ...fields, userIds };
  const [row] = await ctx.db
    .insert(expenseReminders)
    .values({
      id,
      schoolId,
      ...set,
      creatorId: ctx.session.userId,
      creatorName: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
      createdDay: chinaDay(ctx.clock.now()),
    })
    .onConflictDoUpdate({ target: expenseReminders.id, set })
    .returning();
  if (!row || row.id !== id) throw new Error('expense reminder upsert returned nothing');
  const out = toExpenseReminderRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'expenseReminders', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'expenseReminder',
    entityId: id,
    action: MUTATION_DECLS['expenseReminder.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'expenseReminder.save', `${out.name}（${REMINDER_KINDS[out.schedule.kind]}）`);
  return out;
}
