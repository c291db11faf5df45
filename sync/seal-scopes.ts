import { UNLOCK_SCOPES } from '@contract/scopes';
import { ALL_TABLES, type SchoolSyncState, type SyncDb } from './db';
import { dropScopeRows } from './drop-scope-rows';
import { holdsScope } from './holds-scope';

const without = <V>(record: Record<string, V> | undefined, keys: readonly string[]): Record<string, V> =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => !keys.includes(k)));

/**
 * Inside a rw transaction over ALL_TABLES: seal these scopes of the school. Resolves the state written, or undefined
 * when the school has none (nothing was ever pulled: nothing to seal).
 */
export async function sealScopes(db: SyncDb, schoolId: number, scopes: readonly string[]): Promise<SchoolSyncState | undefined> {
  const state = await db.syncState.get(schoolId);
  if (!state || scopes.length === 0) return state;
  await dropScopeRows(db, schoolId, new Set(scopes));
  const next: SchoolSyncState = {
    ...state,
    cursors: without(state.cursors, scopes),
    unlockEnds: without(state.unlockEnds, scopes),
    sealed: [...new Set([...(state.sealed ?? []), ...scopes])],
  };
  await db.syncState.put(next);
  return next;
}

type Ended = (end: number | null | undefined) => boolean;

/** The held scopes behind an unlock whose end (null: none, undefined: unknown) counts as passed. */
const endedScopes = (state: SchoolSyncState, ended: Ended): string[] =>
  UNLOCK_SCOPES.filter((scope) => holdsScope(state, scope) && ended(state.unlockEnds?.[scope]));

/** In every school of the device, seal the held scopes whose unlock counts as ended; resolves the states read before. */
async function sealWhere(db: SyncDb, ended: Ended): Promise<SchoolSyncState[]> {
  const states = await db.syncState.toArray();
  if (!states.some((s) => endedScopes(s, ended).length > 0)) return states;
  await db.transaction('rw', ALL_TABLES, async () => {
    for (const { schoolId } of states) {
      const state = await db.syncState.get(schoolId);
      if (state) await sealScopes(db, schoolId, endedScopes(state, ended));
    }
  });
  return states;
}

/**
 * Seal, in every school of the device, the scopes whose unlock has ended by `now` (or whose end is unknown).
 * Resolves the next end still ahead, or null: when to look again.
 */
export async function sealEndedScopes(db: SyncDb, now: number): Promise<number | null> {
  const states = await sealWhere(db, (end) => end !== null && (end === undefined || end <= now));
  const ends = states.flatMap((s) => UNLOCK_SCOPES.map((scope) => (holdsScope(s, scope) ? s.unlockEnds?.[scope] : null)));
  const ahead = ends.filter((end): end is number => typeof end === 'number' && end > now);
  return ahead.length ? Math.min(...ahead) : null;
}

/** The session ended (logout, expired), and every unlock with it: seal every scope behind one, in every school. */
export async function sealEveryScope(db: SyncDb): Promise<void> {
  await sealWhere(db, () => true);
}
