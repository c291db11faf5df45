import { chinaToday } from '@contract/china-time';
import Dexie, { type Table } from 'dexie';

/**
 * Bus-days already fetched, as the bytes the server sent (docs/bus-tracking.md, "Playback"): a small IndexedDB store
 * of its own (`yuanwu-tracks`), not the replica (a track is no replicated row: it is read on demand, may be 100 KB,
 * and needs no sync or migration). SPEC §9 "track cache 2 hours" for today's track (it still grows), a week for a
 * closed day (only a late blind-area batch changes it; 刷新 fetches again). Keyed by user, school, car and day, so
 * another account on the device never reads it; entries past their time are deleted when the store opens.
 */
export const TODAY_TRACK_TTL_MS = 2 * 3600_000;
export const CLOSED_DAY_TTL_MS = 7 * 86_400_000;

interface CachedDay {
  key: string;
  day: string;
  fetchedAt: number;
  bytes: ArrayBuffer;
}

class TrackDb extends Dexie {
  days!: Table<CachedDay, string>;
  constructor() {
    super('yuanwu-tracks');
    this.version(1).stores({ days: 'key, fetchedAt' });
  }
}

let db: TrackDb | null = null;
function open(): TrackDb {
  if (!db) {
    db = new TrackDb();
    void db.days
      .where('fetchedAt')
      .below(Date.now() - CLOSED_DAY_TTL_MS)
      .delete()
      .catch(() => {});
  }
  return db;
}

export const trackKey = (userId: number, schoolId: number, carId: string, day: string) => `${userId}:${schoolId}:${carId}:${day}`;

/** How long a day's track may be served from the cache. */
export const ttlOf = (day: string, now = new Date()) => (day >= chinaToday(now) ? TODAY_TRACK_TTL_MS : CLOSED_DAY_TTL_MS);

/** The cached bytes of a day, if fresh enough. */
export async function cachedTrack(key: string, day: string): Promise<ArrayBuffer | null> {
  try {
    const row = await open().days.get(key);
    return row && Date.now() - row.fetchedAt < ttlOf(day) ? row.bytes : null;
  } catch {
    return null;
  }
}

export async function storeTrack(key: string, day: string, bytes: ArrayBuffer): Promise<void> {
  try {
    await open().days.put({ key, day, fetchedAt: Date.now(), bytes });
  } catch {
    // A full or private-mode IndexedDB only costs the next fetch.
  }
}
