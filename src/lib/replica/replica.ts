import { openSyncDb, type SyncDb } from '@sync/db';
import { syncDbName } from '@sync/identity';
import { brand } from '@/lib/brand';
import { useSession } from '@/lib/session/store';

let open: SyncDb | null = null;

/** The local replica of the signed-in user (one IndexedDB database per user and brand), opened once. */
export function replicaFor(userId: number): SyncDb {
  if (open && open.name === syncDbName(userId, brand.id)) return open;
  open?.close();
  open = openSyncDb({ userId, brand: brand.id });
  return open;
}

/** The replica and the current school, or nulls before sign-in. */
export function useReplica(): { db: SyncDb | null; schoolId: number | null; schoolStyle: number } {
  const { session } = useSession();
  if (!session) return { db: null, schoolId: null, schoolStyle: 1 };
  return { db: replicaFor(session.userId), schoolId: session.schoolInfo.schoolId, schoolStyle: session.schoolInfo.schoolStyle };
}
