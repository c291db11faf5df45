import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client';
import { BoundedMap } from '../../../lib/bounded-map';
import { onLocalTrackDayChange, parseTrackDayChange, POSITIONS_CHANNEL, type TrackDayChange } from './track-day-changes';

/**
 * Built bus-days kept in memory. A day is up to ~430 KB (86,400 fixes), ~100 KB for a working day a fix a second:
 * 256 of them are 25–110 MB, enough for every car a school's staff replay in a day; the least recently read leave.
 */
const MAX_DAYS = 256;

export interface CachedDay {
  /** The day's binary track (contract encodeBusDayTrack), as sent. */
  body: Buffer;
  /** A strong validator: the SHA-256 of the bytes (quoted, as an ETag header). */
  etag: string;
}

export const dayEtag = (body: Uint8Array): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

const keyOf = (schoolId: number, carId: string, day: string) => `${schoolId}|${carId}|${day}`;

interface Loading {
  carId: string;
  day: string;
  stale: boolean;
}

/**
 * GET /api/getHistoryTrajectory's bus-days, keyed by (school, car, day), so a read needs no query once the day is
 * built: an entry is only ever stored after the car was found in that school (another school's car misses and is
 * checked against the database like any first read).
 *
 * Staleness, in every server process: a commit that changes a day's positions (store-fixes.ts), deletes a car (its
 * days go with it) or prunes old days announces it on POSITIONS_CHANNEL, delivered after commit; the entries named
 * are dropped. This process's own commits are applied at once after them (a NOTIFY arrives a moment later); another
 * process's within the NOTIFY's delay. A load under way when its day is announced does not store what it read (it
 * may be from before the commit). Until the listener is up, and after it is lost, nothing is stored: every request
 * reads the database.
 */
export class TrackDayCache {
  private readonly days = new BoundedMap<string, CachedDay>(MAX_DAYS);
  private readonly loading = new Set<Loading>();
  private live = false;
  private stop: (() => Promise<void>) | undefined;
  private stopLocal: (() => void) | undefined;

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopLocal = onLocalTrackDayChange((c) => this.apply(c));
    this.stop = await database.listen(
      POSITIONS_CHANNEL,
      (payload) => {
        const change = parseTrackDayChange(payload);
        if (change) this.apply(change);
        else this.drop();
      },
      () => {
        this.live = false;
        this.drop();
      },
    );
    this.live = true;
  }

  /** The day kept under (school, car, day), else `load`'s (which checks the car and builds the day) kept for next time. */
  async read(schoolId: number, carId: string, day: string, load: () => Promise<Uint8Array>): Promise<CachedDay> {
    const key = keyOf(schoolId, carId, day);
    const kept = this.days.get(key);
    if (kept) return kept;
    const loading: Loading = { carId, day, stale: false };
    this.loading.add(loading);
    try {
      const track = await load();
      const body = Buffer.from(track.buffer, track.byteOffset, track.byteLength);
      const built = { body, etag: dayEtag(body) };
      if (this.live && !loading.stale) this.days.set(key, built);
      return built;
    } finally {
      this.loading.delete(loading);
    }
  }

  get size(): number {
    return this.days.size;
  }

  async close(): Promise<void> {
    this.live = false;
    this.drop();
    this.stopLocal?.();
    await this.stop?.();
  }

  private apply(change: TrackDayChange): void {
    if (change.kind === 'prune') {
      const old = (day: string) => day < change.before;
      this.days.deleteWhere((_v, key) => old(key.slice(key.lastIndexOf('|') + 1)));
      for (const l of this.loading) if (old(l.day)) l.stale = true;
      return;
    }
    for (const { carId, day } of change.days) {
      const named = (c: string, d: string) => c === carId && (day === '*' || d === day);
      if (day === '*') this.days.deleteWhere((_v, key) => key.split('|')[1] === carId);
      else this.days.delete(keyOf(change.schoolId, carId, day));
      for (const l of this.loading) if (named(l.carId, l.day)) l.stale = true;
    }
  }

  private drop(): void {
    this.days.clear();
    for (const l of this.loading) l.stale = true;
  }
}
