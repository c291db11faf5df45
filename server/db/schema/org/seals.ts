import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, schoolRef } from '../columns';

/**
 * The school's seals (印章管理, contract/org/seals.ts): keepers are member user ids with their names as of the seal's last
 * save (a replicated row holds only its own table's data, so a later rename never leaves devices behind). docs/seals.md.
 */
export const seals = pgTable(
  'seals',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    picture: text('picture').notNull().default(''),
    keeperIds: integer('keeper_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** The keepers' names when saved, in keeperIds' order. */
    keeperNames: text('keeper_names').array().notNull().default(sql`'{}'::text[]`),
    /** active 在用 | inactive 停用 | destroyed 已销毁. */
    state: text('state').notNull().default('active'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seals_school_idx').on(t.schoolId)],
);

/**
 * Each use of a seal (用印记录), from the request to the stamp. Names are kept as they were (the applicant's, the
 * decider's, the keeper's), as a register on paper keeps them. One row per approval at most (`approvalId`).
 */
export const sealUses = pgTable(
  'seal_uses',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    sealId: uuid('seal_id').references(() => seals.id),
    sealName: text('seal_name').notNull().default(''),
    applicantId: integer('applicant_id').notNull(),
    applicantName: text('applicant_name').notNull().default(''),
    purpose: text('purpose').notNull(),
    copies: integer('copies').notNull().default(1),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvalId: text('approval_id'),
    /** pending 待审批 | approved 待用印 | used 已用印 | rejected 已驳回 | revoked 已撤销. */
    state: text('state').notNull(),
    issue: text('issue').notNull().default(''),
    decidedById: integer('decided_by_id'),
    decidedByName: text('decided_by_name').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedById: integer('used_by_id'),
    usedByName: text('used_by_name').notNull().default(''),
    usedPhoto: text('used_photo').notNull().default(''),
    usedRemark: text('used_remark').notNull().default(''),
  },
  (t) => [index('seal_uses_school_idx').on(t.schoolId), uniqueIndex('seal_uses_approval_idx').on(t.schoolId, t.approvalId)],
);
