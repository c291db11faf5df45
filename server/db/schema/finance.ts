import { integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { schools } from './org';

/**
 * A school's finance settings (contract/finance-settings.ts): its finance password — argon2id of the md5 of what was
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
