import type { ReplicatedTable } from '@contract';

/**
 * The replica's Dexie schema: one index string per replicated table the areas declare (contract/areas.ts), so a
 * declared table without one is a type error. Every table's primary key is `id` and it must index `schoolId`
 * (purge and reset clear a school by it). Bump DB_VERSION when TABLES (or sync/db.ts's own tables) change.
 */
export const DB_VERSION = 5;

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
