import Dexie from 'dexie';
import type { DayEvent } from '@contract/attendance/children-day';
import { type DaySummary, summarizeDay, summaryEvents } from '@contract/attendance/summary';
import type { SyncDb } from './db';
import { ATTENDANCE_DAYS } from './schema';

/**
 * The replica's derived table of attendance summaries, one row per school and day (contract/attendance/summary.ts):
 * client-only, never synced. Every write of attendance events through the sync engine (a pulled page, a rebase, a
 * local tap) refreshes the days it touched in the same transaction; deletes that drop whole schools or days (purge,
 * reset, a moved sync window) drop their summaries too. The statistics reader checks the summaries against the
 * number of events it holds and rebuilds them when they are absent or behind (a replica made before them).
 */
const EVENTS = 'attendanceEvents';

/** The school days touched by a transaction, keyed `schoolId|day`. */
export type TouchedDays = Map<string, [number, string]>;

export function touchDay(touched: TouchedDays, row: { schoolId?: unknown; day?: unknown } | null | undefined): void {
  if (!row || typeof row.schoolId !== 'number' || typeof row.day !== 'string') return;
  touched.set(`${row.schoolId}|${row.day}`, [row.schoolId, row.day]);
}

/**
 * Inside a rw transaction over ALL_TABLES, after the event writes are queued: recompute these school days.
 * `written` are the events just put: when they are all the day holds (a first sync brings most days whole, in one
 * page), the day is summarised from them and only counted, not read back.
 */
export async function refreshAttendanceDays(db: SyncDb, touched: TouchedDays, written: readonly DayEvent[] = []): Promise<void> {
  const days = db.table<DaySummary>(ATTENDANCE_DAYS);
  const events = db.table<DayEvent & { schoolId: number }>(EVENTS);
  const put = new Map<string, DayEvent[]>();
  for (const e of written as (DayEvent & { schoolId: number })[]) {
    const key = `${e.schoolId}|${e.day}`;
    const list = put.get(key);
    if (list) list.push(e);
    else put.set(key, [e]);
  }
  await Promise.all(
    [...touched].map(async ([key, [schoolId, day]]) => {
      const inDay = events.where('[schoolId+day]').equals([schoolId, day]);
      const mine = put.get(key);
      const held = mine ? await inDay.count() : -1;
      const all = held === mine?.length ? mine : await inDay.toArray();
      await (all.length ? days.put(summarizeDay(schoolId, day, all)) : days.delete([schoolId, day]));
    }),
  );
}

/** Inside a rw transaction over ALL_TABLES: drop a school's summaries (all of them, or those before `before`). */
export function dropAttendanceDays(db: SyncDb, schoolId: number, before = Dexie.maxKey as unknown as string): Promise<number> {
  return db.table(ATTENDANCE_DAYS).where('[schoolId+day]').between([schoolId, Dexie.minKey], [schoolId, before], true, false).delete();
}

const bySchoolDay = (schoolId: number, from: string, to: string) =>
  [
    [schoolId, from],
    [schoolId, to],
  ] as const;

/**
 * The winning event of every child-day of the school in [from, to], for periodStats: from the summaries when they
 * account for every event held, else from the events themselves (and the summaries are rebuilt behind it).
 * Fit for a live query (it only reads; the rebuild runs outside it).
 */
export async function periodWinners(db: SyncDb, schoolId: number, from: string, to: string): Promise<DayEvent[]> {
  const [lo, hi] = bySchoolDay(schoolId, from, to);
  const events = db.table<DayEvent>(EVENTS).where('[schoolId+day]').between(lo, hi, true, true);
  const [summaries, held] = await Promise.all([
    db.table<DaySummary>(ATTENDANCE_DAYS).where('[schoolId+day]').between(lo, hi, true, true).toArray(),
    events.count(),
  ]);
  if (summaries.reduce((n, s) => n + s.count, 0) === held) {
    const out: DayEvent[] = [];
    for (const s of summaries) for (const e of summaryEvents(s)) out.push(e);
    return out;
  }
  // Out of the live query's zone (it allows no writes); a rebuild that fails leaves this slower read, nothing worse.
  setTimeout(() => void rebuildAttendanceDays(db, schoolId, from, to).catch(() => {}), 0);
  return events.toArray();
}

/** Make the school's summaries of [from, to] again from its events, in one transaction. */
export async function rebuildAttendanceDays(db: SyncDb, schoolId: number, from: string, to: string): Promise<void> {
  const [lo, hi] = bySchoolDay(schoolId, from, to);
  await db.transaction('rw', [ATTENDANCE_DAYS, EVENTS], async () => {
    const events = await db.table<DayEvent>(EVENTS).where('[schoolId+day]').between(lo, hi, true, true).toArray();
    const byDay = new Map<string, DayEvent[]>();
    for (const e of events) {
      const list = byDay.get(e.day);
      if (list) list.push(e);
      else byDay.set(e.day, [e]);
    }
    const table = db.table<DaySummary>(ATTENDANCE_DAYS);
    await table.where('[schoolId+day]').between(lo, hi, true, true).delete();
    await table.bulkPut([...byDay].map(([day, list]) => summarizeDay(schoolId, day, list)));
  });
}
