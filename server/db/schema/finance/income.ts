import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IncomeType } from '@contract';
import { users } from '../account';
import { createdAt, schoolRef } from '../columns';

/**
 * Other income (其他收入, contract/finance/income.ts). Projects are made on clients (UUIDv7, the sync mutation
 * incomeProject.save); incomes are recorded online (the client's id, the server's receipt number). Money is integer
 * fen. An income keeps its project's name and type as they were, so renaming a project never moves a receipt.
 */
export const incomeProjects = pgTable(
  'income_projects',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    type: smallint('type').$type<IncomeType>().notNull(),
    remark: text('remark').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('income_projects_school_idx').on(t.schoolId)],
);

export const otherIncomes = pgTable(
  'other_incomes',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => incomeProjects.id),
    projectName: text('project_name').notNull(),
    projectType: smallint('project_type').$type<IncomeType>().notNull(),
    payerName: text('payer_name').notNull(),
    payerPhone: text('payer_phone').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    payType: smallint('pay_type').$type<1 | 2 | 3 | 4 | 5>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    receiptNo: text('receipt_no').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    operatorId: integer('operator_id').references(() => users.id),
    operatorName: text('operator_name').notNull().default(''),
    /** 1 有效, 2 已作废. */
    state: smallint('state').$type<1 | 2>().notNull().default(1),
    voidReason: text('void_reason').notNull().default(''),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voiderName: text('voider_name').notNull().default(''),
  },
  (t) => [
    index('other_incomes_school_day_idx').on(t.schoolId, t.day),
    // A receipt number is the school's once.
    uniqueIndex('other_incomes_receipt_no_idx').on(t.schoolId, t.receiptNo),
  ],
);
