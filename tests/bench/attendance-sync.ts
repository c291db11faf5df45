/**
 * A teacher's first sync of the demo kindergarten with a school year of attendance (issue 19 item 7), in headless
 * Chromium (Debian's), printed, never asserted. The real server on PGlite in a temp folder (or BENCH_DATABASE_URL)
 * seeds the demo with YUANWU_DEMO_ATTENDANCE_DAYS' default (a year before today; about 60,000 events, those of the
 * sync window replicate) and serves the browser bench page (tests/bench/browser/); jiaoshi signs in and the real
 * sync worker pulls school 101 into an empty replica, BENCH_ATTENDANCE_SYNC_RUNS times (3). Printed: the time to
 * the first complete pull, the rows, the server's share, the main thread's longest task, and a raw Dexie bulkPut
 * of the same rows on the page for scale. BENCH_WORKER_PROFILE=1 prints the sync worker's functions by self time.
 *
 *   npx tsx tests/bench/attendance-sync.ts
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { DEMO_ATTENDANCE_DAYS } from '../../server/seed/demo-attendance';
import { seedDemo } from '../../server/seed/seed-demo';
import { benchIdentity, listenLocal, openBrowserBench, withDemoBench } from './browser-bench';
import { profileWorkers } from './worker-profile';
import { benchSize } from './bench-size';

const SCHOOL = 101;
const RUNS = Math.max(1, Number(process.env.BENCH_ATTENDANCE_SYNC_RUNS ?? benchSize(3, 1)));
const DAYS = Number(process.env.YUANWU_DEMO_ATTENDANCE_DAYS ?? benchSize(DEMO_ATTENDANCE_DAYS, 7));
const WEB_DIR = resolve(process.env.BENCH_WEB_DIR ?? fileURLToPath(new URL('../../.tmp/bench-web-attendance', import.meta.url)));
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

await withDemoBench('attendance', WEB_DIR, async ({ database, startApp, launchBrowser }) => {
  const t0 = performance.now();
  await seedDemo(database.db, new Date(), { attendanceDays: DAYS });
  const seedMs = performance.now() - t0;
  await database.maintain();
  const counted = (await database.db.execute(
    sql`SELECT count(*)::int AS n, count(DISTINCT day)::int AS days, min(day)::text AS first FROM attendance_events WHERE school_id = ${SCHOOL}`,
  )) as unknown as { rows: Array<{ n: number; days: number; first: string }> };
  const seeded = counted.rows[0];
  console.log(
    `\nfirst sync of the demo kindergarten with ${DAYS} days of attendance (${database.kind}; headless Chromium, real sync worker)`,
  );
  console.log(
    `  seed: ${seeded?.n.toLocaleString('en')} attendance events on ${seeded?.days} school days from ${seeded?.first} (demo seed ${s(seedMs)})`,
  );

  const app = await startApp();
  const server = { ms: 0, pulls: 0, bytes: 0 };
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url.startsWith('/sync/pull') && (typeof payload === 'string' || Buffer.isBuffer(payload)))
      server.bytes += Buffer.byteLength(payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/sync/pull')) return;
    server.ms += reply.elapsedTime;
    server.pulls += 1;
  });
  const base = await listenLocal(app);
  const identity = await benchIdentity(base, 'jiaoshi', SCHOOL);

  const browser = await launchBrowser();
  const { page, bench } = await openBrowserBench(browser, base, 600_000);

  for (let run = 1; run <= RUNS; run++) {
    if (run > 1) await bench('resetReplica');
    Object.assign(server, { ms: 0, pulls: 0, bytes: 0 });
    const stopProfile = process.env.BENCH_WORKER_PROFILE ? await profileWorkers(page) : null;
    const first = await bench('firstSync', identity, 0);
    const profile = stopProfile ? await stopProfile() : [];
    const events = { n: await bench('countRows', 'attendanceEvents', SCHOOL), days: await bench('countRows', 'attendanceDays') };
    const raw = await bench('rawBaseline', identity);
    console.log(
      `  ${run}. first sync: ${s(first.syncMs)} for ${first.rows.toLocaleString('en')} rows (${events.n.toLocaleString('en')} attendance events, ${events.days} day summaries)` +
        `${first.error ? `; error: ${first.error}` : ''}; server busy ${s(server.ms)} in ${server.pulls} pulls (${(server.bytes / 1e6).toFixed(1)} MB sent)`,
    );
    console.log(
      `     longest main-thread task ${first.longestTaskMs.toFixed(0)} ms (${first.tasksOver50} over 50 ms); a raw Dexie bulkPut of the same rows: ${s(raw.rawMs)} (in a worker ${s(raw.rawWorkerMs)})`,
    );
    for (const line of profile) console.log(`     ${line}`);
  }
});
