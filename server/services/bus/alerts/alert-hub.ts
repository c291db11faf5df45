import { inArray } from 'drizzle-orm';
import { BUS_SOCKET_BATCH_MS, type BusAlert } from '@contract';
import type { Database, Db } from '../../../db/client';
import { busAlerts } from '../../../db/schema';
import { alertRows } from './alert-rows';

/** The PostgreSQL channel alert changes are announced on (raised, ended, acknowledged), inside their transaction. */
export const BUS_ALERT_CHANNEL = 'yuanwu_bus_alert';
export interface BusAlertSignal {
  schoolId: number;
  ids: string[];
}

type Listener = (alerts: BusAlert[]) => void;
interface Feed {
  listeners: Set<Listener>;
  ids: Set<string>;
  timer: ReturnType<typeof setTimeout> | null;
  lastSent: number;
}

/**
 * The bus socket's `alert` messages: a NOTIFY (after commit, to every server process) names a school's changed
 * alerts; the hub reads them once for all of that school's bus clients and sends them at most once a
 * BUS_SOCKET_BATCH_MS (the first at once, a burst's rest together). Schools without a bus client cost nothing.
 */
export class BusAlertHub {
  private readonly feeds = new Map<number, Feed>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly batchMs = BUS_SOCKET_BATCH_MS,
    private readonly onError: (e: unknown) => void = () => {},
  ) {}

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopListening = await database.listen(BUS_ALERT_CHANNEL, (payload) => {
      try {
        const { schoolId, ids } = JSON.parse(payload) as BusAlertSignal;
        if (typeof schoolId === 'number' && Array.isArray(ids)) this.signalled(schoolId, ids);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  subscribe(schoolId: number, listener: Listener): () => void {
    const feed = this.feeds.get(schoolId) ?? { listeners: new Set(), ids: new Set(), timer: null, lastSent: 0 };
    this.feeds.set(schoolId, feed);
    feed.listeners.add(listener);
    return () => {
      feed.listeners.delete(listener);
      if (feed.listeners.size === 0 && this.feeds.get(schoolId) === feed) {
        if (feed.timer) clearTimeout(feed.timer);
        this.feeds.delete(schoolId);
      }
    };
  }

  async close(): Promise<void> {
    for (const f of this.feeds.values()) if (f.timer) clearTimeout(f.timer);
    this.feeds.clear();
    await this.stopListening?.();
  }

  private signalled(schoolId: number, ids: string[]): void {
    const feed = this.feeds.get(schoolId);
    if (!feed) return;
    for (const id of ids) feed.ids.add(id);
    if (feed.timer) return;
    const wait = Math.max(0, feed.lastSent + this.batchMs - Date.now());
    feed.timer = setTimeout(() => void this.flush(schoolId, feed), wait);
  }

  private async flush(schoolId: number, feed: Feed): Promise<void> {
    const ids = [...feed.ids];
    feed.ids.clear();
    try {
      feed.lastSent = Date.now();
      const alerts = await alertRows(this.db, schoolId, inArray(busAlerts.id, ids));
      if (alerts.length > 0) for (const l of feed.listeners) l(alerts);
    } catch (e) {
      this.onError(e);
    } finally {
      feed.timer = null;
      if (feed.ids.size > 0 && this.feeds.get(schoolId) === feed) this.signalled(schoolId, []);
    }
  }
}
