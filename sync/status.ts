import { liveQuery } from 'dexie';
import type { OutboxRow, SyncDb } from './db';
import type { PullProgress } from './pull';

/** What only the leader knows, written to `meta` so every tab (and its live queries) sees it too. */
export interface RuntimeStatus {
  /** The last request reached the server (and the browser reports a network). */
  online: boolean;
  syncing: boolean;
  /** A first sync (or reset) in progress: changes applied so far, and whether more wait. */
  firstSync: PullProgress | null;
  /** The session ended (token expired): syncing stopped until the user signs in again. Nothing was cleared. */
  authExpired: boolean;
  /** The last failure, in Chinese (storage full, server unreachable, …); null after a clean run. */
  error: string | null;
  updatedAt: number;
}

export const UNSYNCED_WARNING_MS = 24 * 60 * 60 * 1000;

export interface SyncStatus extends Omit<RuntimeStatus, 'updatedAt'> {
  /** Mutations waiting for the server. */
  pending: number;
  /** Mutations the server refused, with its message: the sync panel offers retry-after-edit and discard. */
  rejected: OutboxRow[];
  /**
   * Mutations whose pushes failed the same way STUCK_AFTER times (counted in `pending` too): the queue waits behind
   * them; the sync panel shows the failure and offers retry and discard.
   */
  stuck: OutboxRow[];
  /** Last complete pull of the current school (ms since epoch). */
  lastSyncedAt: number | null;
  oldestPendingAt: number | null;
  /** Some change has waited for the server for more than 24 hours: warn before it is lost with the device. */
  unsyncedOver24h: boolean;
}

export const initialRuntime = (): RuntimeStatus => ({
  online: true,
  syncing: false,
  firstSync: null,
  authExpired: false,
  error: null,
  updatedAt: 0,
});

export async function readRuntime(db: SyncDb): Promise<RuntimeStatus> {
  const row = await db.meta.get('runtime');
  return { ...initialRuntime(), ...(row?.value as Partial<RuntimeStatus> | undefined) };
}

/**
 * Merge a change into the runtime status; skipped when nothing changes, so idle cycles do not wake live queries.
 * Resolves with the status as stored.
 */
export async function writeRuntime(db: SyncDb, patch: Partial<RuntimeStatus>, now: number): Promise<RuntimeStatus> {
  return db.transaction('rw', db.meta, async () => {
    const current = await readRuntime(db);
    const next = { ...current, ...patch };
    const { updatedAt: _a, ...a } = current;
    const { updatedAt: _b, ...b } = next;
    if (JSON.stringify(a) === JSON.stringify(b)) return current;
    const stored = { ...next, updatedAt: now };
    await db.meta.put({ key: 'runtime', value: stored });
    return stored;
  });
}

export async function readStatus(db: SyncDb, schoolId: number | null, now = Date.now()): Promise<SyncStatus> {
  const [runtime, outbox, state] = await Promise.all([
    readRuntime(db),
    db.outbox.toArray(),
    schoolId === null ? undefined : db.syncState.get(schoolId),
  ]);
  const pending = outbox.filter((r) => r.status === 'pending' && !r.applied);
  const oldestPendingAt = pending.length ? Math.min(...pending.map((r) => r.createdAt)) : null;
  const { updatedAt: _, ...rest } = runtime;
  return {
    ...rest,
    pending: pending.length,
    rejected: outbox.filter((r) => r.status === 'rejected').sort((a, b) => a.createdAt - b.createdAt),
    stuck: pending.filter((r) => r.stuck),
    lastSyncedAt: state?.lastSyncedAt ?? null,
    oldestPendingAt,
    unsyncedOver24h: oldestPendingAt !== null && now - oldestPendingAt > UNSYNCED_WARNING_MS,
  };
}

/**
 * Live sync status for the header and the sync panel: re-read whenever the outbox, sync state or runtime
 * change in any tab, and every minute so the 24-hour warning appears without any write.
 */
export function observeStatus(db: SyncDb, schoolId: number | null, listener: (s: SyncStatus) => void): () => void {
  const subscription = liveQuery(() => readStatus(db, schoolId)).subscribe({
    next: listener,
    error: (e) => console.error('sync status', e),
  });
  const timer = setInterval(() => {
    readStatus(db, schoolId).then(listener, () => {});
  }, 60_000);
  return () => {
    subscription.unsubscribe();
    clearInterval(timer);
  };
}
