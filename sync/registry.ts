import type { ReplicatedTable } from '@contract';
import { classChatMutators } from './mutators/class-chat';
import { classMutators } from './mutators/classes';
import { fileMutators } from './mutators/files';
import { studentMutators } from './mutators/students';
import { websiteMutators } from './mutators/website';
import type { MutatorMap } from './mutators/types';

/**
 * The one place a feature plugs into sync: its replicated table (contract/sync/tables.ts) with its Dexie
 * indexes here, and its mutators (contract/sync/mutations.ts) in sync/mutators/. Every table's primary key is
 * `id` and it must index `schoolId` (purge and reset clear a school by it). Bump DB_VERSION when TABLES changes.
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

export const MUTATORS: MutatorMap = {
  ...classMutators,
  ...studentMutators,
  ...websiteMutators,
  ...fileMutators,
  ...classChatMutators,
};
