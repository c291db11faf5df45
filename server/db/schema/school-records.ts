import { date, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { schools } from './org';

/** Ids are UUIDv7 so clients can create rows offline without remapping. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    /** Kindergarten grades 0 big … 5 pre-school; primary grades 1–6. */
    grade: smallint('grade').notNull(),
    sort: integer('sort').notNull().default(0),
    headTeacher: text('head_teacher').notNull().default(''),
  },
  (t) => [index('classes_school_idx').on(t.schoolId)],
);

export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    name: text('name').notNull(),
    /** 1 boy, 2 girl. */
    gender: smallint('gender').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    /** 1 enrolled. */
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('students_school_idx').on(t.schoolId), index('students_class_idx').on(t.classId)],
);
