import type { SyncDb } from './db';

/** Fresh per database; a new one only if the server says this one is unusable (see rotateClientId). */
export const newClientId = (): string => `c-${crypto.randomUUID()}`;

/** Inside a rw transaction over `meta`: the client id, made on first use. */
export async function clientIdOf(db: SyncDb): Promise<string> {
  const row = await db.meta.get('clientId');
  if (typeof row?.value === 'string') return row.value;
  const clientId = newClientId();
  await db.meta.put({ key: 'clientId', value: clientId });
  return clientId;
}

/** The client id, from outside a transaction. */
export async function currentClientId(db: SyncDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => clientIdOf(db));
}

/**
 * Inside a rw transaction over `meta`: the next mutation id. IndexedDB serialises overlapping rw transactions,
 * so ids stay strictly increasing even with several tabs and the worker writing at once.
 */
export async function allocateMutationId(db: SyncDb): Promise<number> {
  const row = await db.meta.get('lastMutationId');
  const next = (typeof row?.value === 'number' ? row.value : 0) + 1;
  await db.meta.put({ key: 'lastMutationId', value: next });
  return next;
}
