import type { MutationName } from '@contract/sync/mutations';
import { ALL_TABLES, type OutboxRow, type SyncDb } from './db';
import { MutationError, translateStorageError } from './errors';
import { applyAndQueue, type MutationInput, parseMutationArgs } from './mutate';
import { postNudge } from './nudge';
import { rotateClientId } from './push';
import { rebaseSchool } from './rebase';

/** Identifies an outbox row across client-id rotations. */
export interface OutboxKey {
  clientId: string;
  mutationId: number;
}

async function rejectedRow(db: SyncDb, key: OutboxKey): Promise<OutboxRow> {
  const row = await db.outbox.get([key.clientId, key.mutationId]);
  if (row?.status !== 'rejected') throw new MutationError('该操作已不在待处理列表中');
  return row;
}

/**
 * Retry a rejected mutation, usually after the user fixed its input. The server already consumed the old
 * mutation id, so it is queued again under a NEW id (keeping its createdAt: the change is still unsynced
 * since then), and applied optimistically like any mutate. Throws MutationError when it still cannot apply.
 */
export async function retryRejected<N extends MutationName>(db: SyncDb, key: OutboxKey, input?: MutationInput<N>): Promise<number> {
  try {
    const queued = await db.transaction('rw', ALL_TABLES, async () => {
      const old = await rejectedRow(db, key);
      const args = parseMutationArgs(old.name, input ?? old.args);
      if (args.schoolId !== old.schoolId) throw new MutationError('不能把操作改到另一个园所');
      await db.outbox.delete([key.clientId, key.mutationId]);
      return applyAndQueue(db, old.name, args, old.createdAt);
    });
    postNudge(db.name);
    return queued.mutationId;
  } catch (e) {
    throw translateStorageError(e);
  }
}

/** Drop a rejected mutation for good. Its effect is already gone; the rebase just re-derives the school's view. */
export async function discardRejected(db: SyncDb, key: OutboxKey): Promise<void> {
  await db.transaction('rw', ALL_TABLES, async () => {
    const row = await rejectedRow(db, key);
    await db.outbox.delete([key.clientId, key.mutationId]);
    await rebaseSchool(db, row.schoolId);
  });
}

async function stuckRow(db: SyncDb, key: OutboxKey): Promise<OutboxRow> {
  const row = await db.outbox.get([key.clientId, key.mutationId]);
  if (row?.status !== 'pending' || !row.stuck) throw new MutationError('该操作已不在待处理列表中');
  return row;
}

/** Send a stuck mutation again (the server may have been fixed): it leads the queue again, counted from zero. */
export async function retryStuck(db: SyncDb, key: OutboxKey): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const row = await stuckRow(db, key);
    await db.outbox.put({ ...row, stuck: false, failures: 0, failure: undefined, error: null, code: null });
  });
  postNudge(db.name);
}

/**
 * Drop a stuck mutation. The server never took it (each push it led failed as a whole), so its id is still the
 * next the server expects: the rest of the queue is renumbered under a new client id, in the same order, as when
 * the server loses our counter. Its optimistic effect leaves with a rebase.
 */
export async function discardStuck(db: SyncDb, key: OutboxKey): Promise<void> {
  await db.transaction('rw', ALL_TABLES, async () => {
    const row = await stuckRow(db, key);
    await db.outbox.delete([key.clientId, key.mutationId]);
    await rotateClientId(db);
    await rebaseSchool(db, row.schoolId);
  });
  postNudge(db.name);
}

/** Retry what the sync panel lists as not accepted: a rejected mutation (args may be corrected) or a stuck one. */
export async function retryMutation<N extends MutationName>(db: SyncDb, key: OutboxKey, input?: MutationInput<N>): Promise<number> {
  const row = await db.outbox.get([key.clientId, key.mutationId]);
  if (row?.status === 'pending' && row.stuck) {
    await retryStuck(db, key);
    return key.mutationId;
  }
  return retryRejected(db, key, input);
}

/** Discard what the sync panel lists as not accepted: a rejected mutation or a stuck one. */
export async function discardMutation(db: SyncDb, key: OutboxKey): Promise<void> {
  const row = await db.outbox.get([key.clientId, key.mutationId]);
  return row?.status === 'pending' && row.stuck ? discardStuck(db, key) : discardRejected(db, key);
}

/** Mutations not yet confirmed by the server, oldest first (for the sync panel). */
export async function pendingMutations(db: SyncDb): Promise<OutboxRow[]> {
  const rows = await db.outbox.where('status').equals('pending').toArray();
  return rows.filter((r) => !r.applied).sort((a, b) => a.createdAt - b.createdAt || a.mutationId - b.mutationId);
}

export async function rejectedMutations(db: SyncDb): Promise<OutboxRow[]> {
  const rows = await db.outbox.where('status').equals('rejected').toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt || a.mutationId - b.mutationId);
}
