import { PRINCIPAL_POSITION } from '@contract/routes';
import type { SealKeeperOption, SealRow, SealUseRow } from '@contract/org/seals';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { getSealKeepers } from '@/lib/api/calls/seals';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useSession } from '@/lib/session/store';

/** The school's seals, live from the replica: in use first, then stopped, then destroyed; by name. */
export function useSeals(): SealRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return [];
    const order = { active: 0, inactive: 1, destroyed: 2 } as const;
    return (await db.table<SealRow>('seals').where('schoolId').equals(schoolId).toArray()).sort(
      (a, b) => order[a.state] - order[b.state] || a.name.localeCompare(b.name, 'zh'),
    );
  }, [db, schoolId]);
}

/** The school's seal uses, newest request first. */
export function useSealUses(): SealUseRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<SealUseRow>('sealUses').where('schoolId').equals(schoolId).toArray()).sort(
            (a, b) => b.requestedAt.localeCompare(a.requestedAt) || b.id.localeCompare(a.id),
          )
        : [],
    [db, schoolId],
  );
}

/**
 * Whom a seal's keepers are chosen from: the school's serving staff as the server lists them, else (offline) the
 * keepers the seals already name.
 */
export function useKeeperOptions(seals: readonly SealRow[] | undefined, opened: boolean): SealKeeperOption[] {
  const { schoolId } = useReplica();
  const online = useBrowserOnline();
  const [fetched, setFetched] = useState<SealKeeperOption[] | null>(null);
  useEffect(() => {
    if (!schoolId || !opened || !online) return;
    const ctrl = new AbortController();
    getSealKeepers(schoolId, { quiet: true, signal: ctrl.signal })
      .then(setFetched)
      .catch(() => {});
    return () => ctrl.abort();
  }, [schoolId, opened, online]);
  return useMemo(() => {
    if (fetched) return fetched;
    const m = new Map<number, string>();
    for (const s of seals ?? []) for (const k of s.keepers) if (k.name) m.set(k.userId, k.name);
    return [...m].map(([userId, name]) => ({ userId, name, positionName: '' }));
  }, [fetched, seals]);
}

/** Who the signed-in member is here: their id, and whether they head the school (may record any seal's use). */
export function useMe(): { userId: number; principal: boolean } {
  const { session } = useSession();
  return { userId: session?.userId ?? 0, principal: session?.positionName === PRINCIPAL_POSITION };
}

/** Whether the server can be asked now (approving and recording need it). */
export function useServerReachable(): boolean {
  const { offline } = useSession();
  return useBrowserOnline() && !offline;
}
