import { bigint, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';

/** Ids are UUIDv7 so clients can create rows offline without remapping. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    /** Kindergarten grades 0 big … 5 pre-school; primary grades 1–6. */
    grade: smallint('grade').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The head teacher's name as shown; `headTeacherId` is the member when chosen from the staff. */
    headTeacher: text('head_teacher').notNull().default(''),
    headTeacherId: integer('head_teacher_id'),
    /** Assistant teachers: [{ id: user id, name }]. */
    assistants: jsonb('assistants').$type<{ id: number; name: string }[]>().notNull().default([]),
  },
  (t) => [index('classes_school_idx').on(t.schoolId)],
);

export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    name: text('name').notNull(),
    /** 1 boy, 2 girl. */
    gender: smallint('gender').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    /** STUDENT_STATUS: 1 在园, 2 离园, 3 毕业. */
    status: smallint('status').notNull().default(1),
    /** Codes of contract/people/student-enums.ts; null not given. */
    idType: smallint('id_type').notNull().default(0),
    idNumber: text('id_number').notNull().default(''),
    household: smallint('household'),
    bloodType: smallint('blood_type'),
    trusteeship: smallint('trusteeship'),
    ethnicity: smallint('ethnicity'),
    nationality: text('nationality').notNull().default(''),
    labels: text('labels').array().notNull().default([]),
    photo: text('photo').notNull().default(''),
    address: text('address').notNull().default(''),
    enrolDate: date('enrol_date', { mode: 'string' }),
    /** School data record (学籍). */
    studentNo: text('student_no').notNull().default(''),
    birthplace: text('birthplace').notNull().default(''),
    householdAddress: text('household_address').notNull().default(''),
    onlyChild: boolean('only_child').notNull().default(false),
    leftBehind: boolean('left_behind').notNull().default(false),
    /** Health record. */
    allergies: text('allergies').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    healthNotes: text('health_notes').notNull().default(''),
    /** While status is 2 (离园). */
    leaveDate: date('leave_date', { mode: 'string' }),
    leaveReason: text('leave_reason').notNull().default(''),
  },
  (t) => [index('students_school_idx').on(t.schoolId), index('students_class_idx').on(t.classId)],
);

/** A class's past name and grade: a row each time it is renamed or promoted (班级历史). */
export const classHistory = pgTable(
  'class_history',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    grade: smallint('grade').notNull(),
    schoolYear: text('school_year').notNull(),
    /** 'rename', 'promote' or 'graduate'. */
    reason: text('reason').notNull(),
    planId: uuid('plan_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('class_history_school_idx').on(t.schoolId), index('class_history_class_idx').on(t.classId)],
);

/** What a promotion changed, kept to undo it: each class's grade and name before, and the children it graduated. */
export interface PromotionSnapshot {
  classes: { id: string; name: string; grade: number }[];
  graduated: { id: string; status: number }[];
}

/** 升班计划: made ahead for a China day, run once (the row is locked while it runs), undoable until a later change. */
export const promotionPlans = pgTable(
  'promotion_plans',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    /** 'planned', 'done' or 'undone'. */
    state: text('state').notNull().default('planned'),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    promoted: integer('promoted').notNull().default(0),
    graduated: integer('graduated').notNull().default(0),
    snapshot: jsonb('snapshot').$type<PromotionSnapshot>(),
    /** The change-log cursor right after the run: a later entry for a row it touched refuses the undo. */
    cursorAfter: bigint('cursor_after', { mode: 'number' }),
  },
  (t) => [index('promotion_plans_due_idx').on(t.state, t.runOn)],
);

/** A child's family members and guardians; deleted with the child. */
export const guardians = pgTable(
  'guardians',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    relation: smallint('relation').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    primary: boolean('is_primary').notNull().default(false),
    mayPickUp: boolean('may_pick_up').notNull().default(true),
    photo: text('photo').notNull().default(''),
  },
  (t) => [index('guardians_school_idx').on(t.schoolId), index('guardians_student_idx').on(t.studentId)],
);

/** A child's exception records (异常记录); deleted with the child. */
export const studentExceptions = pgTable(
  'student_exceptions',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: smallint('kind').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('student_exceptions_school_idx').on(t.schoolId), index('student_exceptions_student_idx').on(t.studentId)],
);
