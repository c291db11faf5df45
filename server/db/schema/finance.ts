import { bigserial, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { schools } from './org';
import { classes } from './school-records';
import { schoolRef } from './columns';

/**
 * A school's finance settings (contract/finance/settings.ts): its finance password — argon2id of the md5 of what was
 * typed, exactly as login passwords are kept; null when the school has none — and its bookkeeping settings.
 */
export const financeSettings = pgTable('finance_settings', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  passwordHash: text('password_hash'),
  /** +1 each time it is set, changed or removed: an unlock is keyed by it, so the earlier ones no longer count. */
  passwordVersion: integer('password_version').notNull().default(0),
  /** 0 bills need no approval, 1 they do. */
  reviewOn: smallint('review_on').notNull().default(0),
  /** Members authorised to keep the books (user ids); empty: everyone with the finance rights. */
  authorIds: jsonb('author_ids').$type<number[]>().notNull().default([]),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * The finance audit log: every change of money data (items, structures, discounts now; bills, payments and refunds
 * later), append-only — the services only ever insert here (server/services/finance/kernel/audit-log.ts), in the transaction
 * of the change, so a change that rolls back leaves no line. before/after are the replicated rows (fen), null for
 * a row that did not exist.
 */
export const financeAuditLog = pgTable(
  'finance_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: schoolRef(),
    /** 'feeItem' | 'feeStructure' | 'discount' (and later 'bill', 'payment', …). */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [index('finance_audit_log_entity_idx').on(t.schoolId, t.entityId, t.id)],
);
