import { formatCursors, type PullResponse, type ScopeCursors, SYNC_SCHEMA_VERSION } from '@contract/sync/protocol';
import { ALL_TABLES, type SchoolSyncState, type SyncDb } from './db';
import { postNudge } from './nudge';
import { pruneWindows } from './prune-window';
import { dropScopeRows } from './drop-scope-rows';
import { purgeScopes } from './purge-scopes';
import { rebuildSchool } from './rebase';
import { requeueLocked } from './requeue-locked';
import { clearSchoolRows } from './school-data';

export const initialSyncState = (schoolId: number): SchoolSyncState => ({
  schoolId,
  cursors: {},
  lastMutationId: 0,
  lastSyncedAt: null,
  lost: false,
});

/**
 * Where the replica stands, per scope. A replica from before scopes (one `cursor`) is given a cursor of a scope no
 * server reads: not from zero, so the server's answer to its old schema (reset) clears it first.
 */
export const cursorsOf = (state: SchoolSyncState): ScopeCursors => state.cursors ?? (state.cursor ? { unscoped: state.cursor } : {});
const formatWindows = (windows: Record<string, string> | undefined) => JSON.stringify(Object.entries(windows ?? {}).sort());
export const isFromZero = (cursors: ScopeCursors): boolean => Object.keys(cursors).length === 0;

/**
 * 'stale': the page answered an older position (a late or repeated delivery) and was ignored. 'rotated': applied,
 * and a revoked scope's purge gave the client a new id: the pages after it must be asked for under that id.
 */
export type PageOutcome = 'applied' | 'stale' | 'reset' | 'rotated';

/**
 * The scopes sealed after this answer (sync/sealed.ts): those it says are locked, and those sealed before that it
 * serves but has not brought whole yet (more pages follow). One neither served nor locked is no longer read at all.
 */
const sealedAfter = (sealed: readonly string[] | undefined, res: PullResponse): string[] =>
  [...new Set([...(sealed ?? []), ...res.locked])].filter((s) => res.locked.includes(s) || (res.more && res.scopes.includes(s))).sort();

/** When each served scope's unlock ends, in device time (null: never). */
const unlockEndsOf = (res: PullResponse, now: number): Record<string, number | null> =>
  Object.fromEntries(Object.entries(res.unlocks).map(([scope, left]) => [scope, left === null ? null : now + left]));

/**
 * One pull page in ONE Dexie transaction: the server's version of rebased rows, the page's puts and tombstones,
 * and the still-pending mutations on top, worked out in memory and written once (sync/rebase.ts). On the last
 * page (`more` false) the server's lastMutationId is consistent with the rows, so mutations it covers and that
 * push confirmed leave. A scope the replica holds and the answer's `scopes` lacks was revoked: it is purged in the
 * same transaction (sync/purge-scopes.ts); or, named in `locked`, it is sealed (sync/sealed.ts), and once served
 * whole again the changes refused while it was locked are queued again (sync/requeue-locked.ts); a windowed scope
 * whose window moved drops its older rows (sync/prune-window.ts).
 */
export async function applyPullPage(
  db: SyncDb,
  schoolId: number,
  request: ScopeCursors,
  res: PullResponse,
  now: number,
): Promise<PageOutcome> {
  const requestKey = formatCursors(request);
  const goneIn = (held: ScopeCursors) => Object.keys(held).filter((s) => !res.scopes.includes(s));
  const unlockEnds = unlockEndsOf(res, now);
  // Never let a page file a row under another school than the one pulled.
  const changes = res.changes.filter((c) => c.op === 'del' || c.row.schoolId === schoolId);
  if (changes.length === 0 && !res.more && !res.reset && formatCursors(res.cursors) === requestKey) {
    // Nothing new (the usual timer or poke pull): unless the server's lastMutationId, the scopes or the rights
    // moved, only the time of the last complete pull changes, and a transaction over syncState alone records it.
    const done = await db.transaction('rw', db.syncState, async () => {
      const state = (await db.syncState.get(schoolId)) ?? initialSyncState(schoolId);
      if (formatCursors(cursorsOf(state)) !== requestKey) return 'stale';
      if (state.lastMutationId !== res.lastMutationId || state.lost || state.rights !== res.rights) return null;
      if (formatWindows(state.windows) !== formatWindows(res.windows)) return null;
      if (sealedAfter(state.sealed, res).join() !== [...(state.sealed ?? [])].sort().join()) return null;
      await db.syncState.put({ ...state, lastSyncedAt: now, unlockEnds });
      return 'applied';
    });
    if (done) return done;
  }
  let requeued = 0;
  const outcome = await db.transaction('rw', ALL_TABLES, async (): Promise<PageOutcome> => {
    const state = (await db.syncState.get(schoolId)) ?? initialSyncState(schoolId);
    const held = cursorsOf(state);
    if (formatCursors(held) !== requestKey) return 'stale';
    const { cursor: _legacy, ...current } = state;
    if (res.reset && !isFromZero(request)) {
      // Start over from zero; the answer's own changes and cursors belong to the position we are abandoning.
      await clearSchoolRows(db, schoolId);
      await rebuildSchool(db, schoolId);
      await db.syncState.put({ ...current, cursors: {}, lost: false });
      return 'reset';
    }
    if (res.reset) await clearSchoolRows(db, schoolId);
    // A scope held and not served was revoked (rows and pending changes leave) or is locked (rows leave, changes wait).
    const gone = goneIn(held);
    const revoked = gone.filter((s) => !res.locked.includes(s));
    await dropScopeRows(db, schoolId, new Set(gone.filter((s) => res.locked.includes(s))));
    const rotated = revoked.length > 0 && (await purgeScopes(db, schoolId, revoked));
    const sealed = sealedAfter(state.sealed, res);
    // Unlocked and brought whole again: what the server refused while it was locked goes again.
    const unsealed = (state.sealed ?? []).filter((s) => !sealed.includes(s) && res.scopes.includes(s));
    requeued = await requeueLocked(db, schoolId, unsealed);
    await pruneWindows(db, schoolId, state.windows ?? {}, res.windows);
    // A pull from zero makes cursors of this app's schema; later pages keep the schema their start had.
    const schema = isFromZero(request) ? SYNC_SCHEMA_VERSION : state.schema;
    const next: SchoolSyncState = {
      ...current,
      cursors: res.cursors,
      lost: false,
      horizon: res.horizon,
      schema,
      rights: res.rights,
      windows: res.windows,
      sealed,
      unlockEnds,
    };
    // The answer's lastMutationId counts the client id just given up: none of the new one's are in the rows yet.
    if (rotated) next.lastMutationId = 0;
    const writes: Promise<unknown>[] = [];
    if (!res.more && !rotated) {
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
    return rotated ? 'rotated' : 'applied';
  });
  if (requeued > 0) postNudge(db.name);
  return outcome;
}
