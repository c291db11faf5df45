import { rightsFingerprint } from '@contract/permissions';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { refreshRights } from '@/lib/session/refresh-rights';
import { useSession } from '@/lib/session/store';

/**
 * Every pull answer carries a fingerprint of the member's permissions (kept in the replica's sync state). When it
 * differs from the one of the permissions this session holds, a principal changed them: the session reloads its
 * user info and menu, so menus, buttons and guards follow on every device at its next pull. Tried once per
 * fingerprint, so a server that disagrees with itself cannot make it loop.
 */
export function useRightsFollow(): void {
  const { db, schoolId } = useReplica();
  const { session } = useSession();
  const state = useLiveQuery(async () => (db && schoolId ? db.syncState.get(schoolId) : undefined), [db, schoolId]);
  const pulled = state?.rights;
  const pulledAt = state?.lastSyncedAt;
  const tried = useRef<string | null>(null);
  const held = session ? rightsFingerprint(session.permissions) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pulledAt only makes a failed reload try again at the next pull.
  useEffect(() => {
    if (!pulled || !held || pulled === held || tried.current === pulled) return;
    tried.current = pulled;
    refreshRights().catch(() => {
      tried.current = null; // unreachable: the next pull tries again
    });
  }, [pulled, pulledAt, held]);
}
