import { AREAS } from '@contract/areas';
import type { AreaDecl } from '@contract/area';
import type { ReplicatedTable } from '@contract/sync/tables';

/**
 * The replica's Dexie schema, one index string per replicated table, derived from the areas' declarations
 * (contract/areas.ts): every table is keyed by `id` and indexes `schoolId` (purge and reset clear a school by it), then
 * the `indexes` its area gives it. A table or index added needs no version: devices add it when they open the replica.
 * Deleting a table, or changing an index's kind or key path, needs an upgrade in sync/replica-upgrades.ts.
 */
export const TABLES = Object.fromEntries(
  (Object.values(AREAS) as AreaDecl[]).flatMap((area) =>
    Object.keys(area.tables).map((table) => {
      const more = area.indexes?.[table];
      return [table, more ? `id, schoolId, ${more}` : 'id, schoolId'];
    }),
  ),
) as Record<ReplicatedTable, string>;

/** The replica's own derived table of attendance summaries (sync/attendance-days.ts): client-only, never synced. */
export const ATTENDANCE_DAYS = 'attendanceDays';
