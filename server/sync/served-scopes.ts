import { lockedMsgOf, type ScopeName } from '@contract';
import type { AuthedContext } from '../services/context';
import { financeUnlockIn } from '../services/finance/kernel/finance-unlock-in';

export interface ServedScopes {
  /** The scopes a pull answers: those the member reads, less those behind an unlock that is not open. */
  scopes: ScopeName[];
  /** Read by the member, but locked in this session and school: not served, sealed on the device. */
  locked: ScopeName[];
  /** Per served scope behind an unlock, the ms it has left (null: no end, the school has no finance password). */
  unlocks: Record<string, number | null>;
}

/**
 * Which of the scopes a member reads a pull serves: a scope behind an unlock (the finance scope, behind the finance
 * password: contract/scopes.ts) only while this session's unlock lasts in the school. Only a member who reads such a
 * scope costs a query.
 */
export async function servedScopes(ctx: AuthedContext, schoolId: number, readable: readonly ScopeName[]): Promise<ServedScopes> {
  const gated = readable.filter((scope) => lockedMsgOf(scope) !== undefined);
  if (gated.length === 0) return { scopes: [...readable], locked: [], unlocks: {} };
  // The one unlock there is: the finance password.
  const left = await financeUnlockIn(ctx, schoolId);
  if (left === 0) return { scopes: readable.filter((scope) => !gated.includes(scope)), locked: gated, unlocks: {} };
  return { scopes: [...readable], locked: [], unlocks: Object.fromEntries(gated.map((scope) => [scope, left])) };
}
