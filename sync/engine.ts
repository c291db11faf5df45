import { Msg } from '@contract/errors';
import { Backoff } from './backoff';
import type { SyncDb } from './db';
import { isQuotaError, QUOTA_MESSAGE } from './errors';
import type { SyncIdentity } from './identity';
import { pullSchool } from './pull';
import { purgeSchool } from './purge';
import { pushAll, rotateClientId } from './push';
import { sealEndedScopes, sealEveryScope } from './seal-scopes';
import { type RuntimeStatus, writeRuntime } from './status';
import { isClientIdTaken, isForbidden, isSessionOver, SyncHttpError, SyncNetworkError, type SyncTransport } from './transport';

export type WakeReason = 'start' | 'online' | 'focus' | 'timer' | 'poke' | 'nudge' | 'external' | 'identity';
export type CycleResult = 'ok' | 'offline' | 'failed' | 'session-over';

/** Wake-ups that wait out a running backoff instead of cutting it short (they fire often and say nothing new). */
const PATIENT: ReadonlySet<WakeReason> = new Set(['timer', 'nudge']);
/** A local change waits this long before it is pushed, so a burst of edits goes out in one request. */
export const NUDGE_DELAY_MS = 100;
/** A cycle shows `syncing` only once it has run this long: a quick one would just flicker (and cost two writes). */
export const SYNCING_SHOWN_AFTER_MS = 300;
export const SYNC_INTERVAL_MS = 30_000;
/** setTimeout's longest delay; an unlock ending later is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface EngineOptions {
  db: SyncDb;
  transport: SyncTransport;
  identity: SyncIdentity;
  now?: () => number;
  random?: () => number;
  intervalMs?: number;
  /** navigator.onLine where there is one: no request is tried while the browser knows it is offline. */
  isOnline?: () => boolean;
  /** First retry delay and cap (default 1 s, 60 s). */
  backoffMs?: { base: number; max: number };
}

/**
 * Runs push and pull for one user's database: in the leader tab only (see leader.ts). Every wake-up asks for
 * a cycle (push the outbox, then pull the schools); cycles never overlap; failures back off with jitter.
 */
export class SyncEngine {
  private identity: SyncIdentity;
  private readonly now: () => number;
  private readonly backoff: Backoff;
  private running = false;
  private stopping = false;
  private sessionOver = false;
  private loop: Promise<void> | null = null;
  private dirty = false;
  private pullEverything = false;
  private readonly pokedSchools = new Set<number>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private nudgeTimer: ReturnType<typeof setTimeout> | null = null;
  private interval: ReturnType<typeof setInterval> | null = null;
  /** Fires when the next known unlock ends (sync/seal-scopes.ts), online or not. */
  private sealTimer: ReturnType<typeof setTimeout> | null = null;
  /** The runtime status as this engine last wrote it, so unchanged patches need no transaction. */
  private runtime: RuntimeStatus | null = null;

  constructor(private readonly o: EngineOptions) {
    this.identity = o.identity;
    this.now = o.now ?? Date.now;
    this.backoff = new Backoff(o.backoffMs?.base ?? 1000, o.backoffMs?.max ?? 60_000, o.random);
  }

  get db(): SyncDb {
    return this.o.db;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.interval = setInterval(() => this.wake('timer'), this.o.intervalMs ?? SYNC_INTERVAL_MS);
    void this.sealEnded();
    this.wake('start');
  }

  /** Stop waking and wait for the cycle in flight (its current request finishes; nothing is lost either way). */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    if (this.interval) clearInterval(this.interval);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.nudgeTimer) clearTimeout(this.nudgeTimer);
    if (this.sealTimer) clearTimeout(this.sealTimer);
    this.interval = this.retryTimer = this.nudgeTimer = this.sealTimer = null;
    await this.loop;
    await this.status({ syncing: false }).catch(() => {});
  }

  /** A renewed token or a school switch: sign with it from now on; a new sign-in resumes a stopped engine. */
  setIdentity(identity: SyncIdentity): void {
    if (identity.token !== this.identity.token) this.sessionOver = false;
    this.identity = identity;
    this.wake('identity');
  }

  currentIdentity(): SyncIdentity {
    return this.identity;
  }

  /** The browser says the network is gone: show it at once instead of after the next failed request. */
  noteOffline(): void {
    void this.status({ online: false });
  }

  /**
   * Ask for a cycle; with a schoolId (a poke) only that school is pulled. A nudge (a local change) starts its
   * cycle NUDGE_DELAY_MS later, even when a cycle is running, so a burst of edits is one push and one pull.
   */
  wake(reason: WakeReason, schoolId?: number): void {
    if (reason === 'nudge' && this.running && !this.sessionOver && !this.retryTimer) {
      this.nudgeTimer ??= setTimeout(() => {
        this.nudgeTimer = null;
        this.pullEverything = true;
        this.dirty = true;
        this.runLoop();
      }, NUDGE_DELAY_MS);
      return;
    }
    if (schoolId === undefined) this.pullEverything = true;
    else this.pokedSchools.add(schoolId);
    this.dirty = true;
    if (!this.running || this.sessionOver) return;
    if (this.retryTimer) {
      if (PATIENT.has(reason)) return;
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    if (this.nudgeTimer) {
      // This cycle pushes the nudged change too; pull what the nudge would have pulled.
      clearTimeout(this.nudgeTimer);
      this.nudgeTimer = null;
      this.pullEverything = true;
    }
    this.runLoop();
  }

  private runLoop(): void {
    if (!this.running || this.sessionOver) return;
    this.loop ??= this.drain().finally(() => {
      this.loop = null;
    });
  }

  private async drain(): Promise<void> {
    while (this.dirty && this.running && !this.sessionOver) {
      this.dirty = false;
      const only = this.pullEverything ? undefined : [...this.pokedSchools];
      this.pullEverything = false;
      this.pokedSchools.clear();
      const result = await this.syncOnce(only);
      if (result === 'failed') {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.wake('timer');
        }, this.backoff.next());
        return;
      }
      if (result !== 'ok') return;
    }
  }

  /** The schools kept on this device: the current one first, then every other opened one not lost. */
  private async schoolsToPull(only?: number[]): Promise<number[]> {
    const opened = (await this.o.db.syncState.toArray()).filter((s) => !s.lost).map((s) => s.schoolId);
    const all = [...new Set([this.identity.schoolId, ...opened])];
    return only ? all.filter((s) => only.includes(s)) : all;
  }

  private async status(patch: Partial<RuntimeStatus>): Promise<void> {
    const known = this.runtime;
    if (known && Object.entries(patch).every(([k, v]) => JSON.stringify(known[k as keyof RuntimeStatus]) === JSON.stringify(v))) return;
    this.runtime = null; // unknown until this write lands (a failed write must not be taken as done)
    this.runtime = await writeRuntime(this.o.db, patch, this.now());
  }

  /**
   * Seal the scopes whose unlock has ended (the finance scope when the finance password's unlock runs out), offline
   * too, and, while running, look again when the next known one ends.
   */
  private async sealEnded(): Promise<void> {
    if (this.sealTimer) clearTimeout(this.sealTimer);
    this.sealTimer = null;
    let next: number | null;
    try {
      next = await sealEndedScopes(this.o.db, this.now());
    } catch (e) {
      console.error('sealing ended unlocks failed', e);
      next = this.now() + 1000;
    }
    if (next === null || !this.running) return;
    if (this.sealTimer) clearTimeout(this.sealTimer);
    this.sealTimer = setTimeout(() => void this.sealEnded(), Math.min(Math.max(0, next - this.now()), MAX_TIMER_MS));
  }

  /** One push-then-pull pass. Public so tests (and a forced "sync now") can run the engine step by step. */
  async syncOnce(only?: number[]): Promise<CycleResult> {
    const { db, transport } = this.o;
    await this.sealEnded();
    if (this.o.isOnline && !this.o.isOnline()) {
      await this.status({ online: false, syncing: false });
      return 'offline';
    }
    const showSyncing = setTimeout(() => void this.status({ syncing: true }).catch(() => {}), SYNCING_SHOWN_AFTER_MS);
    try {
      try {
        await pushAll(db, transport);
      } catch (e) {
        // Push answered 409: the client id is another account's on the server. Re-queue under a fresh one, once.
        if (!isClientIdTaken(e)) throw e;
        await rotateClientId(db);
        await pushAll(db, transport);
      }
      for (const schoolId of await this.schoolsToPull(only)) {
        try {
          await pullSchool(db, transport, schoolId, {
            now: this.now,
            isStopped: () => this.stopping,
            onProgress: (p) => void this.status({ firstSync: p.more ? p : null }),
          });
        } catch (e) {
          if (isClientIdTaken(e)) {
            await rotateClientId(db);
            throw e;
          }
          // 403: the user lost this school; its rows leave the device.
          if (!isForbidden(e)) throw e;
          await purgeSchool(db, schoolId);
        }
      }
      this.backoff.reset();
      clearTimeout(showSyncing);
      // The pulls brought each unlock's end as of now.
      await this.sealEnded();
      await this.status({ online: true, syncing: false, error: null, firstSync: null, authExpired: false });
      return 'ok';
    } catch (e) {
      clearTimeout(showSyncing);
      return this.failed(e);
    }
  }

  private async failed(e: unknown): Promise<CycleResult> {
    if (isSessionOver(e)) {
      this.sessionOver = true;
      // Every unlock ended with the session: what was behind one leaves the device (its pending changes stay).
      await sealEveryScope(this.o.db).catch((err: unknown) => console.error('sealing on session end failed', err));
      await this.status({ syncing: false, authExpired: true, error: Msg.tokenExpired });
      return 'session-over';
    }
    const unreachable = e instanceof SyncNetworkError || (e instanceof SyncHttpError && e.status >= 500);
    const error = isQuotaError(e) ? QUOTA_MESSAGE : unreachable ? Msg.transportError : e instanceof Error ? e.message : String(e);
    if (!(e instanceof SyncHttpError || e instanceof SyncNetworkError) && !isQuotaError(e)) console.error('sync cycle failed', e);
    await this.status({ syncing: false, online: !unreachable, error }).catch(() => {});
    return 'failed';
  }
}
