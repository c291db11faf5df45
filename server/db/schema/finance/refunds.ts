import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RefundCarry, RefundLine, RefundState } from '@contract';
import { users } from '../account';
import { createdAt, schoolRef } from '../columns';

/**
 * Refunds and carry-overs (contract/finance/refunds.ts): refund items, refund groups and refund records, made on clients
 * (UUIDv7) and replicated in the finance scope. Money columns are integer fen. A record's lines name paid bill lines
 * (bill + fee item); what it moved is in the ledger (kinds refund, carryOut, carryIn), its running totals here.
 */

export const refundItems = pgTable(
  'refund_items',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    feeItemId: uuid('fee_item_id').notNull(),
    mode: text('mode').$type<'day' | 'month' | 'whole'>().notNull(),
    unitFen: integer('unit_fen').notNull().default(0),
    validity: smallint('validity').$type<1 | 2>().notNull().default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('refund_items_school_idx').on(t.schoolId)],
);

export const refundGroups = pgTable(
  'refund_groups',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default([]),
    classIds: jsonb('class_ids').$type<string[]>().notNull().default([]),
    validity: smallint('validity').$type<1 | 2>().notNull().default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('refund_groups_school_idx').on(t.schoolId)],
);

export const refundRecords = pgTable(
  'refund_records',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id').notNull(),
    studentName: text('student_name').notNull(),
    classId: uuid('class_id').notNull(),
    reason: smallint('reason').$type<0 | 1 | 2 | 3>().notNull(),
    way: smallint('way').$type<1 | 2 | 3 | 4>().notNull(),
    state: smallint('state').$type<RefundState>().notNull().default(0),
    audit: smallint('audit').$type<0 | 1 | -1>().notNull().default(0),
    leaveOn: date('leave_on', { mode: 'string' }),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    amountFen: integer('amount_fen').notNull(),
    refundedFen: integer('refunded_fen').notNull().default(0),
    carriedFen: integer('carried_fen').notNull().default(0),
    carries: jsonb('carries').$type<RefundCarry[]>().notNull().default([]),
    paymentId: uuid('payment_id'),
    providerRefundId: text('provider_refund_id'),
    providerAnswer: text('provider_answer').notNull().default(''),
    remark: text('remark').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    voidReason: text('void_reason').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    operatorName: text('operator_name').notNull().default(''),
    reviewerName: text('reviewer_name').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('refund_records_school_idx').on(t.schoolId, t.state), index('refund_records_student_idx').on(t.schoolId, t.studentId)],
);
