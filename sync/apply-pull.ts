import type { PullResponse } from '@contract';
import { ALL_TABLES, type SchoolSyncState, type SyncDb } from './db';
import { restoreShadows, replayPending } from './rebase';
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

/** Apply changes in commit order, batching runs of the same table and op into bulk calls. */
async function applyChanges(db: SyncDb, schoolId: number, changes: PullResponse['changes']): Promise<void> {
  let i = 0;
  while (i < changes.length) {
    const head = changes[i];
    if (!head) break;
    let j = i;
    while (j < changes.length && changes[j]?.table === head.table && changes[j]?.op === head.op) j++;
    const run = changes.slice(i, j);
    // Never let a page file a row under another school than the one pulled.
    const rows = run.map((c) => c.row).filter((r) => head.op === 'del' || r.schoolId === schoolId);
    if (head.op === 'put') await db.table(head.table).bulkPut(rows);
    else await db.table(head.table).bulkDelete(rows.map((r) => r.id as string));
    i = j;
  }
}

/**
 * One pull page in ONE Dexie transaction: put the server's version of rebased rows back, apply the page
 * (puts and tombstones), then replay the still-pending mutations on top. On the last page (`more` false) the
 * server's lastMutationId is consistent with the rows, so mutations it covers and that push confirmed leave.
 */
export async function applyPullPage(
  db: SyncDb,
  schoolId: number,
  requestCursor: number,
  res: PullResponse,
  now: number,
): Promise<PageOutcome> {
  return db.transaction('rw', ALL_TABLES, async () => {
    const state = (await db.syncState.get(schoolId)) ?? initialSyncState(schoolId);
    if (state.cursor !== requestCursor) return 'stale';
    if (res.reset && requestCursor !== 0) {
      // Start over from zero; the answer's own changes and cursor belong to the position we are abandoning.
      await clearSchoolRows(db, schoolId);
      await replayPending(db, schoolId);
      await db.syncState.put({ ...state, cursor: 0, lost: false });
      return 'reset';
    }
    await restoreShadows(db, schoolId);
    if (res.reset) await clearSchoolRows(db, schoolId);
    await applyChanges(db, schoolId, res.changes);
    const next: SchoolSyncState = { ...state, cursor: res.cursor, lost: false };
    if (!res.more) {
      next.lastMutationId = res.lastMutationId;
      next.lastSyncedAt = now;
      const settled = await db.outbox
        .where('schoolId')
        .equals(schoolId)
        .filter((r) => r.status === 'pending' && r.applied && r.mutationId <= res.lastMutationId)
        .primaryKeys();
      await db.outbox.bulkDelete(settled);
    }
    await db.syncState.put(next);
    await replayPending(db, schoolId);
    return 'applied';
  });
}
