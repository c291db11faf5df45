import { date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';

/*
 * 疫苗接种 (contract/health/vaccinations.ts). The child is named without a foreign key, as attendance does: a
 * child's removal leaves the rows, which the screens no longer show.
 */
const stamp = () => ({
  updatedBy: integer('updated_by'),
  updatedByName: text('updated_by_name').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A dose given (its id derived from child, vaccine and dose number: vaccineDoseId). */
export const vaccineDoses = pgTable(
  'vaccine_doses',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id').notNull(),
    vaccine: text('vaccine').notNull(),
    doseNo: smallint('dose_no').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    place: text('place').notNull().default(''),
    batch: text('batch').notNull().default(''),
    /** 1 接种证录入, 2 导入, 3 补种. */
    source: smallint('source').notNull().default(1),
    note: text('note').notNull().default(''),
    ...stamp(),
  },
  (t) => [index('vaccine_doses_school_student_idx').on(t.schoolId, t.studentId)],
);

/** The check of a child's certificate on entry (入托查验); the id is the child's. */
export const vaccineChecks = pgTable(
  'vaccine_checks',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    ...stamp(),
  },
  (t) => [index('vaccine_checks_school_idx').on(t.schoolId)],
);
