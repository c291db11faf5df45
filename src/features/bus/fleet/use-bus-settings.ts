import { type BusSettingsRow, busSettingsId, defaultBusSettings } from '@contract/bus/fleet';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/** The school's bus settings from the replica, the defaults before the first save; undefined while loading. */
export function useBusSettings(): BusSettingsRow | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(
    async () =>
      db && schoolId
        ? ((await db.table<BusSettingsRow>('busSettings').get(busSettingsId(schoolId))) ?? defaultBusSettings(schoolId))
        : undefined,
    [db, schoolId],
  );
}
