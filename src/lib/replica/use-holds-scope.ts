import type { ScopeName } from '@contract/scopes';
import { holdsScope } from '@sync/holds-scope';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from './replica';

/**
 * Whether this device's replica holds a scope of the current school, as every tab sees it: false for a scope behind
 * the finance password before it is pulled or once sealed (its unlock ended: sync/sealed.ts); undefined until read, or
 * signed out (no replica).
 */
export function useHoldsScope(scope: ScopeName): boolean | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () => (db && schoolId ? holdsScope(await db.syncState.get(schoolId), scope) : undefined),
    [db, schoolId, scope],
  );
}
