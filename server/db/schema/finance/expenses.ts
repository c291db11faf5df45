import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { createdAt, schoolRef } from '../columns';

/**
 * 支出项目 (contract/finance/expenses.ts): the school's expense projects, made on clients (UUIDv7). `category` is one of
 * 记账's expense categories (the ledger's itemName of their payments); budgets per school year, in fen.
 */
export const expenseProjects = pgTable(
  'expense_projects',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    budgets: jsonb('budgets').$type<{ schoolYear: string; budgetFen: number }[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('expense_projects_school_idx').on(t.schoolId)],
);

/**
 * 报销 (contract/finance/expenses.ts): a staff member's claim, registered on the page or made by a passed 报销申请
 * (`approval_id`, at most one claim per approval). state: reviewing, rejected, unpaid, paid, revoked (REIMBURSE_MOVES).
 */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    projectId: uuid('project_id'),
    projectName: text('project_name').notNull().default(''),
    category: text('category').notNull(),
    amountFen: integer('amount_fen').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    payeeAccount: text('payee_account').notNull().default(''),
    applicantId: integer('applicant_id').references(() => users.id),
    applicantName: text('applicant_name').notNull().default(''),
    approvalId: text('approval_id'),
    state: text('state').$type<'reviewing' | 'rejected' | 'unpaid' | 'paid' | 'revoked'>().notNull(),
    issue: text('issue').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewerName: text('reviewer_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    payType: smallint('pay_type'),
    payDay: date('pay_day', { mode: 'string' }),
    payerId: integer('payer_id').references(() => users.id),
    payerName: text('payer_name').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reimbursements_school_day_idx').on(t.schoolId, t.day),
    uniqueIndex('reimbursements_approval_idx').on(t.schoolId, t.approvalId),
  ],
);
