import { uuidv7 } from '@contract';
import { describe, expect, it, vi } from 'vitest';
import { Backoff } from '../../sync/backoff';
import { SyncEngine } from '../../sync/engine';
import { mutate } from '../../sync/mutate';
import { readStatus, UNSYNCED_WARNING_MS } from '../../sync/status';
import { SyncHttpError, SyncNetworkError, type SyncTransport } from '../../sync/transport';
import { identity, newDevice, openDb, prng } from './helpers/client';
import { FakeServer } from './helpers/fake-server';

const S = 101;

/** A transport whose failures the test switches on and off, counting requests. */
function switchable(inner: SyncTransport) {
  const state = { fail: null as Error | null, requests: 0 };
  const guard = async <T>(f: () => Promise<T>) => {
    state.requests++;
    if (state.fail) throw state.fail;
    return f();
  };
  const transport: SyncTransport = { push: (b) => guard(() => inner.push(b)), pull: (q) => guard(() => inner.pull(q)) };
  return { transport, state };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('backoff', () => {
  it('grows exponentially with jitter, is capped, and resets', () => {
    const b = new Backoff(1000, 60_000, prng(7));
    const waits = Array.from({ length: 10 }, () => b.next());
    waits.forEach((w, n) => {
      const ceiling = Math.min(60_000, 1000 * 2 ** n);
      expect(w).toBeGreaterThanOrEqual(ceiling / 2);
      expect(w).toBeLessThanOrEqual(ceiling);
    });
    expect(new Set(waits.slice(0, 6).map((w, n) => w / 2 ** n)).size).toBeGreaterThan(1);
    b.reset();
    expect(b.next()).toBeLessThanOrEqual(1000);
  });
});

describe('engine loop', () => {
  it('retries a failing server with growing backoff; timer and nudges wait it out, "online" cuts it short', async () => {
    const server = new FakeServer({ 1: [S] });
    const db = openDb(newDevice());
    const { transport, state } = switchable(server.transport(1));
    // random 1: each wait is exactly its ceiling (200 ms, then 400 ms).
    const engine = new SyncEngine({
      db,
      transport,
      identity: identity(1, S),
      random: () => 1,
      intervalMs: 3_600_000,
      backoffMs: { base: 200, max: 60_000 },
    });
    await mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name: '大班', grade: 0 });
    state.fail = new SyncHttpError(503, 503, 'HTTP 503');
    const t0 = Date.now();
    engine.start();
    await vi.waitFor(() => expect(state.requests).toBe(1));
    await vi.waitFor(async () =>
      expect(await readStatus(db, S)).toMatchObject({ online: false, error: '网络繁忙,请稍后再试', pending: 1 }),
    );
    await vi.waitFor(() => expect(state.requests).toBe(2), { timeout: 2000 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    const t1 = Date.now();
    // During the second (400 ms) wait, the timer and nudges do not cut in…
    engine.wake('nudge');
    engine.wake('timer');
    await sleep(150);
    expect(state.requests).toBe(2);
    // …but the browser coming back online does, at once.
    engine.wake('online');
    await vi.waitFor(() => expect(state.requests).toBe(3), { timeout: 100 });
    expect(Date.now() - t1).toBeLessThan(390);
    state.fail = null;
    await vi.waitFor(async () => expect(await readStatus(db, S)).toMatchObject({ online: true, error: null, pending: 0 }), {
      timeout: 3000,
    });
    await engine.stop();
  });

  it('stops on an expired session, keeps everything, and resumes with a new token', async () => {
    const server = new FakeServer({ 1: [S] });
    const db = openDb(newDevice());
    const { transport, state } = switchable(server.transport(1));
    const engine = new SyncEngine({ db, transport, identity: identity(1, S), intervalMs: 3_600_000 });
    await mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name: '大班', grade: 0 });
    state.fail = new SyncHttpError(401, 20011, '登录已过期,需重新登录');
    engine.start();
    await vi.waitFor(async () => expect((await readStatus(db, S)).authExpired).toBe(true));
    const requests = state.requests;
    engine.wake('online');
    engine.wake('poke', S);
    await sleep(20);
    expect(state.requests).toBe(requests);
    expect((await readStatus(db, S)).pending).toBe(1);
    state.fail = null;
    engine.setIdentity({ ...identity(1, S), token: 'renewed' });
    await vi.waitFor(async () => expect(await readStatus(db, S)).toMatchObject({ authExpired: false, pending: 0 }));
    await engine.stop();
  });

  it('does not try while the browser says it is offline', async () => {
    const server = new FakeServer({ 1: [S] });
    const db = openDb(newDevice());
    const { transport, state } = switchable(server.transport(1));
    let online = false;
    const engine = new SyncEngine({ db, transport, identity: identity(1, S), isOnline: () => online });
    expect(await engine.syncOnce()).toBe('offline');
    expect(state.requests).toBe(0);
    expect((await readStatus(db, S)).online).toBe(false);
    online = true;
    expect(await engine.syncOnce()).toBe('ok');
  });

  it('a network failure marks offline and the next success marks online', async () => {
    const server = new FakeServer({ 1: [S] });
    const db = openDb(newDevice());
    const { transport, state } = switchable(server.transport(1));
    const engine = new SyncEngine({ db, transport, identity: identity(1, S) });
    state.fail = new SyncNetworkError('Failed to fetch');
    expect(await engine.syncOnce()).toBe('failed');
    expect((await readStatus(db, S)).online).toBe(false);
    state.fail = null;
    expect(await engine.syncOnce()).toBe('ok');
    expect((await readStatus(db, S)).online).toBe(true);
  });
});

describe('storage full during a pull', () => {
  it('reports the Chinese quota message, keeps the outbox and the cursor, and recovers later', async () => {
    const server = new FakeServer({ 1: [S] });
    server.write('classes', 'put', { id: uuidv7(), schoolId: S, name: '大班', grade: 0, sort: 0, headTeacher: '' });
    const db = openDb(newDevice());
    await mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name: '本地班', grade: 1 });
    const engine = new SyncEngine({ db, transport: server.transport(1), identity: identity(1, S) });
    let full = true;
    db.table('classes').hook('creating', () => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    db.table('classes').hook('updating', () => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(await engine.syncOnce()).toBe('failed');
    expect(await readStatus(db, S)).toMatchObject({ error: '本机存储空间不足，请清理浏览器存储后重试' });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.syncState.get(S))?.cursors ?? {}).toEqual({});
    full = false;
    expect(await engine.syncOnce()).toBe('ok');
    expect(await readStatus(db, S)).toMatchObject({ error: null, pending: 0 });
    expect(await db.table('classes').count()).toBe(2);
  });
});

describe('status', () => {
  it('counts pending changes and warns once one is older than 24 hours', async () => {
    const db = openDb(newDevice());
    const t0 = 1_700_000_000_000;
    await mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name: '大班', grade: 0 }, t0);
    expect(await readStatus(db, S, t0 + UNSYNCED_WARNING_MS - 1)).toMatchObject({
      pending: 1,
      oldestPendingAt: t0,
      unsyncedOver24h: false,
    });
    expect((await readStatus(db, S, t0 + UNSYNCED_WARNING_MS + 1)).unsyncedOver24h).toBe(true);
  });

  it('reports first-sync progress while pages are still coming', async () => {
    const server = new FakeServer({ 1: [S] });
    for (let i = 0; i < 5; i++)
      server.write('classes', 'put', { id: uuidv7(), schoolId: S, name: `班${i}`, grade: 0, sort: i, headTeacher: '' });
    server.pageSize = 2;
    const db = openDb(newDevice());
    const seen: unknown[] = [];
    const inner = server.transport(1);
    let requests = 0;
    const transport: SyncTransport = {
      push: inner.push,
      pull: async (q) => {
        // The last page is held back until the status every tab reads shows the pages written so far.
        if (++requests === 3) {
          for (let i = 0; i < 200 && (await readStatus(db, S)).firstSync === null; i++) await new Promise((r) => setTimeout(r, 5));
          seen.push((await readStatus(db, S)).firstSync);
        }
        return inner.pull(q);
      },
    };
    expect(await new SyncEngine({ db, transport, identity: identity(1, S) }).syncOnce()).toBe('ok');
    expect(requests).toBe(3);
    expect(seen[0]).toMatchObject({ schoolId: S, more: true });
    expect((seen[0] as { applied: number }).applied).toBeGreaterThanOrEqual(2);
    expect((await readStatus(db, S)).firstSync).toBeNull();
  });
});
