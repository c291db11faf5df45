import { useLiveQuery } from 'dexie-react-hooks';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from './replica';

/**
 * Whether the current school's data is still arriving: its first complete pull has not happened on this device (a
 * first sign-in, a new school, a reset replica). 'arriving' online, 'waiting' offline (it comes once the network is
 * back), 'done' after the first complete pull, undefined until read or signed out. Empty lists and the workbench's
 * counts say so rather than 暂无数据 or 0, which would be untrue for the seconds a first sync takes.
 */
export function useFirstSync(): 'arriving' | 'waiting' | 'done' | undefined {
  const { db, schoolId } = useReplica();
  const online = useBrowserOnline();
  const synced = useLiveQuery(
    async () => (db && schoolId ? ((await db.syncState.get(schoolId))?.lastSyncedAt ?? null) !== null : undefined),
    [db, schoolId],
  );
  if (synced === undefined) return undefined;
  if (synced) return 'done';
  return online ? 'arriving' : 'waiting';
}
