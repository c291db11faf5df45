import { type PullResponse, SYNC_SCHEMA_VERSION } from '@contract';
import { ALL_TABLES, type SchoolSyncState, type SyncDb } from './db';
import { rebuildSchool } from './rebase';
import { clearSchoolRows } from './school-data';

export const initialSyncState = (schoolId: number): SchoolSyncState => ({
  schoolId,
  cursor: 0,
  lastMutationId: 0,
  lastSyncedAt: null,
  lost: false,
});

/** 'stale': the page answered an older cursor (a late or repeated delivery) and was ignored. */
export type PageOutcome = 'applied' | 'stale' | 'reset';

/**
 * One pull page in ONE Dexie transaction: the server's version of rebased rows, the page's puts and tombstones,
 * and the still-pending mutations on top, worked out in memory and written once (sync/rebase.ts). On the last
 * page (`more` false) the server's lastMutationId is consistent with the rows, so mutations it covers and that
 * push confirmed leave.
 */
export async function applyPullPage(
  db: SyncDb,
  schoolId: number,
  requestCursor: number,
  res: PullResponse,
  now: number,
): Promise<PageOutcome> {
  // Never let a page file a row under another school than the one pulled.
  const changes = res.changes.filter((c) => c.op === 'del' || c.row.schoolId === schoolId);
  if (changes.length === 0 && !res.more && !res.reset && res.cursor === requestCursor) {
    // Nothing new (the usual timer or poke pull): unless the server's lastMutationId moved, only the time of
    // the last complete pull changes, and a transaction over syncState alone records it.
    const done = await db.transaction('rw', db.syncState, async () => {
      const state = (await db.syncState.get(schoolId)) ?? initialSyncState(schoolId);
      if (state.cursor !== requestCursor) return 'stale';
      if (state.lastMutationId !== res.lastMutationId || state.lost) return null;
      await db.syncState.put({ ...state, lastSyncedAt: now });
      return 'applied';
    });
    if (done) return done;
  }
  return db.transaction('rw', ALL_TABLES, async () => {
    const state = (await db.syncState.get(schoolId)) ?? initialSyncState(schoolId);
    if (state.cursor !== requestCursor) return 'stale';
    if (res.reset && requestCursor !== 0) {
      // Start over from zero; the answer's own changes and cursor belong to the position we are abandoning.
      await clearSchoolRows(db, schoolId);
      await rebuildSchool(db, schoolId);
      await db.syncState.put({ ...state, cursor: 0, lost: false });
      return 'reset';
    }
    if (res.reset) await clearSchoolRows(db, schoolId);
    // A pull from zero makes a cursor of this app's schema; later pages keep the schema their start had.
    const schema = requestCursor === 0 ? SYNC_SCHEMA_VERSION : state.schema;
    const next: SchoolSyncState = { ...state, cursor: res.cursor, lost: false, horizon: res.horizon, schema };
    const writes: Promise<unknown>[] = [];
    if (!res.more) {
      next.lastMutationId = res.lastMutationId;
      next.lastSyncedAt = now;
      const settled = await db.outbox
        .where('schoolId')
        .equals(schoolId)
        .filter((r) => r.status === 'pending' && r.applied && r.mutationId <= res.lastMutationId)
        .primaryKeys();
      if (settled.length) writes.push(db.outbox.bulkDelete(settled));
    }
    // Written before the rebuild: which pending mutations are re-run depends on the new lastMutationId.
    writes.push(db.syncState.put(next));
    await Promise.all(writes);
    await rebuildSchool(db, schoolId, changes);
    return 'applied';
  });
}
