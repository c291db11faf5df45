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
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { busRiders, busRoutes } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seed-demo';
import { benchIdentity, listenLocal, openBrowserBench, withDemoBench } from './browser-bench';
import { benchSize } from './bench-size';

const SCHOOL = 101;
const TAPS = Number(process.env.BENCH_BUS_TAPS ?? benchSize(500, 5));
const RUNS = Math.max(1, Number(process.env.BENCH_BUS_SYNC_RUNS ?? benchSize(3, 1)));
const WEB_DIR = resolve(process.env.BENCH_WEB_DIR ?? fileURLToPath(new URL('../../.tmp/bench-web-bus', import.meta.url)));
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

await withDemoBench('bus', WEB_DIR, async ({ database, startApp, launchBrowser }) => {
  await seedDemo(database.db, new Date(), { attendanceDays: 0 });
  const [route] = await database.db
    .select()
    .from(busRoutes)
    .where(and(eq(busRoutes.schoolId, SCHOOL), eq(busRoutes.period, 'morning')));
  if (!route) throw new Error('no morning route in the demo');
  const riders = (await database.db.select().from(busRiders).where(eq(busRiders.routeId, route.id))).map((r) => r.studentId);

  const app = await startApp();
  const server = { ms: 0, pushes: 0 };
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/sync/push')) return;
    server.ms += reply.elapsedTime;
    server.pushes += 1;
  });
  const base = await listenLocal(app);
  const identity = await benchIdentity(base, 'xiaoche', SCHOOL);

  const browser = await launchBrowser();
  const { bench } = await openBrowserBench(browser, base, 600_000);

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
});
