import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { schools } from './org';

/*
 * Columns many tables repeat, one definition each (the generated SQL is the same as written out). Function
 * declarations, not arrows: account.ts uses them and is imported here, and a declaration is ready before either
 * module runs, whichever of the two is loaded first.
 */

/** The school a row belongs to: school_id, required, a foreign key to schools. */
export function schoolRef() {
  return integer('school_id')
    .notNull()
    .references(() => schools.id);
}

/** The user a row belongs to: user_id, required, a foreign key to users. */
export function userRef() {
  return integer('user_id')
    .notNull()
    .references(() => users.id);
}

/** When the row was stored, set by the database. */
export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/**
 * The stamp of an event a device recorded (append-only events: attendance taps, staff marks, bus trip events): its
 * hybrid logical clock, fixed width so text order is clock order (contract/hlc.ts), who recorded it, the device's
 * wall time as it sent it, and when the server stored it.
 */
export function deviceEventStamp() {
  return {
    hlc: text('hlc').notNull(),
    recordedBy: integer('recorded_by'),
    recorderName: text('recorder_name').notNull().default(''),
    createTime: text('create_time').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  };
}
