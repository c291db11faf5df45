import { and, eq, inArray } from 'drizzle-orm';
import { type ExpenseReminderRow, ReminderMsg } from '@contract';
import type { Db } from '../../../db/client';
import { expenseReminders, memberships } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { toExpenseReminderRow } from '../../../replication/finance/reminder-rows';

/**
 * The school's reminder with this id, or undefined; another school's is refused as missing (404: never a leak).
 * `lock` takes the row for the transaction (two confirmations of one due never both pass).
 */
export async function ownReminder(db: Db, schoolId: number, id: string, lock = false): Promise<ExpenseReminderRow | undefined> {
  const q = db.select().from(expenseReminders).where(eq(expenseReminders.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) return undefined;
  if (row.schoolId !== schoolId) throw AppError.notFound(ReminderMsg.missing);
  return toExpenseReminderRow(row);
}

export async function reminderOrFail(db: Db, schoolId: number, id: string, lock = false): Promise<ExpenseReminderRow> {
  const row = await ownReminder(db, schoolId, id, lock);
  if (!row) throw AppError.notFound(ReminderMsg.missing);
  return row;
}

/** The people a reminder notifies must be members of its school (400 otherwise: the form lists only them). */
export async function requireMembers(db: Db, schoolId: number, userIds: readonly number[]): Promise<void> {
  const found = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.schoolId, schoolId), inArray(memberships.userId, [...userIds])));
  if (new Set(found.map((m) => m.userId)).size !== new Set(userIds).size) throw AppError.badRequest(ReminderMsg.notMember);
}
