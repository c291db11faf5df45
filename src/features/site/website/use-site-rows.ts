import type { ReplicatedTable, RowOf } from '@contract/sync/tables';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

export type SiteTable = Extract<ReplicatedTable, 'siteBanners' | 'siteNotices' | 'siteMembers' | 'siteDynamics'>;

const timeOf = (row: Record<string, unknown>): string => String(row.releaseTime ?? row.createTime ?? '');

/**
 * One site's rows of a table, live from the replica (so the screen works offline): banners and members in the
 * order added, notices and dynamics newest first, as the server lists them.
 */
export function useSiteRows<T extends SiteTable>(table: T, sysType: number, newestFirst: boolean): RowOf<T>[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return [];
    const rows = (await db.table<RowOf<T>>(table).where('schoolId').equals(schoolId).toArray()).filter((r) => r.sysType === sysType);
    const dir = newestFirst ? -1 : 1;
    return rows.sort((a, b) => dir * (timeOf(a).localeCompare(timeOf(b)) || a.id.localeCompare(b.id)));
  }, [db, schoolId, table, sysType, newestFirst]);
}
