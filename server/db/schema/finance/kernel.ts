import { bigserial, integer, jsonb, pgTable, smallint, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { schools } from '../org';
import { schoolRef } from '../columns';

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
