import { MUTATION_SCOPES } from '@contract/areas';
import { lockedMsgOf } from '@contract/scopes';
import type { OutboxRow, SchoolSyncState } from './db';
import { holdsScope } from './holds-scope';

/**
 * Scopes behind an unlock (the finance scope, behind the finance password: contract/scopes.ts) live on the device only
 * while the unlock lasts. When it ends — its known end passes (offline too), the server says locked (a pull's
 * `locked`, a push refused with the scope's lockedMsg), the session ends — the scope is sealed: its rows, shadows and
 * read-through pages leave and its cursor goes (it is pulled from its start once unlocked again), but its pending
 * changes stay, sealed: not re-run on the replica, refused by the server while locked and queued again on unlock.
 */

/** The server refused a mutation because its scope is locked (403 with the scope's lockedMsg): it goes again on unlock. */
export const isLockRefusal = (name: string, code: number | null | undefined, msg: string | null | undefined): boolean => {
  const lockedMsg = lockedMsgOf(MUTATION_SCOPES[name] ?? '');
  return lockedMsg !== undefined && code === 403 && msg === lockedMsg;
};

/** A mutation the device keeps back from the replica: its scope is behind an unlock the device does not hold. */
export const isSealed = (state: SchoolSyncState | undefined, row: Pick<OutboxRow, 'name'>): boolean => {
  const scope = MUTATION_SCOPES[row.name] ?? '';
  return lockedMsgOf(scope) !== undefined && !holdsScope(state, scope);
};
