import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './user-ref';

/** One row per client (a browser profile's replica): how far its mutations have been processed. */
export const syncClients = pgTable('sync_clients', {
  clientId: text('client_id').primaryKey(),
  userId: userRef(),
  lastMutationId: bigint('last_mutation_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mutations that can never succeed, kept so a re-sent one is answered with the same message. */
export const syncRejections = pgTable(
  'sync_rejections',
  {
    clientId: text('client_id').notNull(),
    mutationId: bigint('mutation_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    code: integer('code').notNull(),
    msg: text('msg').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })],
);

/**
 * The latest change of every replicated row (puts and tombstones). `id` is the pull cursor: ids of one school are
 * assigned under a per-school lock held until commit, so they grow in commit order and a pull never skips one.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull(),
    tableName: text('table_name').notNull(),
    /** The table's sync scope (contract/scopes.ts): a pull reads only the scopes its member may. */
    scope: text('scope').notNull().default(''),
    /** For a windowed scope's rows, the day the row counts for (contract/sync/window.ts); null otherwise. */
    eventDay: date('event_day'),
    rowId: text('row_id').notNull(),
    /** 'put' or 'del'. */
    op: text('op').notNull(),
    /**
     * The change as a pull page sends it, `{"table":…,"op":…,"row":…}`, written once here as JSON text: a page is
     * these texts joined, so serving one costs the database no per-row conversion (docs/sync.md, "Pull").
     */
    entry: text('entry').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('change_log_school_cursor_idx').on(t.schoolId, t.id),
    index('change_log_school_scope_cursor_idx').on(t.schoolId, t.scope, t.id),
    // A first sync of a windowed scope starts at the smallest cursor inside the window, found from this index.
    index('change_log_school_scope_day_idx').on(t.schoolId, t.scope, t.eventDay, t.id),
    index('change_log_row_idx').on(t.tableName, t.rowId),
  ],
);

/** Tombstones below this cursor were compacted away: a client behind it must reset. */
export const syncHorizons = pgTable('sync_horizons', {
  schoolId: integer('school_id').primaryKey(),
  cursor: bigint('cursor', { mode: 'number' }).notNull(),
});
