import { REPLICA_INDEXES } from '@contract/replica-indexes.gen';
import type { ReplicatedTable } from '@contract/sync/tables';

/** The generated list (contract/replica-indexes.gen.ts) names every replicated table: one missing is a type error. */
const everyTableListed: [ReplicatedTable] extends [keyof typeof REPLICA_INDEXES] ? true : never = true;
void everyTableListed;

/**
 * The replica's Dexie schema: every replicated table keyed by `id` and indexing `schoolId` (purge and reset clear a
 * school by it), then the indexes its area declares (`indexes` beside `tables`, gathered into contract/replica-indexes.gen.ts). A table or index added needs no version: devices
 * add it when they open the replica. Deleting a table, or changing an index's kind or key path, needs an upgrade in
 * sync/replica-upgrades.ts.
 */
export const TABLES = Object.fromEntries(
  Object.entries(REPLICA_INDEXES).map(([table, more]) => [table, more ? `id, schoolId, ${more}` : 'id, schoolId']),
) as Record<ReplicatedTable, string>;

/** The replica's own derived table of attendance summaries (sync/attendance-days.ts): client-only, never synced. */
export const ATTENDANCE_DAYS = 'attendanceDays';
