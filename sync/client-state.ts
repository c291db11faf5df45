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
  // A read first: a read-write transaction on meta would make every tab's mutate wait for it.
  const row = await db.meta.get('clientId');
  if (typeof row?.value === 'string') return row.value;
  return db.transaction('rw', db.meta, async () => clientIdOf(db));
}
