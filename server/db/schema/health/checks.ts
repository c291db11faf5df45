import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deviceEventStamp, schoolRef } from '../columns';

/**
 * 晨午检 checks: append-only, one per tap, never updated or deleted. A child's check of a day and session is the
 * event with the greatest `hlc` (contract/health/checks-day.ts); ids are the device's UUIDv7.
 */
export const healthChecks = pgTable(
  'health_checks',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    /** The child's class when the check was recorded. */
    classId: uuid('class_id').notNull(),
    studentId: uuid('student_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 1 晨检, 2 午检, 3 晚检. */
    session: smallint('session').notNull(),
    /** Tenths of a degree (noon and evening; the morning's is the attendance event's). */
    temperature: smallint('temperature'),
    /** Bitmask over contract/health/checks.ts SYMPTOMS. */
    symptoms: integer('symptoms').notNull().default(0),
    /** 0 正常, 1 观察, 2 劝返, 3 就医. */
    result: smallint('result').notNull(),
    note: text('note').notNull().default(''),
    photo: text('photo').notNull().default(''),
    ...deviceEventStamp(),
  },
  (t) => [
    index('health_checks_class_day_idx').on(t.schoolId, t.classId, t.day),
    index('health_checks_student_day_idx').on(t.studentId, t.day),
  ],
);

/** 因病缺勤追踪: one row per child and day of sick leave, edited in place. */
export const illnessFollowUps = pgTable(
  'illness_follow_ups',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    classId: uuid('class_id').notNull(),
    studentId: uuid('student_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    symptoms: integer('symptoms').notNull().default(0),
    seenDoctor: boolean('seen_doctor').notNull().default(false),
    diagnosis: text('diagnosis').notNull().default(''),
    /** 'YYYY-MM-DD' or ''. */
    expectedReturn: text('expected_return').notNull().default(''),
    note: text('note').notNull().default(''),
    updatedBy: integer('updated_by'),
    updaterName: text('updater_name').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('illness_follow_ups_student_day_idx').on(t.studentId, t.day),
    index('illness_follow_ups_school_day_idx').on(t.schoolId, t.day),
  ],
);

/** Outbreak warnings raised by the checks (one per class and symptom in three days). */
export const outbreakWarnings = pgTable(
  'outbreak_warnings',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    classId: uuid('class_id').notNull(),
    symptom: smallint('symptom').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    children: smallint('children').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbreak_warnings_class_symptom_idx').on(t.classId, t.symptom, t.day)],
);
