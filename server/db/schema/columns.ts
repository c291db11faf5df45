import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './org';

/*
 * Columns many tables repeat, one definition each (the generated SQL is the same as written out). The users foreign
 * key is in user-ref.ts: account.ts, which defines users, uses these.
 */

/** The school a row belongs to: school_id, required, a foreign key to schools. */
export const schoolRef = () =>
  integer('school_id')
    .notNull()
    .references(() => schools.id);

/** When the row was stored, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The stamp of an event a device recorded (append-only events: attendance taps, staff marks, bus trip events): its
 * hybrid logical clock, fixed width so text order is clock order (contract/hlc.ts), who recorded it, the device's
 * wall time as it sent it, and when the server stored it.
 */
export const deviceEventStamp = () => ({
  hlc: text('hlc').notNull(),
  recordedBy: integer('recorded_by'),
  recorderName: text('recorder_name').notNull().default(''),
  createTime: text('create_time').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
