import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schoolRef } from '../columns';

/**
 * Website content of the committee sites (SPEC §3): per school and sysType (1 党委会, 2 工会, 3 家委会, 4 伙委会).
 * Ids are UUIDv7 made by the client, so offline creates need no remapping.
 */
const site = () => ({
  id: uuid('id').primaryKey(),
  schoolId: schoolRef(),
  sysType: smallint('sys_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const siteBanners = pgTable(
  'site_banners',
  { ...site(), photoName: text('photo_name').notNull(), photoUrl: text('photo_url').notNull() },
  (t) => [index('site_banners_school_idx').on(t.schoolId, t.sysType)],
);

export const siteNotices = pgTable(
  'site_notices',
  { ...site(), title: text('title').notNull(), content: text('content').notNull() },
  (t) => [index('site_notices_school_idx').on(t.schoolId, t.sysType)],
);

export const siteMembers = pgTable(
  'site_members',
  { ...site(), name: text('name').notNull(), position: text('position').notNull() },
  (t) => [index('site_members_school_idx').on(t.schoolId, t.sysType)],
);

/** `summary` is rich text, sanitised before it is stored. `createdAt` is the release time. */
export const siteDynamics = pgTable(
  'site_dynamics',
  { ...site(), title: text('title').notNull(), summary: text('summary').notNull(), cover: text('cover').notNull() },
  (t) => [index('site_dynamics_school_idx').on(t.schoolId, t.sysType)],
);

/** The parent-committee chat of a class (SPEC §3 "Class chat"): one row per class once set; status 1 open, 0 closed. */
export const classChats = pgTable(
  'class_chats',
  {
    /** The class's own id: one chat per class. */
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('class_chats_school_idx').on(t.schoolId)],
);

/**
 * Chat history (SPEC §3 "Chat record"), append-only events that never conflict. contentType 1 text, 2 image,
 * 3 video, 4 voice, 5 structured JSON; 0 marks where a conversation was ended.
 */
export const chatRecords = pgTable(
  'chat_records',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    classId: uuid('class_id').notNull(),
    senderUserId: integer('sender_user_id'),
    senderName: text('sender_name').notNull(),
    senderImg: text('sender_img').notNull().default(''),
    contentType: smallint('content_type').notNull(),
    content: text('content').notNull(),
    voiceImg: text('voice_img').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_records_class_idx').on(t.schoolId, t.classId, t.createdAt)],
);
