import type { MutationName } from '@contract/sync/mutations';
import { type ProxyMarked, proxy } from 'comlink';
import type { WakeReason } from '../sync/engine';
import { SyncHost, type SyncHostOptions } from '../sync/host';
import { type SyncIdentity, syncDbName } from '../sync/identity';
import type { MutationInput } from '../sync/mutate';
import type { OutboxKey } from '../sync/outbox';
import { readStatus, type SyncStatus } from '../sync/status';

/**
 * What the sync worker exposes through Comlink. One host per signed-in user; a new user (or brand) gets a new
 * host on that user's own database, and the previous one stops (keeping its outbox for when they come back).
 * `extra` lets tests replace the network, locks and sockets.
 */
export function createSyncWorkerApi(extra: Partial<SyncHostOptions> = {}) {
  let host: SyncHost | null = null;
  // start/stop run one at a time: two quick identity changes must not leave two hosts holding the lock.
  let lifecycle: Promise<void> = Promise.resolve();
  const serially = (step: () => Promise<void>): Promise<void> => {
    lifecycle = lifecycle.then(step, step);
    return lifecycle;
  };

  const need = (): SyncHost => {
    if (!host) throw new Error('sync worker: start() first');
    return host;
  };

  const api = {
    /** Start (or follow an identity change: renewed token, school switch, another user). */
    start(identity: SyncIdentity): Promise<void> {
      return serially(async () => {
        if (host && sameUser(host, identity)) {
          host.setIdentity(identity);
          return;
        }
        await host?.stop();
        host = new SyncHost({ ...extra, identity });
        host.start();
      });
    },
    setIdentity(identity: SyncIdentity): Promise<void> {
      return api.start(identity);
    },
    /** Logout: stop syncing and release leadership; nothing is deleted. */
    stop(): Promise<void> {
      return serially(async () => {
        await host?.stop();
        host = null;
      });
    },
    wake(reason: WakeReason = 'external'): void {
      host?.wake(reason);
    },
    /** `listener` must be wrapped with Comlink.proxy by the caller; the answer is a proxied unsubscribe. */
    subscribe(listener: (s: SyncStatus) => void): (() => void) & ProxyMarked {
      return proxy(need().subscribe(listener));
    },
    status(schoolId: number | null = null): Promise<SyncStatus> {
      return readStatus(need().db, schoolId);
    },
    isLeader(): boolean {
      return host?.isLeader ?? false;
    },
    mutate<N extends MutationName>(name: N, args: MutationInput<N>): Promise<number> {
      return need().mutate(name, args);
    },
    retry<N extends MutationName>(key: OutboxKey, args?: MutationInput<N>): Promise<number> {
      return need().retry(key, args);
    },
    discard(key: OutboxKey): Promise<void> {
      return need().discard(key);
    },
  };
  return api;
}

export type SyncWorkerApi = ReturnType<typeof createSyncWorkerApi>;

const sameUser = (host: SyncHost, identity: SyncIdentity): boolean => host.db.name === syncDbName(identity.userId, identity.brand);
