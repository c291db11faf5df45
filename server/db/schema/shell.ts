import { bigserial, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { positions, schools } from './org';
import { createdAt, schoolRef } from './columns';
import { userRef } from './user-ref';

/** Pages a user starred in one school (SPEC §2 shortcuts; at most 9999). */
export const shortcuts = pgTable(
  'shortcuts',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    schoolId: schoolRef(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shortcuts_user_school_url_idx').on(t.userId, t.schoolId, t.url)],
);

/** How often a user opened each page (the SPEC's "usage record by url" / index history call). */
export const menuUsage = pgTable(
  'menu_usage',
  {
    userId: userRef(),
    schoolId: schoolRef(),
    url: text('url').notNull(),
    hits: integer('hits').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId, t.url] })],
);

/** Notifications addressed to one user in one school (SPEC §3 Notification; status 0 unread, 1 read). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    userId: userRef(),
    senderUserId: integer('sender_user_id').references(() => users.id),
    senderName: text('sender_name').notNull(),
    senderPic: text('sender_pic').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_school_idx').on(t.userId, t.schoolId, t.status)],
);

/** The staff invitation key of a school (SPEC §3 Invitation key); regenerating replaces it, so old links die. */
export const invitationKeys = pgTable('invitation_keys', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  key: text('key').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdBy: integer('created_by').references(() => users.id),
  /** The position newcomers join as (its rights and no more); null: the school's 教师 position. */
  positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Who did what, per school (/JCSZ/CZRZ). Written in the same transaction as the change it describes. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: schoolRef(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull(),
    /** The menu area, e.g. 基础设置. */
    module: text('module').notNull(),
    /** What was done, e.g. 设置学期. */
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('operation_logs_school_time_idx').on(t.schoolId, t.createdAt)],
);

/** Term dates of a school's activated term (school year and term type live on `schools`). */
export const schoolTerms = pgTable(
  'school_terms',
  {
    id: serial('id').primaryKey(),
    schoolId: schoolRef(),
    schoolYear: text('school_year').notNull(),
    /** 1 first term, 2 second term. */
    termType: smallint('term_type').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('school_terms_school_term_idx').on(t.schoolId, t.schoolYear, t.termType)],
);
