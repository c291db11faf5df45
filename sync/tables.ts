import type { ReplicatedTable } from '@contract';

/**
 * A feature plugs into sync in two places: its replicated table (contract/sync/tables.ts) with its Dexie indexes
 * here, and its mutators (contract/sync/mutations.ts) in sync/mutators/, listed in sync/registry.ts. Every table's
 * primary key is `id` and it must index `schoolId` (purge and reset clear a school by it). Bump DB_VERSION when
 * TABLES changes. Apart from the registry so the database module does not import the mutators, which import it.
 */
export const DB_VERSION = 4;

export const TABLES = {
  classes: 'id, schoolId',
  students: 'id, schoolId, classId',
  siteBanners: 'id, schoolId',
  siteNotices: 'id, schoolId',
  siteMembers: 'id, schoolId',
  siteDynamics: 'id, schoolId',
  files: 'id, schoolId',
  classChats: 'id, schoolId',
  chatRecords: 'id, schoolId, classId',
} as const satisfies Record<ReplicatedTable, string>;
