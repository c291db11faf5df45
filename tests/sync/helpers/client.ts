import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { openSyncDb, type SyncDb } from '../../../sync/db';
import { SyncEngine } from '../../../sync/engine';
import type { SyncIdentity } from '../../../sync/identity';
import type { SyncTransport } from '../../../sync/transport';

// Dexie's liveQuery only runs where it found a global indexedDB when it loaded; Node has none. Each device
// still gets its own factory below.
Dexie.dependencies.indexedDB ??= indexedDB;
Dexie.dependencies.IDBKeyRange ??= IDBKeyRange;

/** A device: its own IndexedDB (a fresh fake-indexeddb factory), reusable to simulate a restart. */
export const newDevice = (): IDBFactory => new IDBFactory();

export function openDb(device: IDBFactory, userId = 1, brand = 1): SyncDb {
  return openSyncDb({ userId, brand, dexie: { indexedDB: device, IDBKeyRange } });
}

export function identity(userId: number, schoolId: number, schoolIds = [schoolId]): SyncIdentity {
  return { token: `token-${userId}`, userId, schoolId, schoolIds, brand: 1 };
}

/** An engine driven step by step with syncOnce() (never started: no timers). */
export function engineFor(db: SyncDb, transport: SyncTransport, id: SyncIdentity, now = () => Date.now()): SyncEngine {
  return new SyncEngine({ db, transport, identity: id, now });
}

/** Deterministic PRNG so a failing fuzz run can be replayed from its printed seed. */
export { seededRandom as prng } from '@contract';

/** A device whose replica holds the finance scope of the school, as after a pull while the finance pages were unlocked. */
export async function financeDb(schoolId = 101): Promise<SyncDb> {
  const db = openDb(newDevice());
  await db.syncState.put({
    schoolId,
    cursors: { finance: 0 },
    lastMutationId: 0,
    lastSyncedAt: null,
    lost: false,
    unlockEnds: { finance: null },
  });
  return db;
}
