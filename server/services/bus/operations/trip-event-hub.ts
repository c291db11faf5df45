import { and, asc, eq, gt, max } from 'drizzle-orm';
import { BUS_SOCKET_BATCH_MS, type BusSocketMessage, type BusTripEventRow } from '@contract';
import type { Db } from '../../../db/client';
import { changeLog } from '../../../db/schema';
import { latestFixes } from '../positions/latest-fixes';

/** What the hub sends (alerts have a hub of their own: server/services/bus/alerts/alert-hub.ts). */
type Listener = (message: Exclude<BusSocketMessage, { type: 'alert' }>) => void;
type Pokes = { subscribe(listener: (schoolId: number) => void): () => void };

interface SchoolFeed {
  listeners: Set<Listener>;
  /** The last change-log id whose trip events went out (ids are handed out in commit order per school). */
  cursor: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** Poked while a read was due or running: read once more after it (a commit may have come after its query). */
  again: boolean;
  /** What the next read is for: trip events (the sync poke), positions (the positions poke). */
  tripsDue: boolean;
  positionsDue: boolean;
  /** Per car, the latest fix sent (`time|receivedAt`): a positions read sends the cars whose fix moved on. */
  sentFixes: Map<string, string>;
  lastSent: number;
  /** The feed's cursor is being read: pokes meanwhile are served once it is known. */
  ready: Promise<void>;
}

/**
 * The bus socket's feed (SPEC §7 "a websocket serves … the school bus"): when a school's change log moves (the
 * sync NOTIFY, delivered after commit to every server process), the new trip events are read from the change log
 * once for all of that school's bus clients and sent as one `tripEvents` message; when new fixes of the school are
 * committed (the positions NOTIFY of store-fixes.ts, given as `positionPokes`), the cars' latest fixes are read once
 * and those that moved on are sent as one `positions` message. At most one read a BUS_SOCKET_BATCH_MS per school
 * (the first at once, the rest of a burst batched; terminals report every second, so positions go out once a
 * second). Schools without a bus client cost nothing.
 */
export class TripEventHub {
  private readonly feeds = new Map<number, SchoolFeed>();
  private readonly stop: () => void;

  constructor(
    private readonly db: Db,
    pokes: Pokes,
    private readonly batchMs = BUS_SOCKET_BATCH_MS,
    private readonly onError: (e: unknown) => void = () => {},
    positionPokes?: Pokes,
  ) {
    const stopTrips = pokes.subscribe((schoolId) => this.poked(schoolId, 'trips'));
    const stopPositions = positionPokes?.subscribe((schoolId) => this.poked(schoolId, 'positions'));
    this.stop = () => {
      stopTrips();
      stopPositions?.();
    };
  }

  /** Sends the school's new trip events to `listener` from now on; returns the unsubscribe. */
  subscribe(schoolId: number, listener: Listener): () => void {
    let feed = this.feeds.get(schoolId);
    if (!feed) {
      const created: SchoolFeed = {
        listeners: new Set(),
        cursor: Number.MAX_SAFE_INTEGER,
        timer: null,
        again: false,
        tripsDue: false,
        positionsDue: false,
        sentFixes: new Map(),
        lastSent: 0,
        ready: Promise.resolve(),
      };
      created.ready = Promise.all([this.latestId(schoolId), latestFixes(this.db, schoolId)]).then(
        ([id, fixes]) => {
          created.cursor = id;
          for (const [carId, f] of fixes) created.sentFixes.set(carId, `${f.time}|${f.receivedAt}`);
        },
        (e) => this.onError(e),
      );
      feed = created;
      this.feeds.set(schoolId, feed);
    }
    feed.listeners.add(listener);
    return () => {
      const f = this.feeds.get(schoolId);
      if (!f) return;
      f.listeners.delete(listener);
      if (f.listeners.size === 0) {
        if (f.timer) clearTimeout(f.timer);
        this.feeds.delete(schoolId);
      }
    };
  }

  close(): void {
    this.stop();
    for (const f of this.feeds.values()) if (f.timer) clearTimeout(f.timer);
    this.feeds.clear();
  }

  private poked(schoolId: number, kind: 'trips' | 'positions'): void {
    const feed = this.feeds.get(schoolId);
    if (!feed) return;
    if (kind === 'trips') feed.tripsDue = true;
    else feed.positionsDue = true;
    if (feed.timer) {
      feed.again = true;
      return;
    }
    const wait = Math.max(0, feed.lastSent + this.batchMs - Date.now());
    feed.timer = setTimeout(() => void this.flush(schoolId, feed), wait);
  }

  private async flush(schoolId: number, feed: SchoolFeed): Promise<void> {
    // A timer may fire a few milliseconds early (Node measures it from the event loop's cached time): a second
    // message never goes out less than batchMs after the last one.
    const early = feed.lastSent + this.batchMs - Date.now();
    if (early > 0) {
      feed.timer = setTimeout(() => void this.flush(schoolId, feed), early);
      return;
    }
    try {
      await feed.ready;
      const trips = feed.tripsDue;
      const positions = feed.positionsDue;
      feed.tripsDue = false;
      feed.positionsDue = false;
      if (trips) await this.sendTrips(schoolId, feed);
      if (positions) await this.sendPositions(schoolId, feed);
      // From when the message went out, not from when its rows were read: the reads take longer some times than others.
      feed.lastSent = Date.now();
    } catch (e) {
      this.onError(e);
    } finally {
      feed.timer = null;
      if (feed.again && this.feeds.get(schoolId) === feed) {
        feed.again = false;
        if (feed.tripsDue || feed.positionsDue) this.poked(schoolId, feed.tripsDue ? 'trips' : 'positions');
      }
    }
  }

  private async sendPositions(schoolId: number, feed: SchoolFeed): Promise<void> {
    const fixes = await latestFixes(this.db, schoolId);
    const moved = [...fixes.values()].filter((f) => feed.sentFixes.get(f.carId) !== `${f.time}|${f.receivedAt}`);
    for (const f of moved) feed.sentFixes.set(f.carId, `${f.time}|${f.receivedAt}`);
    if (moved.length > 0) for (const l of feed.listeners) l({ type: 'positions', positions: moved });
  }

  private async sendTrips(schoolId: number, feed: SchoolFeed): Promise<void> {
    const rows = await this.db
      .select({ id: changeLog.id, entry: changeLog.entry })
      .from(changeLog)
      .where(and(eq(changeLog.schoolId, schoolId), eq(changeLog.tableName, 'busTripEvents'), gt(changeLog.id, feed.cursor)))
      .orderBy(asc(changeLog.id));
    const last = rows.at(-1);
    if (last) feed.cursor = last.id;
    const events = rows.flatMap((r) => {
      const entry = JSON.parse(r.entry) as { op: string; row: BusTripEventRow };
      return entry.op === 'put' ? [entry.row] : [];
    });
    if (events.length > 0) for (const l of feed.listeners) l({ type: 'tripEvents', events });
  }

  private async latestId(schoolId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: max(changeLog.id) })
      .from(changeLog)
      .where(eq(changeLog.schoolId, schoolId));
    return row?.id ?? 0;
  }
}
