import type { MutationName } from '@contract/sync/mutations';
import { type OpenOptions, openSyncDb, type SyncDb } from './db';
import { SyncEngine, type WakeReason } from './engine';
import { httpTransport } from './http-transport';
import type { SyncIdentity } from './identity';
import { campaign, type Leadership, type LockManagerLike, leaderLockName } from './leader';
import { type MutationInput, mutate } from './mutate';
import { onNudge, postNudge } from './nudge';
import { discardMutation, type OutboxKey, retryMutation } from './outbox';
import { connectPokes, pokeUrl, type WebSocketFactory } from './poke-socket';
import { sealEveryScope } from './seal-scopes';
import { observeStatus, type SyncStatus } from './status';
import type { SyncTransport } from './transport';

export interface SyncHostOptions {
  identity: SyncIdentity;
  dexie?: OpenOptions['dexie'];
  /** Default: signed fetch to `origin`. */
  transport?: SyncTransport;
  /** Default: same origin as the worker (location.origin). */
  origin?: string;
  /** Default navigator.locks; null: lead without election (tests, browsers without Web Locks). */
  locks?: LockManagerLike | null;
  /** Default the global WebSocket; null: no pokes. */
  WebSocket?: WebSocketFactory | null;
  /** Where `online`/`offline` events fire (the worker's global scope); null: none. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  intervalMs?: number;
}

const browserOnline = () => typeof navigator !== 'object' || navigator.onLine !== false;

/**
 * Everything one tab's sync worker does for one user: opens the user's database, campaigns for leadership,
 * and while leader runs the engine with its wake-ups (timer, online, nudges from any tab, Background Sync,
 * WebSocket pokes). Every tab, leader or not, can mutate, retry, discard and watch the status (it lives in
 * IndexedDB, so followers see the leader's progress too).
 */
export class SyncHost {
  readonly db: SyncDb;
  private identity: SyncIdentity;
  private engine: SyncEngine | null = null;
  private leadership: Leadership | null = null;
  private pokes: { close(): void } | null = null;
  private readonly watchers = new Map<(s: SyncStatus) => void, () => void>();

  constructor(private readonly o: SyncHostOptions) {
    this.identity = o.identity;
    this.db = openSyncDb({ userId: o.identity.userId, brand: o.identity.brand, dexie: o.dexie });
  }

  get isLeader(): boolean {
    return this.leadership?.isLeader ?? false;
  }

  start(): void {
    this.leadership ??= campaign(leaderLockName(this.db.name), () => this.lead(), this.o.locks);
  }

  private origin(): string {
    return this.o.origin ?? (typeof location === 'object' ? location.origin : '');
  }

  private async lead(): Promise<() => Promise<void>> {
    const transport = this.o.transport ?? httpTransport({ baseUrl: this.origin(), identity: () => this.identity });
    const engine = new SyncEngine({
      db: this.db,
      transport,
      identity: this.identity,
      isOnline: browserOnline,
      intervalMs: this.o.intervalMs,
    });
    this.engine = engine;
    const stopNudges = onNudge((m) => {
      if (!m.db || m.db === this.db.name) engine.wake(m.type === 'wake' ? 'external' : 'nudge');
    });
    const events = this.o.events === undefined ? (globalThis as unknown as EventTarget) : this.o.events;
    const online = () => engine.wake('online');
    const offline = () => engine.noteOffline();
    events?.addEventListener('online', online);
    events?.addEventListener('offline', offline);
    this.connectPokes();
    engine.start();
    return async () => {
      stopNudges();
      events?.removeEventListener('online', online);
      events?.removeEventListener('offline', offline);
      this.pokes?.close();
      this.pokes = null;
      this.engine = null;
      await engine.stop();
    };
  }

  private connectPokes(): void {
    this.pokes?.close();
    if (this.o.WebSocket === null || !this.engine) return;
    const engine = this.engine;
    this.pokes = connectPokes({
      url: pokeUrl(this.origin()),
      token: () => this.identity.token,
      onPoke: (schoolId) => engine.wake('poke', schoolId),
      onConnect: () => engine.wake('poke'),
      WebSocket: this.o.WebSocket,
    });
  }

  /** Same user and brand only (another user means another database: make a new host). */
  setIdentity(identity: SyncIdentity): void {
    if (identity.userId !== this.identity.userId || identity.brand !== this.identity.brand) {
      throw new Error('SyncHost.setIdentity: another user needs another host');
    }
    const previous = this.identity;
    this.identity = identity;
    this.engine?.setIdentity(identity);
    if (identity.token !== previous.token) this.connectPokes();
    if (identity.schoolId !== previous.schoolId) {
      for (const [listener, unsubscribe] of this.watchers) {
        unsubscribe();
        this.watchers.set(listener, observeStatus(this.db, identity.schoolId, listener));
      }
    }
  }

  /** Sync soon: the leader runs a cycle; a follower passes the wake to the leader. */
  wake(reason: WakeReason = 'external'): void {
    if (this.engine) this.engine.wake(reason);
    else postNudge(this.db.name, 'wake');
  }

  subscribe(listener: (s: SyncStatus) => void): () => void {
    this.watchers.set(listener, observeStatus(this.db, this.identity.schoolId, listener));
    return () => {
      this.watchers.get(listener)?.();
      this.watchers.delete(listener);
    };
  }

  mutate<N extends MutationName>(name: N, args: MutationInput<N>): Promise<number> {
    return mutate(this.db, name, args);
  }

  retry<N extends MutationName>(key: OutboxKey, args?: MutationInput<N>): Promise<number> {
    return retryMutation(this.db, key, args);
  }

  discard(key: OutboxKey): Promise<void> {
    return discardMutation(this.db, key);
  }

  /**
   * Logout or user switch: stop syncing and let another tab lead; the database (and its outbox) stays, less what was
   * behind the finance password: the session's unlock ended with it (sync/seal-scopes.ts).
   */
  async stop(): Promise<void> {
    for (const unsubscribe of this.watchers.values()) unsubscribe();
    this.watchers.clear();
    await this.leadership?.resign();
    this.leadership = null;
    await sealEveryScope(this.db).catch((e: unknown) => console.error('sealing on sign-out failed', e));
    this.db.close();
  }
}
