import Dexie from 'dexie';
import { TABLES } from '@sync/schema';

export interface RawRows {
  classes: unknown[];
  students: unknown[];
}

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
  const count = (await raw.table('classes').count()) + (await raw.table('students').count());
  raw.close();
  await Dexie.delete(raw.name);
  return { from, to, count };
}
