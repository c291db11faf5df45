/**
 * The boarding app's offline taps reaching the server (issue 20), in headless Chromium (Debian's), printed, never
 * asserted. The real server on PGlite in a temp folder (or BENCH_DATABASE_URL) with the demo seed serves the browser
 * bench page (tests/bench/browser/); xiaoche signs in, the real sync worker pulls school 101, then BENCH_BUS_TAPS (500)
 * taps of the morning route (上车 and 下车 in turn over its 13 riders) are made with no worker running (offline) and a
 * fresh worker pushes them: the time until nothing is pending, with the server's share (each tap also writes its
 * parents' message). Goal ≤ 3 s. Each run uses another day, so the taps are new trips.
 *
 *   npx tsx tests/bench/bus-sync.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { and, eq, sql } from 'drizzle-orm';
import { build } from './vite-build';
import type { SyncIdentity } from '../../sync/identity';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { busRiders, busRoutes } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seed-demo';
import { seedMenus } from '../../server/seed/seed-menus';
import { CHROMIUM_LAUNCH } from '../chromium';
import type { BenchApi } from './browser/bench';
import { benchLogin } from './bench-school';
import { benchSize } from './bench-size';

const SCHOOL = 101;
const TAPS = Number(process.env.BENCH_BUS_TAPS ?? benchSize(500, 5));
const RUNS = Math.max(1, Number(process.env.BENCH_BUS_SYNC_RUNS ?? benchSize(3, 1)));
const WEB_DIR = resolve(process.env.BENCH_WEB_DIR ?? fileURLToPath(new URL('../../.tmp/bench-web-bus', import.meta.url)));
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const dir = mkdtempSync(join(tmpdir(), 'yuanwu-bench-bus-'));
const cleanups: Array<() => Promise<unknown>> = [];
try {
  await build({ configFile: fileURLToPath(new URL('./browser/vite.config.ts', import.meta.url)), build: { outDir: WEB_DIR } });
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: dir });
  cleanups.unshift(() => database.close());
  await seedMenus(database.db);
  await seedDemo(database.db, new Date(), { attendanceDays: 0 });
  const [route] = await database.db
    .select()
    .from(busRoutes)
    .where(and(eq(busRoutes.schoolId, SCHOOL), eq(busRoutes.period, 'morning')));
  if (!route) throw new Error('no morning route in the demo');
  const riders = (await database.db.select().from(busRiders).where(eq(busRiders.routeId, route.id))).map((r) => r.studentId);

  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    config: loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR }),
  });
  cleanups.unshift(() => app.close());
  const server = { ms: 0, pushes: 0 };
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/sync/push')) return;
    server.ms += reply.elapsedTime;
    server.pushes += 1;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const login = await benchLogin(base, 'xiaoche');
  const identity: SyncIdentity = { token: login.token, userId: login.userId, schoolId: SCHOOL, schoolIds: [SCHOOL], brand: 1 };

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  cleanups.unshift(() => browser.close());
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.setDefaultTimeout(600_000);
  await page.goto(`${base}/`);
  await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
  const bench = <K extends keyof BenchApi>(name: K, ...args: Parameters<BenchApi[K]>) =>
    page.evaluate(([n, a]) => (window as unknown as { bench: Record<string, (...x: unknown[]) => unknown> }).bench[n]?.(...a), [
      name,
      args,
    ] as const) as Promise<Awaited<ReturnType<BenchApi[K]>>>;

  const first = await bench('firstSync', identity, 0);
  console.log(`\n${TAPS} offline taps of the boarding app pushed in one sync (${database.kind}; headless Chromium, real sync worker)`);
  console.log(`  first sync of xiaoche's replica: ${s(first.syncMs)} for ${first.rows.toLocaleString('en')} rows`);
  for (let run = 1; run <= RUNS; run++) {
    Object.assign(server, { ms: 0, pushes: 0 });
    const day = `2026-10-${String(run).padStart(2, '0')}`;
    const trip = { routeId: route.id, stopId: route.stops[0]?.stopId ?? '', day, riders };
    const r = await bench('offlineBusTaps', identity, trip, TAPS);
    const counted = (await database.db.execute(
      sql`SELECT (SELECT count(*)::int FROM bus_trip_events WHERE route_id = ${route.id} AND day = ${day}) AS events,
                 (SELECT count(*)::int FROM bus_trip_messages WHERE route_id = ${route.id} AND day = ${day}) AS messages`,
    )) as unknown as { rows: Array<{ events: number; messages: number }> };
    const c = counted.rows[0];
    console.log(
      `  ${run}. ${r.queued} taps queued (made in ${s(r.mutateMs)}); pending 0 after ${s(r.pushedMs)} [goal ≤ 3 s: ${r.pushedMs <= 3000 ? 'ok' : 'MISSED'}]; ` +
        `server busy ${s(server.ms)} in ${server.pushes} pushes; ${c?.events} events and ${c?.messages} parents' messages stored; ${r.rejected} rejected${r.error ? `; error: ${r.error}` : ''}`,
    );
  }
} finally {
  for (const cleanup of cleanups) await cleanup().catch((e) => console.error('cleanup:', e));
  rmSync(dir, { recursive: true, force: true });
}
