import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../account';
import { students } from './school-records';
import { schoolRef } from '../columns';

/**
 * A child's parent invitation (SPEC §3 invite QR code with expire time): one live code per child; a new one replaces
 * it (the old link dies), and a revoked or timed-out one is refused.
 */
export const parentInvites = pgTable('parent_invites', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  schoolId: schoolRef(),
  key: text('key').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
});

/**
 * A parent's request to join as a child's guardian, and its review. One pending or approved request per child and
 * phone: asking twice is refused, and approving makes the guardian once.
 */
export const parentJoinRequests = pgTable(
  'parent_join_requests',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    parentName: text('parent_name').notNull(),
    /** GUARDIAN_RELATIONS code, as the guardian it becomes (requests from before codes read as 6 其他). */
    relation: smallint('relation').notNull().default(6),
    phone: text('phone').notNull(),
    /** 0 pending, 1 approved, 2 rejected. */
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('parent_join_requests_school_idx').on(t.schoolId, t.status),
    uniqueIndex('parent_join_requests_live_idx').on(t.studentId, t.phone).where(sql`${t.status} <> 2`),
  ],
);
