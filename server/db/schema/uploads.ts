import { bigint, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt, schoolRef } from './columns';
import { userRef } from './user-ref';

/**
 * One signed upload (SPEC §4): made by `/park/upload/signature` (status 0), finished by the report call (1 stored,
 * 2 failed). `/park/common/upload` writes a finished row directly. A record may name a file only when its row here
 * is stored (status 1) and belongs to the record's school.
 */
export const uploadSources = pgTable(
  'upload_sources',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    userId: userRef(),
    /** The storage key: `schools/<schoolId>/<yyyy-mm>/<uuid>.<ext>`. */
    filePath: text('file_path').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    /** Bytes actually stored (known once reported). */
    size: bigint('size', { mode: 'number' }),
    /** 0 signed, 1 stored, 2 failed. */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_sources_school_idx').on(t.schoolId)],
);

/** The school's file records (replicated table `files`, contract/uploads.ts). */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    filePath: text('file_path').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    createdAt: text('created_at').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('files_school_idx').on(t.schoolId)],
);
