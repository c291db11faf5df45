import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { busFixes, busTrackDays } from '../../../db/schema';
import { chinaDayOf, type Fix } from './fixes';
import { announceTrackDays, emitLocalTrackDayChange, POSITIONS_CHANNEL } from './track-day-changes';

/** Where new fixes are announced (track-day-changes.ts: the school and the bus-days they changed). */
export { POSITIONS_CHANNEL };

const key = (carId: string, time: Date) => `${carId}|${time.getTime()}`;

/**
 * Stores fixes once each (a fix repeated under the same car and time is ignored) and marks the bus-days they fall
 * in stale, in one transaction that announces them (POSITIONS_CHANNEL: the bus socket's positions, the day-track
 * cache of every process); this process's day-track caches hear it at once after the commit. Returns the keys
 * (`car|ms`) of the fixes that were new.
 */
export async function storeFixes(db: Db, fixes: readonly Fix[]): Promise<Set<string>> {
  if (fixes.length === 0) return new Set();
  const changed = new Map<number, { carId: string; day: string }[]>();
  const keys = await db.transaction(async (tx) => {
    const stored = await tx
      .insert(busFixes)
      .values(
        fixes.map((f) => ({
          carId: f.carId,
          deviceTime: f.time,
          schoolId: f.schoolId,
          lat: f.lat,
          lng: f.lng,
          speed: f.speed,
          direction: f.direction,
          altitude: f.altitude,
          alarm: f.alarm,
          status: f.status,
        })),
      )
      .onConflictDoNothing()
      .returning({ carId: busFixes.carId, time: busFixes.deviceTime });
    const keys = new Set(stored.map((r) => key(r.carId, r.time)));
    const days = new Map<string, { carId: string; day: string; schoolId: number }>();
    for (const f of fixes) {
      if (!keys.has(key(f.carId, f.time))) continue;
      const day = chinaDayOf(f.time);
      days.set(`${f.carId}|${day}`, { carId: f.carId, day, schoolId: f.schoolId });
    }
    if (days.size > 0) {
      await tx
        .insert(busTrackDays)
        .values([...days.values()])
        .onConflictDoUpdate({ target: [busTrackDays.carId, busTrackDays.day], set: { version: sql`${busTrackDays.version} + 1` } });
      for (const d of days.values()) changed.set(d.schoolId, [...(changed.get(d.schoolId) ?? []), { carId: d.carId, day: d.day }]);
      for (const [schoolId, list] of changed) await announceTrackDays(tx, schoolId, list);
    }
    return keys;
  });
  for (const [schoolId, days] of changed) emitLocalTrackDayChange({ kind: 'days', schoolId, days });
  return keys;
}

/** The fixes of `fixes` that were new, by the keys storeFixes returned (each once). */
export function newFixes(fixes: readonly Fix[], keys: ReadonlySet<string>): Fix[] {
  const seen = new Set<string>();
  return fixes.filter((f) => {
    const k = key(f.carId, f.time);
    if (!keys.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** What hears of the fixes a write stored, after their commit (the alert engine). */
export type OnFixesStored = (fixes: Fix[]) => void;

/** How many of `fixes` were new, by the keys storeFixes returned. */
export const countStored = (fixes: readonly Fix[], keys: Set<string>): number =>
  fixes.reduce((n, f) => n + (keys.has(key(f.carId, f.time)) ? 1 : 0), 0);

/**
 * Gathers the fixes of many connections into one insert every few milliseconds (a terminal reports once a second;
 * a thousand of them would otherwise be a thousand transactions a second). `write` resolves once its fixes are
 * committed, with how many were new; a terminal is acknowledged only then, so a fix acked is a fix kept.
 */
export class FixWriter {
  private queue: { fixes: readonly Fix[]; done: (n: number) => void; fail: (e: unknown) => void }[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly delayMs = 20,
    private readonly maxRows = 2000,
    private readonly onStored?: OnFixesStored,
  ) {}

  write(fixes: readonly Fix[]): Promise<number> {
    if (fixes.length === 0) return Promise.resolve(0);
    return new Promise((done, fail) => {
      this.queue.push({ fixes, done, fail });
      if (this.queued() >= this.maxRows) this.flushSoon(0);
      else this.flushSoon(this.delayMs);
    });
  }

  /** Waits for everything written so far. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.timer) {
      this.flushSoon(0);
      await new Promise((r) => setTimeout(r, 1));
      await this.running;
    }
    await this.running;
  }

  private queued = () => this.queue.reduce((n, q) => n + q.fixes.length, 0);

  private flushSoon(ms: number): void {
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.running.then(() => this.flush());
    }, ms);
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch: typeof this.queue = [];
      let rows = 0;
      while (this.queue.length > 0 && (rows === 0 || rows + (this.queue[0]?.fixes.length ?? 0) <= this.maxRows)) {
        const next = this.queue.shift();
        if (!next) break;
        batch.push(next);
        rows += next.fixes.length;
      }
      // One car and time twice in one insert would be refused by ON CONFLICT: keep the first.
      const unique = new Map<string, Fix>();
      for (const q of batch) for (const f of q.fixes) if (!unique.has(key(f.carId, f.time))) unique.set(key(f.carId, f.time), f);
      try {
        const all = [...unique.values()];
        const keys = await storeFixes(this.db, all);
        if (this.onStored && keys.size > 0) this.onStored(newFixes(all, keys));
        for (const q of batch) {
          q.done(countStored(q.fixes, keys));
          // A key counts once: the same fix in two writes of one batch is new for the first only.
          for (const f of q.fixes) keys.delete(key(f.carId, f.time));
        }
      } catch (e) {
        for (const q of batch) q.fail(e);
      }
    }
  }
}
