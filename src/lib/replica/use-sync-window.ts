import type { ScopeName } from '@contract/scopes';
import { syncWindowStart } from '@contract/sync/window';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from './replica';

/**
 * The first day of a windowed scope's sync window on this device: the server's, as of the last pull (it decides
 * which rows replicate), or until a pull has told it, the same rule worked out here (contract/sync/window.ts).
 */
export function useSyncWindow(scope: ScopeName): string {
  const { db, schoolId } = useReplica();
  const fromServer = useLiveQuery(
    async () => (db && schoolId ? (await db.syncState.get(schoolId))?.windows?.[scope] : undefined),
    [db, schoolId, scope],
  );
  // The server's own rule (server/sync/pull.ts) takes the UTC day; the device's guess must be the same.
  return fromServer ?? syncWindowStart(new Date().toISOString().slice(0, 10)); // UTC day on purpose
}
