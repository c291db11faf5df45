import type { MutationName } from '@contract/sync/mutations';
import { proxy, releaseProxy, type Remote, wrap } from 'comlink';
import type { WakeReason } from '../sync/engine';
import type { SyncIdentity } from '../sync/identity';
import type { MutationInput } from '../sync/mutate';
import type { OutboxKey } from '../sync/outbox';
import type { SyncStatus } from '../sync/status';
import { requestPersistentStorage } from '../sync/storage';
import type { SyncWorkerApi } from './sync-worker-api';

/** The page's handle on its sync worker. */
export interface SyncClient {
  /** Call on every session change: token renewal, school switch. */
  setIdentity(identity: SyncIdentity): Promise<void>;
  /** Sync soon (e.g. a "sync now" button). */
  wake(reason?: WakeReason): Promise<void>;
  /** Live status (header badge, sync panel); resolves to the unsubscribe function. */
  subscribe(listener: (s: SyncStatus) => void): Promise<() => void>;
  retry<N extends MutationName>(key: OutboxKey, args?: MutationInput<N>): Promise<number>;
  discard(key: OutboxKey): Promise<void>;
  /** Logout: stops syncing, keeps the user's database and outbox. */
  stop(): Promise<void>;
}

/**
 * Starts this tab's sync worker for the signed-in user and forwards the page-only wake-ups to it: focus and
 * visibility (workers see neither) and `online`. (The service worker's Background Sync handler wakes the
 * leader by posting `{type:'wake'}` on the 'yuanwu-sync' BroadcastChannel.) Also asks the browser to keep our
 * storage. Mutations are made on the page with sync/mutate.ts directly (no worker round trip); the
 * BroadcastChannel nudge brings them to the leader.
 */
export function startSyncWorker(identity: SyncIdentity): SyncClient {
  const worker = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
  const remote: Remote<SyncWorkerApi> = wrap<SyncWorkerApi>(worker);
  const started = remote.start(identity);

  const onVisible = () => {
    if (document.visibilityState === 'visible') void remote.wake('focus');
  };
  const onOnline = () => void remote.wake('online');
  window.addEventListener('focus', onVisible);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  void requestPersistentStorage();

  return {
    setIdentity: (next) => remote.setIdentity(next),
    wake: (reason = 'external') => remote.wake(reason),
    async subscribe(listener) {
      await started;
      const unsubscribe = await remote.subscribe(proxy(listener));
      return () => {
        void unsubscribe();
      };
    },
    retry: (key, args) => remote.retry(key, args),
    discard: (key) => remote.discard(key),
    async stop() {
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
      await remote.stop();
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}
