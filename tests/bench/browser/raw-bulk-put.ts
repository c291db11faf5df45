import Dexie from 'dexie';
import { TABLES } from '@sync/schema';

/** Replicated table → the rows a first sync brought into it. */
export type RawRows = Record<string, unknown[]>;

/**
 * The baseline a first sync is compared with: the same rows put with a bare Dexie `bulkPut`, chunks of 5,000 (one
 * transaction each), into a fresh database with the replica's indexes. Opening and deleting it are not timed.
 */
export async function rawBulkPut(rows: RawRows): Promise<{ from: number; to: number; count: number }> {
  const raw = new Dexie(`bench-raw-${Date.now()}-${Math.random()}`);
  raw.version(1).stores(TABLES);
  await raw.open();
  const from = performance.now();
  for (const [table, all] of Object.entries(rows)) {
    for (let i = 0; i < all.length; i += 5000) await raw.table(table).bulkPut(all.slice(i, i + 5000));
  }
  const to = performance.now();
  let count = 0;
  for (const table of Object.keys(rows)) count += await raw.table(table).count();
  raw.close();
  await Dexie.delete(raw.name);
  return { from, to, count };
}
