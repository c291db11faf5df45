import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SalaryItem, SalaryMonthState } from '@contract';
import { users } from '../account';
import { schools } from '../org';
import { createdAt, schoolRef } from '../columns';
import { userRef } from '../user-ref';

/**
 * Salaries (contract/finance/salaries.ts). Money is integer fen. The template is one row per school (its id derived from
 * the school); a month is one row per school and 'YYYY-MM' with the items copied from the template when made; a
 * slip is one member's amounts in a month; a refund gives back part of a slip's deductions after 发放.
 */
export const salaryTemplates = pgTable('salary_templates', {
  id: uuid('id').primaryKey(),
  schoolId: integer('school_id')
    .notNull()
    .unique()
    .references(() => schools.id),
  items: jsonb('items').$type<SalaryItem[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const salaryMonths = pgTable(
  'salary_months',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    month: text('month').notNull(),
    state: text('state').$type<SalaryMonthState>().notNull().default('draft'),
    items: jsonb('items').$type<SalaryItem[]>().notNull().default([]),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: text('issued_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('salary_months_school_month_idx').on(t.schoolId, t.month)],
);

export const salarySlips = pgTable(
  'salary_slips',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    monthId: uuid('month_id')
      .notNull()
      .references(() => salaryMonths.id),
    userId: userRef(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    departmentName: text('department_name').notNull().default(''),
    amounts: jsonb('amounts').$type<Record<string, number>>().notNull().default({}),
    addFen: integer('add_fen').notNull().default(0),
    deductFen: integer('deduct_fen').notNull().default(0),
    netFen: integer('net_fen').notNull().default(0),
    refundFen: integer('refund_fen').notNull().default(0),
  },
  (t) => [
    uniqueIndex('salary_slips_month_user_idx').on(t.monthId, t.userId),
    index('salary_slips_school_user_idx').on(t.schoolId, t.userId),
  ],
);

export const salaryRefunds = pgTable(
  'salary_refunds',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    slipId: uuid('slip_id')
      .notNull()
      .references(() => salarySlips.id),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('salary_refunds_slip_idx').on(t.slipId)],
);
