import type { Transaction } from 'dexie';

/**
 * The replica's Dexie version is no counter of schema changes, so two areas built side by side never collide on it.
 * Dexie (since 4.0.1) adds what sync/schema.ts declares and a device lacks — a table, an index — when it opens,
 * raising IndexedDB's own version by one itself: a new area's tables and indexes need no version
 * (tests/sync/replica-schema.test.ts). A version is needed only for what Dexie cannot patch: rewriting rows, deleting
 * a table, changing an existing index (unique, multi-entry, its key path) — an entry here, run once per device.
 */
export interface ReplicaUpgrade {
  /** The last entry's version + UPGRADE_STEP (the first: UPGRADE_STEP). */
  version: number;
  /** What it changes and why. */
  why: string;
  /** Dexie's upgrade function: rewrite rows in the tables as declared now (a deleted table is still readable). */
  run?: (tx: Transaction) => Promise<void> | void;
}

/** The version every replica was made at before upgrades were listed (it was bumped per schema change up to 19). */
export const BASE_VERSION = 19;

/**
 * Each patch raises the native version by 1, a tenth of a Dexie version; an upgrade's version must stay above every
 * patched one, or devices that met more new tables than the step allows would open without running it.
 */
export const UPGRADE_STEP = 1000;

/** Oldest first. Two branches adding one each meet here at merge time, and the merged list must stay increasing. */
export const REPLICA_UPGRADES: readonly ReplicaUpgrade[] = [];
