/**
 * The browser half of `npm run bench` (driven by tests/bench/browser-sync.ts through Playwright): the real sync
 * worker, the page's own Dexie connection, mutate and liveQuery, exactly as the app uses them.
 */
import Dexie, { liveQuery } from 'dexie';
import { type ClassRow, type StudentRow, uuidv7 } from '@contract';
import { openSyncDb, REPLICATED, type SyncDb } from '@sync/db';
import type { SyncIdentity } from '@sync/identity';
import { stampHlc } from '@sync/hlc-clock';
import { mutate } from '@sync/mutate';
import { applyPullPage } from '@sync/apply-pull';
import type { SyncStatus } from '@sync/status';
import { type SyncClient, startSyncWorker } from '@workers/sync-client';
import { type RawRows, rawBulkPut } from './raw-bulk-put';

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

/** Longest main-thread task (ms) that started in [from, to], and how many went over 50 ms. */
function longestTask(from: number, to: number): { longestMs: number; over50: number } {
  const inRange = longTasks.filter((e) => e.startTime >= from && e.startTime <= to);
  return { longestMs: Math.max(0, ...inRange.map((e) => e.duration)), over50: inRange.filter((e) => e.duration > 50).length };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the first status the worker reports that satisfies `done`. */
function waitForStatus(sync: SyncClient, done: (s: SyncStatus) => boolean): Promise<SyncStatus> {
  return new Promise((resolve) => {
    let off: (() => void) | null = null;
    let settled: SyncStatus | null = null;
    void sync
      .subscribe((s) => {
        if (settled || !done(s)) return;
        settled = s;
        off?.();
        resolve(s);
      })
      .then((unsubscribe) => {
        off = unsubscribe;
        if (settled) unsubscribe();
      });
  });
}

let sync: SyncClient | null = null;
let db: SyncDb | null = null;

async function countSchool(d: SyncDb, schoolId: number): Promise<number> {
  const counts = await Promise.all(REPLICATED.map((t) => d.table(t).where('schoolId').equals(schoolId).count()));
  return counts.reduce((a, b) => a + b, 0);
}

/** Every replicated row of the school the replica holds, by table. */
async function schoolRows(d: SyncDb, schoolId: number): Promise<RawRows> {
  const out: RawRows = {};
  for (const t of REPLICATED) out[t] = await d.table(t).where('schoolId').equals(schoolId).toArray();
  return out;
}

const api = {
  /** 1. First sync into an empty replica, in the real sync worker. */
  async firstSync(identity: SyncIdentity, expectedRows: number) {
    const t0 = performance.now();
    sync = startSyncWorker(identity);
    const status = await waitForStatus(sync, (s) => s.lastSyncedAt !== null && s.firstSync === null);
    const t1 = performance.now();
    db = openSyncDb({ userId: identity.userId, brand: identity.brand });
    const rows = await countSchool(db, identity.schoolId);
    const during = longestTask(t0, t1);
    return { expectedRows, rows, syncMs: t1 - t0, error: status.error, longestTaskMs: during.longestMs, tasksOver50: during.over50 };
  },

  /** 1b. The rows the first sync brought, with a raw bulkPut: fresh database, same indexes, chunks of 5,000. */
  async rawBaseline(identity: SyncIdentity) {
    if (!db) throw new Error('firstSync first');
    const rows = await schoolRows(db, identity.schoolId);
    const raw = await rawBulkPut(rows);
    const rawTasks = longestTask(raw.from, raw.to);
    // The same again in a worker, where the sync engine writes.
    const worker = new Worker(new URL('./raw-put.worker.ts', import.meta.url), { type: 'module' });
    const rawWorkerMs = await new Promise<number>((resolve) => {
      worker.onmessage = (e: MessageEvent<number>) => resolve(e.data);
      worker.postMessage(rows);
    });
    worker.terminate();
    return {
      rawRows: raw.count,
      rawMs: raw.to - raw.from,
      rawWorkerMs,
      rawLongestTaskMs: rawTasks.longestMs,
    };
  },

  /** 2. `n` student.create made while no sync worker runs (offline), then replayed by a fresh worker. */
  async offlineReplay(identity: SyncIdentity, classId: string, n: number, prefix: string) {
    if (!db) throw new Error('firstSync first');
    await sync?.stop();
    sync = null;
    const m0 = performance.now();
    for (let i = 1; i <= n; i++) {
      const name = `${prefix}${String(i).padStart(4, '0')}`;
      await mutate(db, 'student.create', { id: uuidv7(), schoolId: identity.schoolId, classId, name, gender: 1, birthday: '2021-06-01' });
    }
    const mutateMs = performance.now() - m0;
    const queued = await db.outbox.count();

    const t0 = performance.now();
    sync = startSyncWorker(identity);
    const status = await waitForStatus(sync, (s) => s.pending === 0);
    const pushedMs = performance.now() - t0;
    // The pull that follows brings the server's own rows; then the outbox is empty.
    while ((await db.outbox.count()) > 0) await sleep(20);
    const settledMs = performance.now() - t0;
    return { queued, mutateMs, pushedMs, settledMs, rejected: status.rejected.length, error: status.error };
  },

  /**
   * 2b. The boarding app offline (tests/bench/bus-sync.ts): `n` trip taps (上车 and 下车 in turn over the riders) made
   * while no sync worker runs, then pushed by a fresh worker.
   */
  async offlineBusTaps(identity: SyncIdentity, trip: { routeId: string; stopId: string; day: string; riders: string[] }, n: number) {
    if (!db) throw new Error('firstSync first');
    await sync?.stop();
    sync = null;
    const m0 = performance.now();
    for (let i = 0; i < n; i++) {
      const now = Date.now();
      await mutate(db, 'busTrip.tap', {
        id: uuidv7(),
        schoolId: identity.schoolId,
        routeId: trip.routeId,
        day: trip.day,
        hlc: await stampHlc(db, now),
        createTime: new Date(now).toISOString(),
        kind: Math.floor(i / trip.riders.length) % 2 === 0 ? 'board' : 'alight',
        studentId: trip.riders[i % trip.riders.length] as string,
        stopId: trip.stopId,
        reason: '',
      });
    }
    const mutateMs = performance.now() - m0;
    // Not yet acknowledged (a previous run's acknowledged taps wait in the outbox for the pull that settles them).
    const queued = await db.outbox.filter((r) => !r.applied).count();
    const t0 = performance.now();
    sync = startSyncWorker(identity);
    const status = await waitForStatus(sync, (s) => s.pending === 0);
    const pushedMs = performance.now() - t0;
    return { queued, mutateMs, pushedMs, rejected: status.rejected.length, error: status.error };
  },

  /** 3. mutate() → a liveQuery over one class's students emits the change; `samples` times. */
  async liveLatency(identity: SyncIdentity, classId: string, samples: number) {
    if (!db) throw new Error('firstSync first');
    const d = db;
    const target = await d.table<StudentRow>('students').where('classId').equals(classId).first();
    if (!target) throw new Error('empty class');
    let waiting: { name: string; resolve: () => void } | null = null;
    let classSize = 0;
    let runs = 0;
    const subscription = liveQuery(() => d.table<StudentRow>('students').where('classId').equals(classId).toArray()).subscribe({
      next(rows) {
        runs++;
        classSize = rows.length;
        if (waiting && rows.find((r) => r.id === target.id)?.name === waiting.name) {
          waiting.resolve();
          waiting = null;
        }
      },
      error: (e) => console.error(e),
    });
    const times: number[] = [];
    const mutateTimes: number[] = [];
    for (let i = 0; i < samples; i++) {
      await sleep(30);
      const name = `延迟${i}`;
      const t0 = performance.now();
      const fired = new Promise<void>((resolve) => {
        waiting = { name, resolve };
      });
      await mutate(d, 'student.update', { id: target.id, schoolId: identity.schoolId, name });
      mutateTimes.push(performance.now() - t0);
      await fired;
      times.push(performance.now() - t0);
    }
    subscription.unsubscribe();
    return { times, mutateTimes, classSize, runs, withWorker: sync !== null };
  },

  /**
   * Diagnostic (BENCH_APPLY_PROBE=1): the synced rows written again through applyPullPage in pages of 5,000 on
   * this page, with no server, network or parsing, against the raw bulkPut, three times alternately: what the
   * pull's own transaction work (rebase, sync state) costs over a bare bulkPut.
   */
  async applyProbe(identity: SyncIdentity) {
    if (!db) throw new Error('firstSync first');
    const classes = await db.table<ClassRow>('classes').where('schoolId').equals(identity.schoolId).toArray();
    const students = await db.table<StudentRow>('students').where('schoolId').equals(identity.schoolId).toArray();
    const changes = [
      ...classes.map((row) => ({ table: 'classes', op: 'put' as const, row })),
      ...students.map((row) => ({ table: 'students', op: 'put' as const, row })),
    ];
    const out: string[] = [];
    for (let rep = 0; rep < 3; rep++) {
      const d = openSyncDb({ userId: 990000 + rep, brand: 1 });
      await d.open();
      const a0 = performance.now();
      let cursors = {};
      for (let i = 0; i < changes.length; i += 5000) {
        const page = changes.slice(i, i + 5000);
        const next = { records: i + 5000 };
        const answer = {
          cursors: next,
          scopes: ['records'],
          locked: [],
          unlocks: {},
          rights: '',
          lastMutationId: 0,
          changes: page as never,
        };
        await applyPullPage(
          d,
          identity.schoolId,
          cursors,
          { ...answer, windows: {}, more: i + 5000 < changes.length, reset: false, horizon: 0 },
          Date.now(),
        );
        cursors = next;
      }
      const a1 = performance.now();
      d.close();
      await Dexie.delete(d.name);
      const raw = await rawBulkPut({ classes, students });
      out.push(`applyPullPage ${(a1 - a0).toFixed(0)} ms vs raw ${(raw.to - raw.from).toFixed(0)} ms`);
    }
    return out;
  },

  /** Stops the sync worker and deletes the replica, so the next firstSync starts from nothing. */
  async resetReplica() {
    await sync?.stop();
    sync = null;
    if (db) {
      db.close();
      await Dexie.delete(db.name);
      db = null;
    }
  },

  /** Rows of a table of the replica the last firstSync made (a school's when given): what a sync brought. */
  async countRows(table: string, schoolId?: number) {
    if (!db) throw new Error('firstSync first');
    const t = db.table(table);
    return schoolId === undefined ? t.count() : t.where('schoolId').equals(schoolId).count();
  },

  /** Stops the sync worker (the page's database stays open). */
  async stopWorker() {
    await sync?.stop();
    sync = null;
  },
};

export type BenchApi = typeof api;
(window as unknown as { bench: BenchApi }).bench = api;
const state = document.getElementById('state');
if (state) state.textContent = 'ready';
