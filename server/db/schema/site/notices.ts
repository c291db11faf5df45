import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NoticeAttachment } from '@contract';
import { users } from '../account';
import { createdAt, schoolRef } from '../columns';
import { userRef } from '../user-ref';

/** The staff member who wrote a notice or an announcement. */
const author = () =>
  integer('author_user_id')
    .notNull()
    .references(() => users.id);

/** 通知公告: a staff notice (docs/notices.md). Content is sanitised HTML. */
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<NoticeAttachment[]>().notNull().default([]),
    /** 1 whole school, 2 departments, 3 chosen staff. */
    audienceType: smallint('audience_type').notNull(),
    audienceIds: jsonb('audience_ids').$type<number[]>().notNull().default([]),
    /** 0 draft, 1 published, 2 withdrawn. */
    status: smallint('status').notNull().default(0),
    authorUserId: author(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('staff_notices_school_idx').on(t.schoolId, t.createdAt)],
);

/** One recipient of a published notice: the audience is fixed when it is published. */
export const staffNoticeReceipts = pgTable(
  'staff_notice_receipts',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => staffNotices.id, { onDelete: 'cascade' }),
    userId: userRef(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('staff_notice_receipts_user_idx').on(t.userId)],
);

/** 校园宣传: an announcement to parents (the parents' app reads the published ones). */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(0),
    authorUserId: author(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('announcements_school_idx').on(t.schoolId, t.createdAt)],
);

/**
 * 园长信箱: a letter to the principal. The writer is stored only so that they can list their own letters and read
 * the replies; no query that answers the principal selects it (docs/notices.md "Anonymous letters").
 */
export const mailboxLetters = pgTable(
  'mailbox_letters',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    writerUserId: integer('writer_user_id')
      .notNull()
      .references(() => users.id),
    anonymous: boolean('anonymous').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mailbox_letters_school_idx').on(t.schoolId, t.createdAt), index('mailbox_letters_writer_idx').on(t.writerUserId)],
);
