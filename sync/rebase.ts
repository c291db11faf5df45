import type { SyncDb } from './db';
import { MutationError } from './errors';
import { recordingTx } from './mutator-tx';
import { MUTATORS } from './registry';

/**
 * Rebase, the Linear way: the replica shows the server's state with the still-pending mutations on top.
 * Every function here runs inside a rw transaction over ALL_TABLES, so nobody ever sees a half-rebased school.
 */

/** Put back the server's version of every row the school's rebased mutations touched, and forget the shadows. */
export async function restoreShadows(db: SyncDb, schoolId: number): Promise<void> {
  const shadows = await db.shadows.where('schoolId').equals(schoolId).toArray();
  for (const s of shadows) {
    if (s.row) await db.table(s.table).put(s.row);
    else await db.table(s.table).delete(s.id);
  }
  await db.shadows.bulkDelete(shadows.map((s) => [s.table, s.id] as [string, string]));
}

/**
 * The mutations whose effect the server's rows of this school do not show yet: pending ones newer than the
 * school's last complete pull. (An older one the server already processed is in the pulled rows if it applied;
 * if it was rejected its effect must not show; either way it is only waiting for push to confirm its outcome.)
 */
export async function rebasedMutations(db: SyncDb, schoolId: number) {
  const state = await db.syncState.get(schoolId);
  if (state?.lost) return [];
  const clientId = (await db.meta.get('clientId'))?.value;
  const after = state?.lastMutationId ?? 0;
  const rows = await db.outbox.where('schoolId').equals(schoolId).toArray();
  return rows
    .filter((r) => r.status === 'pending' && r.clientId === clientId && r.mutationId > after)
    .sort((a, b) => a.mutationId - b.mutationId);
}

/** Re-run those mutations on the current rows, capturing fresh shadows. One that no longer applies is skipped. */
export async function replayPending(db: SyncDb, schoolId: number): Promise<void> {
  for (const m of await rebasedMutations(db, schoolId)) {
    try {
      await (MUTATORS[m.name] as (tx: unknown, a: unknown) => Promise<void>)(recordingTx(db, schoolId), m.args);
    } catch (e) {
      // The server will reject it too; push records that. Anything else is a bug: abort the transaction.
      if (!(e instanceof MutationError)) throw e;
    }
  }
}

/** Recompute the school's optimistic view, e.g. after a rejection or a discard. */
export async function rebaseSchool(db: SyncDb, schoolId: number): Promise<void> {
  await restoreShadows(db, schoolId);
  await replayPending(db, schoolId);
}
