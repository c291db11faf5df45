import { date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';

/**
 * Enrolment applications (招生管理). Ids are UUIDv7 made by the client, so offline creates need no remapping.
 * `student_id` is unique: an application makes at most one child, however often its assignment is sent.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    childName: text('child_name').notNull(),
    gender: smallint('gender').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    idNumber: text('id_number').notNull().default(''),
    parentName: text('parent_name').notNull(),
    parentPhone: text('parent_phone').notNull(),
    grade: smallint('grade').notNull(),
    /** Stored file paths of the application's materials. */
    materials: text('materials').array().notNull().default([]),
    /** 0 pending, 1 admitted, 2 rejected (SPEC §3). */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    /**
     * The class and the child the assignment created. Not foreign keys: the record of the placement stays when
     * the child later changes class or leaves and the class is deleted.
     */
    classId: uuid('class_id'),
    studentId: uuid('student_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('enrolments_school_idx').on(t.schoolId)],
);
