import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReminderSchedule } from '@contract';
import { users } from '../account';
import { schoolRef } from '../columns';

/**
 * Expense reminders (支出提醒, contract/finance/reminders.ts): made on clients (UUIDv7), one school each. Only the
 * schedule is stored; its dues are derived (`reminderDues`). `created_day` (China day of the first save, by the app's
 * clock) is where the scheduler starts: dues before it were history when the reminder was entered, never notified.
 */
export const expenseReminders = pgTable(
  'expense_reminders',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    payee: text('payee').notNull().default(''),
    remindTime: smallint('remind_time').$type<0 | 1 | 2 | 3 | 7>().notNull(),
    userIds: jsonb('user_ids').$type<number[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    schedule: jsonb('schedule').$type<ReminderSchedule>().notNull(),
    remark: text('remark').notNull().default(''),
    creatorId: integer('creator_id').references(() => users.id),
    creatorName: text('creator_name').notNull().default(''),
    createdDay: date('created_day', { mode: 'string' }).notNull(),
  },
  (t) => [index('expense_reminders_school_idx').on(t.schoolId)],
);

/**
 * The scheduler's once-only keys: one row per (reminder, due day) notified. Claimed with INSERT … ON CONFLICT DO
 * NOTHING in the transaction that writes the notices, so a restart, a second process or a second run never sends twice.
 */
export const expenseReminderNotices = pgTable(
  'expense_reminder_notices',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => expenseReminders.id),
    schoolId: schoolRef(),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('expense_reminder_notices_key_idx').on(t.reminderId, t.dueDay)],
);

/** A due paid (confirmPayment): at most one per (reminder, due day); its ledger line has this row's id as source. */
export const expenseReminderPayments = pgTable(
  'expense_reminder_payments',
  {
    id: uuid('id').primaryKey(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => expenseReminders.id),
    schoolId: schoolRef(),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    /** The planned amount of the due then, and what was paid. */
    plannedFen: integer('planned_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    payType: smallint('pay_type').notNull(),
    remark: text('remark').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('expense_reminder_payments_key_idx').on(t.reminderId, t.dueDay),
    index('expense_reminder_payments_school_idx').on(t.schoolId, t.dueDay),
  ],
);
