import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillLine } from '@contract';
import { users } from '../account';
import { createdAt, schoolRef } from '../columns';

/**
 * Bills, payments and the ledger (contract/finance/bill-rows.ts). Money columns are integer fen. Bills and payments are
 * made on clients (UUIDv7) and replicated in the finance scope; the ledger is the server's alone. Students and classes
 * are not foreign keys on purpose: money records outlive the roster (a child who left, a class closed), so each keeps
 * the names it was made with.
 */

export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id').notNull(),
    studentName: text('student_name').notNull(),
    classId: uuid('class_id').notNull(),
    schoolYear: text('school_year').notNull(),
    termType: smallint('term_type').$type<1 | 2>().notNull(),
    title: text('title').notNull(),
    lines: jsonb('lines').$type<BillLine[]>().notNull(),
    discountIds: jsonb('discount_ids').$type<string[]>().notNull().default([]),
    totalFen: integer('total_fen').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    overdue: smallint('overdue').$type<1 | 2>().notNull().default(1),
    state: text('state').$type<'draft' | 'review' | 'published' | 'paid' | 'void'>().notNull().default('draft'),
    read: smallint('read').$type<1 | 2 | 3 | 4>().notNull().default(4),
    voidReason: text('void_reason').notNull().default(''),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('bills_school_term_idx').on(t.schoolId, t.schoolYear, t.termType, t.classId),
    index('bills_student_idx').on(t.schoolId, t.studentId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id),
    studentId: uuid('student_id').notNull(),
    classId: uuid('class_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    payType: smallint('pay_type').$type<1 | 2 | 3 | 4 | 5>().notNull(),
    state: text('state').$type<'pending' | 'paid' | 'closed'>().notNull(),
    receiptNo: text('receipt_no').notNull().default(''),
    tradeNo: text('trade_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    operatorId: integer('operator_id').references(() => users.id),
    operatorName: text('operator_name').notNull().default(''),
    receiptChecked: boolean('receipt_checked').notNull().default(false),
    remark: text('remark').notNull().default(''),
    /**
     * The provider may still hold an open trade for this closed scene payment: set in the transaction that closes the
     * payment (the bill settled, voided, or a new QR), cleared once the provider has closed the trade
     * (server/services/payment-settlement/close-owed-trades.ts). Server-only: not replicated.
     */
    closeOwed: boolean('close_owed').notNull().default(false),
  },
  (t) => [
    index('payments_bill_idx').on(t.billId),
    index('payments_close_owed_idx').on(t.id).where(sql`${t.closeOwed}`),
    index('payments_school_idx').on(t.schoolId, t.paidAt),
    // A receipt number is the school's once (given when paid; '' while pending).
    uniqueIndex('payments_receipt_no_idx').on(t.schoolId, t.receiptNo).where(sql`${t.receiptNo} <> ''`),
  ],
);

/**
 * The ledger of money movements: append-only (`recordLedger`, server/services/finance/kernel/ledger.ts, is the one writer;
 * nothing updates or deletes a line). Signed fen: money in (a payment, other income) positive, money out (a refund,
 * an expense) negative. Statistics are sums over it, never kept apart. `day` is the school's local day of `at`.
 */
export const financeLedger = pgTable(
  'finance_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: schoolRef(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'payment' | 'refund' (part two adds 'income', 'expense', …). */
    kind: text('kind').notNull(),
    /** What caused it: the payment's (or refund's, entry's) id. */
    sourceId: uuid('source_id').notNull(),
    billId: uuid('bill_id'),
    studentId: uuid('student_id'),
    studentName: text('student_name').notNull().default(''),
    classId: uuid('class_id'),
    className: text('class_name').notNull().default(''),
    itemId: uuid('item_id'),
    /** The fee item's name, or the income/expense category. */
    itemName: text('item_name').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    payType: smallint('pay_type'),
    /**
     * The line's place among its movement's lines (0: the first), set by recordLedger: statistics count movements
     * (笔数) by their first lines, a plain count, instead of a `count(DISTINCT source_id)` that sorts the period.
     */
    line: smallint('line').notNull().default(0),
    userId: integer('user_id').references(() => users.id),
  },
  (t) => [index('finance_ledger_school_day_idx').on(t.schoolId, t.day), index('finance_ledger_source_idx').on(t.sourceId)],
);
