import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { BoundedMap } from '../../lib/bounded-map';
import type { AccessStore, CachedSession, UserAccess } from '../context';

/** The channel the database announces stale keys on (migration 0010_access_notify: a trigger on every table read here). */
export const ACCESS_CHANNEL = 'yuanwu_access';

/** Enough for every signed-in user of a large deployment; the least recently used leave first. */
const MAX_ENTRIES = 20_000;
/** A safety net only: an entry is reloaded after this long even if no announcement arrived. */
const MAX_AGE_MS = 5 * 60_000;
/** How long a flush waits for its own announcement to come back before it drops everything instead. */
const FLUSH_TIMEOUT_MS = 2_000;

interface Entry<V> {
  value: V;
  loadedAt: number;
}

/**
 * Who is signed in (token hash → session) and what each user may do (user → their schools and rights), kept in
 * this process so a signed request needs no query to be authenticated; a miss costs one indexed lookup.
 *
 * Staleness: every write to sessions, users, memberships, positions, position_rights or schools makes the database
 * announce the key it touched on ACCESS_CHANNEL when it commits, to every server process (a trigger, so no writer
 * can forget). An announcement drops the entries it names and bumps `generation`; a load that started before an
 * announcement does not store what it read, so rights read just before a commit never outlive it. Until the
 * listener is up, and after it is lost, nothing is stored: every request reads the database.
 *
 * Ordering within a process: the announcement of a commit arrives a moment after the commit itself, so a write
 * request `flush`es before it answers: it sends its own announcement and waits for it to come back; the database
 * delivers announcements in commit order, so every earlier one has been applied by then.
 *
 * Watchers (the open sockets, server/services/session/follow-session.ts) hear each key after it has been applied.
 */
export class AccessCache implements AccessStore {
  private readonly sessions = new BoundedMap<string, Entry<CachedSession>>(MAX_ENTRIES);
  private readonly users = new BoundedMap<number, Entry<UserAccess>>(MAX_ENTRIES);
  private readonly flushes = new Map<string, () => void>();
  private readonly watchers = new Set<(key: string | undefined) => void>();
  private readonly id = randomUUID();
  private flushCount = 0;
  private generation = 0;
  private live = false;
  private stop: (() => Promise<void>) | undefined;

  /** Starts listening; entries are kept from then on. */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stop = await database.listen(
      ACCESS_CHANNEL,
      (key) => this.apply(key),
      () => {
        const was = this.live;
        this.live = false;
        this.drop();
        // Announcements may be missed from now on: whoever watches must read everything again (not on close()).
        if (was) this.tell(undefined);
      },
    );
    this.live = true;
  }

  /** Announcements arrive: false before start, without a listener, and once it was lost. */
  get listening(): boolean {
    return this.live;
  }

  /**
   * Calls `watcher` with each announcement's key once it has been applied here (so a read it starts is fresh), and
   * with undefined when the listener is lost. Returns the unwatch.
   */
  watch(watcher: (key: string | undefined) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** The session of a token hash; `load` reads it when it is not kept (undefined: no live session). */
  session(tokenHash: string, load: () => Promise<CachedSession | undefined>): Promise<CachedSession | undefined> {
    return this.through(this.sessions, tokenHash, load);
  }

  /** A user's schools and rights; `load` reads them when they are not kept. */
  async user(userId: number, load: () => Promise<UserAccess>): Promise<UserAccess> {
    return (await this.through(this.users, userId, load)) as UserAccess;
  }

  /** Returns once every announcement committed before this call has been applied here (see the class comment). */
  async flush(db: Db): Promise<void> {
    if (!this.live) return;
    const key = `b:${this.id}:${++this.flushCount}`;
    const echoed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), FLUSH_TIMEOUT_MS);
      this.flushes.set(key, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    await db.execute(sql`SELECT pg_notify(${ACCESS_CHANNEL}, ${key})`);
    if (!(await echoed)) this.drop();
    this.flushes.delete(key);
  }

  async close(): Promise<void> {
    this.live = false;
    this.drop();
    await this.stop?.();
  }

  private async through<K, V>(map: BoundedMap<K, Entry<V>>, key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = map.get(key);
    if (kept && performance.now() - kept.loadedAt < MAX_AGE_MS) return kept.value;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.live && generation === this.generation) map.set(key, { value, loadedAt: performance.now() });
    return value;
  }

  /** One announcement: `t:<token hash>`, `u:<user id>`, `p:<position id>`, `s:<school id>`, or a flush's `b:…`. */
  private apply(key: string): void {
    if (key.startsWith('b:')) {
      this.flushes.get(key)?.();
      return;
    }
    this.generation++;
    const id = key.slice(2);
    const n = Number(id);
    switch (key.slice(0, 2)) {
      case 't:':
        this.sessions.delete(id);
        break;
      case 'u:':
        this.users.delete(n);
        this.sessions.deleteWhere((e) => e.value.userId === n);
        break;
      case 'p:':
        this.users.deleteWhere((e) => e.value.memberships.some((m) => m.positionId === n));
        break;
      case 's:':
        this.users.deleteWhere((e) => e.value.schoolIds.has(n));
        break;
      default:
        this.drop();
    }
    this.tell(key);
  }

  private tell(key: string | undefined): void {
    for (const watcher of this.watchers) watcher(key);
  }

  private drop(): void {
    this.generation++;
    this.sessions.clear();
    this.users.clear();
  }
}
