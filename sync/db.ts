import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { ScopeName } from '@contract/scopes';
import type { MutationName } from '@contract/sync/mutations';
import type { ScopeCursors } from '@contract/sync/protocol';
import type { ReplicatedTable } from '@contract/sync/tables';
import { syncDbName } from './identity';
import type { PendingUpload } from './pending-upload-row';
import { BASE_VERSION, REPLICA_UPGRADES, type ReplicaUpgrade } from './replica-upgrades';
import { ATTENDANCE_DAYS, TABLES } from './schema';

/** One queued mutation. Kept until the server has it AND a pull carries its effect (or the user discards it). */
export interface OutboxRow {
  clientId: string;
  /** Per-client counter, +1 each, allocated in the same transaction as the row. */
  mutationId: number;
  name: MutationName;
  /** The parsed args (defaults filled in), exactly what is pushed. */
  args: Record<string, unknown> & { id: string; schoolId: number };
  /** Copied from args so a school's mutations can be found by index. */
  schoolId: number;
  createdAt: number;
  status: 'pending' | 'rejected';
  /** Push requests that carried it. */
  attempts: number;
  /** The server's message for a rejection. */
  error: string | null;
  code: number | null;
  /** The server confirmed it applied; it stays (and is rebased) until a pull brings the server's own version. */
  applied: boolean;
  /**
   * Whole pushes led by this row that failed the same way in a row (`failure` says how), counted while it is
   * pending (sync/push.ts). At STUCK_AFTER it is `stuck`: held at the head of the queue, with the failure in
   * `error`, until the user retries or discards it in 数据同步. Absent on rows that never failed so.
   */
  failures?: number;
  failure?: string;
  stuck?: boolean;
  /**
   * Refused on this device because the member no longer reads its scope (sync/purge.ts): its data left with the
   * scope's rows (args keep only id and school), so 数据同步 offers to discard it, not to retry.
   */
  revoked?: boolean;
}

/** Per-school pull position. */
export interface SchoolSyncState {
  schoolId: number;
  /**
   * Position in the change log per sync scope the replica holds (contract/scopes.ts): the scopes of the last
   * answer. Empty: nothing pulled yet (a first sync, or after a reset).
   */
  cursors: ScopeCursors;
  /** The one cursor of replicas made before scopes (SYNC_SCHEMA_VERSION 2): such a replica is reset. */
  cursor?: number;
  /** This client's lastMutationId as of the last complete pull: the school's rows include every mutation up to it. */
  lastMutationId: number;
  lastSyncedAt: number | null;
  /** 403 at the last pull: the school's rows were purged and are not pulled again until access comes back. */
  lost: boolean;
  /** The server's tombstone horizon as of the last page: tombstones compacted up to it cannot be ones we missed. */
  horizon?: number;
  /** SYNC_SCHEMA_VERSION the cursor was made under (absent: 1, before it was recorded). */
  schema?: number;
  /** The fingerprint of the member's permissions at the last pull (contract rightsFingerprint); the app compares. */
  rights?: string;
  /** The first day of each windowed scope's sync window as of the last page (contract/sync/window.ts). */
  windows?: Record<string, string>;
  /**
   * Scopes behind an unlock (the finance password) whose rows this device does not hold: sealed when their unlock
   * ended (sync/seal-scopes.ts), until a complete pull serves them again. Their pending changes wait, not re-run.
   */
  sealed?: string[];
  /** Per held scope behind an unlock, when (device time, ms) its unlock ends and the scope is sealed; null: never. */
  unlockEnds?: Record<string, number | null>;
}

/** The server's version of a row that a rebased mutation changed (null: the row did not exist). */
export interface ShadowRow {
  table: ReplicatedTable;
  id: string;
  schoolId: number;
  row: Record<string, unknown> | null;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** A page of rows older than a windowed scope's sync window, read online and kept for the next read (sync/read-through.ts). */
export interface ReadThroughRow {
  key: string;
  schoolId: number;
  scope: ScopeName;
  value: unknown;
  /** When it was fetched, ms since epoch. */
  at: number;
}

export type SyncDb = Dexie & {
  outbox: Table<OutboxRow, [string, number]>;
  syncState: Table<SchoolSyncState, number>;
  shadows: Table<ShadowRow, [string, string]>;
  meta: Table<MetaRow, string>;
  readThrough: Table<ReadThroughRow, string>;
  /** Files chosen on this device, kept until stored (sync/pending-upload-row.ts); not part of sync transactions. */
  uploads: Table<PendingUpload, string>;
};

export const SYSTEM_TABLES = ['outbox', 'syncState', 'shadows', 'meta', 'readThrough'] as const;
export const REPLICATED = Object.keys(TABLES) as ReplicatedTable[];
/**
 * The scope of every sync write: optimistic change, outbox row and shadows commit together. Transaction
 * callbacks are `async` functions: Dexie keeps its transaction zone across native awaits only for those.
 */
export const ALL_TABLES: readonly string[] = [...REPLICATED, ...SYSTEM_TABLES, ATTENDANCE_DAYS];

export interface OpenOptions {
  userId: number;
  brand: number;
  /** Tests pass fake-indexeddb's IDBFactory/IDBKeyRange here. */
  dexie?: Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>;
}

/** Every store of the replica and its indexes, as Dexie's `stores()` takes them. */
export function replicaStores(): Record<string, string> {
  return {
    ...TABLES,
    outbox: '[clientId+mutationId], status, schoolId',
    syncState: 'schoolId',
    shadows: '[table+id], schoolId',
    meta: 'key',
    readThrough: 'key, schoolId',
    uploads: 'id, status, schoolId',
    // Derived from attendanceEvents on this device (sync/attendance-days.ts); never synced.
    [ATTENDANCE_DAYS]: '[schoolId+day]',
  };
}

/**
 * Declares the replica's schema on a Dexie instance: today's stores at the base version and at each upgrade's
 * (sync/replica-upgrades.ts). No version changes when a table or index is added: Dexie adds it on open.
 */
export function declareReplica(db: Dexie, stores = replicaStores(), upgrades: readonly ReplicaUpgrade[] = REPLICA_UPGRADES): void {
  db.version(BASE_VERSION).stores(stores);
  for (const upgrade of upgrades) {
    const version = db.version(upgrade.version).stores(stores);
    if (upgrade.run) version.upgrade(upgrade.run);
  }
}

export function openSyncDb({ userId, brand, dexie }: OpenOptions): SyncDb {
  const db = new Dexie(syncDbName(userId, brand), dexie) as SyncDb;
  declareReplica(db);
  return db;
}
