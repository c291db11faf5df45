import { boolean, date, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';
import { classes } from '../people/school-records';

/**
 * Fee items, fee structures and discounts (contract/finance/fees.ts): rows made on clients (UUIDv7), one school each.
 * Money columns are integer fen; validity 1 valid, 2 voided (rows are voided, never deleted: bills point at them).
 */
export const feeItems = pgTable(
  'fee_items',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    amountFen: integer('amount_fen').notNull(),
    unit: text('unit').$type<'term' | 'month' | 'day' | 'once'>().notNull(),
    refundable: boolean('refundable').notNull().default(false),
    validity: smallint('validity').$type<1 | 2>().notNull().default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('fee_items_school_idx').on(t.schoolId)],
);

export const feeStructures = pgTable(
  'fee_structures',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    schoolYear: text('school_year').notNull(),
    termType: smallint('term_type').$type<1 | 2>().notNull(),
    /** [{itemId, amountFen | null}]: the items the class pays in the term, at its own amount or the item's. */
    lines: jsonb('lines').$type<{ itemId: string; amountFen: number | null }[]>().notNull(),
    validity: smallint('validity').$type<1 | 2>().notNull().default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('fee_structures_school_idx').on(t.schoolId, t.schoolYear, t.termType)],
);

export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    kind: text('kind').$type<'fixed' | 'percent'>().notNull(),
    amountFen: integer('amount_fen').notNull().default(0),
    percent: smallint('percent').notNull().default(0),
    target: text('target').$type<'child' | 'sibling' | 'staffChild' | 'other'>().notNull(),
    studentIds: jsonb('student_ids').$type<string[]>().notNull().default([]),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    validity: smallint('validity').$type<1 | 2>().notNull().default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('discounts_school_idx').on(t.schoolId)],
);
