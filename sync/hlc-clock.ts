import { maxHlc, nextHlc } from '@contract/hlc';
import { clientIdOf } from './client-state';
import type { SyncDb } from './db';

const HLC_KEY = 'hlc';
/** The replicated tables of HLC-stamped events (indexed by hlc): one clock for all of them. */
const STAMPED_TABLES = ['attendanceEvents', 'staffAttendanceEvents', 'busTripEvents'] as const;

/**
 * Stamps a new local event with this device's hybrid logical clock: greater than every stamp the device made
 * (kept in `meta`) and every stamp it holds in its replica (the event tables indexed by hlc, so pulled events
 * move the clock forward as soon as they are stored), and as close to the wall clock as that allows. The node
 * is the device's client id. A tablet whose clock is hours slow still stamps a later tap above what it has seen.
 */
export async function stampHlc(db: SyncDb, now: number = Date.now()): Promise<string> {
  const tables = STAMPED_TABLES.map((t) => db.table(t));
  return db.transaction('rw', [db.meta, ...tables], async () => {
    const node = await clientIdOf(db);
    const made = (await db.meta.get(HLC_KEY))?.value;
    let seen: string | undefined;
    for (const table of tables) seen = maxHlc(seen, ((await table.orderBy('hlc').last()) as { hlc?: string } | undefined)?.hlc);
    const next = nextHlc(maxHlc(typeof made === 'string' ? made : undefined, seen), now, node);
    await db.meta.put({ key: HLC_KEY, value: next });
    return next;
  });
}
