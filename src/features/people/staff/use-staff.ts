import type { StaffCredentialRow, StaffOptions, StaffProfileRow } from '@contract/people/staff';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { getStaffOptions } from '@/lib/api/calls/staff-records';
import { useReplica } from '@/lib/replica/replica';

/** The school's staff records, live from the replica (every status), by name. */
export function useStaffProfiles(): StaffProfileRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<StaffProfileRow>('staffProfiles').where('schoolId').equals(schoolId).toArray()).sort((a, b) =>
            a.name.localeCompare(b.name, 'zh'),
          )
        : [],
    [db, schoolId],
  );
}

/** The credentials of the school's members, live from the replica. */
export function useStaffCredentials(): StaffCredentialRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () => (db && schoolId ? db.table<StaffCredentialRow>('staffCredentials').where('schoolId').equals(schoolId).toArray() : []),
    [db, schoolId],
  );
}

/**
 * The departments and positions the form offers: the server's lists when it answers, else (offline) the ones the
 * records already name.
 */
export function useStaffOptions(profiles: readonly StaffProfileRow[] | undefined): StaffOptions {
  const { schoolId } = useReplica();
  const [fetched, setFetched] = useState<StaffOptions | null>(null);
  useEffect(() => {
    if (!schoolId) return;
    const ctrl = new AbortController();
    getStaffOptions(schoolId, { quiet: true, signal: ctrl.signal })
      .then(setFetched)
      .catch(() => setFetched(null));
    return () => ctrl.abort();
  }, [schoolId]);
  return useMemo(() => {
    if (fetched) return fetched;
    const seen = <K extends 'department' | 'position'>(k: K) => {
      const m = new Map<number, string>();
      for (const p of profiles ?? []) {
        const id = p[`${k}Id`];
        if (id !== null) m.set(id, p[`${k}Name`]);
      }
      return [...m].map(([id, name]) => ({ id, name }));
    };
    return { departments: seen('department'), positions: seen('position') };
  }, [fetched, profiles]);
}
