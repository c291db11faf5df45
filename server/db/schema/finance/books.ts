import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { createdAt, schoolRef } from '../columns';

/**
 * Bookkeeping entries (记账, contract/finance/books.ts): made on clients (UUIDv7), one school each. Money is integer
 * fen (> 0; `type` says income 1 or expense 2). state 0 未审核, 1 已审核 (its ledger line written), 2 已驳回.
 */
export const bookEntries = pgTable(
  'book_entries',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    type: smallint('type').$type<1 | 2>().notNull(),
    category: text('category').notNull(),
    amountFen: integer('amount_fen').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    state: smallint('state').$type<0 | 1 | 2>().notNull().default(0),
    recorderId: integer('recorder_id').references(() => users.id),
    recorderName: text('recorder_name').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id),
    reviewerName: text('reviewer_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('book_entries_school_day_idx').on(t.schoolId, t.day)],
);
