import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * The channel a commit of new fixes is announced on (store-fixes.ts), once per school: the bus socket's feed reads
 * the school's latest positions then (server/services/bus/operations/trip-event-hub.ts, through a PokeHub that reads the
 * leading school id), and the day-track cache (track-day-cache.ts) drops the days named. A NOTIFY is delivered after
 * commit, to every server process, so the JT/T 808 listener and the HTTP ingestion may run anywhere.
 *
 * Payloads: `<schoolId> <carId>/<day> <carId>/<day> …` (the bus-days whose positions changed; `<carId>/*` for every
 * day of a car, as when it is deleted), or `prune <day` (retention deleted every day before `day`).
 */
export const POSITIONS_CHANNEL = 'yuanwu_bus_positions';

/** A NOTIFY payload must stay under 8,000 bytes: a school's changes are sent in pieces of at most this. */
const MAX_PAYLOAD = 7_000;

/** What a change names: a car's day (`YYYY-MM-DD`), every day of a car (`*`), or every day before one (`prune`). */
export type TrackDayChange = { kind: 'days'; schoolId: number; days: { carId: string; day: string }[] } | { kind: 'prune'; before: string };

/** The payloads announcing that these bus-days of a school changed (one, or a few for a very large batch). */
export function dayChangePayloads(schoolId: number, days: readonly { carId: string; day: string }[]): string[] {
  const out: string[] = [];
  let current = String(schoolId);
  for (const d of days) {
    const item = ` ${d.carId}/${d.day}`;
    if (current.length + item.length > MAX_PAYLOAD) {
      out.push(current);
      current = String(schoolId);
    }
    current += item;
  }
  out.push(current);
  return out;
}

export function parseTrackDayChange(payload: string): TrackDayChange | null {
  const [head, ...items] = payload.split(' ');
  if (head === 'prune') return items[0] ? { kind: 'prune', before: items[0] } : null;
  const schoolId = Number(head);
  if (!Number.isInteger(schoolId)) return null;
  const days = items.flatMap((item) => {
    const slash = item.indexOf('/');
    return slash > 0 ? [{ carId: item.slice(0, slash), day: item.slice(slash + 1) }] : [];
  });
  return { kind: 'days', schoolId, days };
}

/** Announces changed bus-days in the caller's transaction (delivered on its commit) and to this process at once after it. */
export async function announceTrackDays(db: Db, schoolId: number, days: readonly { carId: string; day: string }[]): Promise<void> {
  for (const payload of dayChangePayloads(schoolId, days)) await db.execute(sql`SELECT pg_notify(${POSITIONS_CHANNEL}, ${payload})`);
}

/** Retention deleted every day record before `before` (prune-bus-tracks.ts; not in a transaction). */
export async function announceTrackDaysPruned(db: Db, before: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${POSITIONS_CHANNEL}, ${`prune ${before}`})`);
  emitLocalTrackDayChange({ kind: 'prune', before });
}

type LocalListener = (change: TrackDayChange) => void;
const localListeners = new Set<LocalListener>();

/**
 * This process's own commits, told at once (a NOTIFY reaches the listener a moment after the commit: a request
 * right after a write in the same process must not read the day from before it). Other processes hear the NOTIFY.
 */
export function onLocalTrackDayChange(listener: LocalListener): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

export function emitLocalTrackDayChange(change: TrackDayChange): void {
  for (const l of localListeners) l(change);
}
