import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deviceEventStamp, schoolRef } from '../columns';

/** 喂药登记 (contract/health/medication.ts): a family's entrustment, one row, stopped but never deleted. */
export const medicationOrders = pgTable(
  'medication_orders',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id').notNull(),
    /** The child's class when entrusted: its teachers give the doses and are reminded. */
    classId: uuid('class_id').notNull(),
    medicine: text('medicine').notNull(),
    dose: text('dose').notNull(),
    method: smallint('method').notNull(),
    /** SPEC §3 timings 1–6, ascending. */
    timings: jsonb('timings').$type<number[]>().notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    remindBefore: smallint('remind_before').notNull(),
    photo: text('photo').notNull().default(''),
    guardianName: text('guardian_name').notNull(),
    guardianRelation: text('guardian_relation').notNull().default(''),
    note: text('note').notNull().default(''),
    /** 1 active, 2 stopped. */
    status: smallint('status').notNull().default(1),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    creatorName: text('creator_name').notNull().default(''),
    createTime: text('create_time').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('medication_orders_school_day_idx').on(t.schoolId, t.startDay)],
);

/** A dose given: append-only, one per tap (two tablets' records of one dose are both kept; the first by HLC counts). */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicationOrders.id),
    studentId: uuid('student_id').notNull(),
    classId: uuid('class_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    timing: smallint('timing').notNull(),
    photo: text('photo').notNull().default(''),
    note: text('note').notNull().default(''),
    ...deviceEventStamp(),
  },
  (t) => [index('medication_doses_order_day_idx').on(t.orderId, t.day)],
);

/** The reminders sent: one key per (order, day, timing), claimed before the notice goes, so none is sent twice. */
export const medicationReminders = pgTable(
  'medication_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicationOrders.id),
    schoolId: schoolRef(),
    day: date('day', { mode: 'string' }).notNull(),
    timing: smallint('timing').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('medication_reminders_key_idx').on(t.orderId, t.day, t.timing)],
);
