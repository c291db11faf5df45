import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';

/**
 * 健康档案 (contract/health/health-records.ts, docs/health.md). Decimals one place long are kept as integers of
 * tenths (a height of 102.5 cm is 1025, a weight of 16.4 kg is 164, a vision of 4.9 is 49): exact, and the row
 * mappers divide.
 */
export const checkups = pgTable(
  'checkups',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    // No foreign keys to the child and class, as attendance: deleting a child never fails on its records.
    studentId: uuid('student_id').notNull(),
    classId: uuid('class_id').notNull(),
    kind: smallint('kind').notNull(),
    date: text('date').notNull(),
    heightTenths: integer('height_tenths').notNull(),
    weightTenths: integer('weight_tenths').notNull(),
    headTenths: integer('head_tenths'),
    haemoglobin: integer('haemoglobin'),
    visionLeftTenths: smallint('vision_left_tenths'),
    visionRightTenths: smallint('vision_right_tenths'),
    eyeAppraisal: smallint('eye_appraisal'),
    hearing: smallint('hearing'),
    caries: smallint('caries'),
    conclusion: text('conclusion').notNull().default(''),
    doctor: text('doctor').notNull().default(''),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    updatedByName: text('updated_by_name').notNull().default(''),
  },
  (t) => [index('checkups_school_idx').on(t.schoolId), index('checkups_student_idx').on(t.studentId, t.date)],
);

/** One per child, its id the child's (two devices writing a profile offline write one row). */
export const healthProfiles = pgTable(
  'health_profiles',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id').notNull(),
    foodAllergens: text('food_allergens').array().notNull(),
    otherAllergies: text('other_allergies').notNull().default(''),
    drugAllergies: text('drug_allergies').notNull().default(''),
    pastIllnesses: text('past_illnesses').notNull().default(''),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    updatedByName: text('updated_by_name').notNull().default(''),
  },
  (t) => [index('health_profiles_school_idx').on(t.schoolId)],
);
