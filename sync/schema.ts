import { ATTENDANCE_REPLICA } from '@contract/attendance/replica';
import { BUS_REPLICA } from '@contract/bus/replica';
import { FINANCE_REPLICA } from '@contract/finance/replica';
import { ORG_REPLICA } from '@contract/org/replica';
import { PEOPLE_REPLICA } from '@contract/people/replica';
import { SITE_REPLICA } from '@contract/site/replica';
import type { ReplicatedTable } from '@contract/sync/tables';

/** Each domain's replica list (contract/<domain>/replica.ts): a domain left out, or a table, is a type error. */
const BY_DOMAIN = [PEOPLE_REPLICA, ATTENDANCE_REPLICA, ORG_REPLICA, FINANCE_REPLICA, BUS_REPLICA, SITE_REPLICA, { files: '' }] as const;
type KeysOf<U> = U extends unknown ? keyof U : never;
type Listed = KeysOf<(typeof BY_DOMAIN)[number]>;
const everyTableListed: [ReplicatedTable] extends [Listed] ? true : never = true;
void everyTableListed;

/**
 * The replica's Dexie schema: every replicated table keyed by `id` and indexing `schoolId` (purge and reset clear a
 * school by it), then the indexes its domain's replica list gives it. A table or index added needs no version: devices
 * add it when they open the replica. Deleting a table, or changing an index's kind or key path, needs an upgrade in
 * sync/replica-upgrades.ts.
 */
export const TABLES = Object.fromEntries(
  BY_DOMAIN.flatMap((tables) => Object.entries(tables).map(([table, more]) => [table, more ? `id, schoolId, ${more}` : 'id, schoolId'])),
) as Record<ReplicatedTable, string>;

/** The replica's own derived table of attendance summaries (sync/attendance-days.ts): client-only, never synced. */
export const ATTENDANCE_DAYS = 'attendanceDays';
