/** The raw Dexie bulkPut of the bench, run in a worker like the sync engine: same rows, chunks, schema. */
import Dexie from 'dexie';
import { TABLES } from '@sync/registry';

self.onmessage = async (e: MessageEvent<{ classes: unknown[]; students: unknown[] }>) => {
  const raw = new Dexie(`bench-raw-worker-${Date.now()}`);
  raw.version(1).stores(TABLES);
  await raw.open();
  const t0 = performance.now();
  for (const [table, all] of [
    ['classes', e.data.classes],
    ['students', e.data.students],
  ] as const) {
    for (let i = 0; i < all.length; i += 5000) await raw.table(table).bulkPut(all.slice(i, i + 5000));
  }
  const ms = performance.now() - t0;
  raw.close();
  await Dexie.delete(raw.name);
  self.postMessage(ms);
};
