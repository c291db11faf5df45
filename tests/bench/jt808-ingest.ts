/**
 * Bus position ingestion (issue 21), printed, never asserted:
 *
 *  1. JT/T 808: 1,000 fixes a second from 50 terminals (each registered and authenticated, 20 reports a second)
 *     for 60 s against the real listener on a fresh database; fixes sent, acknowledged, stored and lost (sent and not
 *     stored: must be 0), the p50/p95/p99 of a report's answer (send → 0x8001), the server's CPU (the database is
 *     in the same process; the terminals run in a child process);
 *     With `--alerts on` (the default, as main.ts runs it) the alert engine judges every stored fix (off the answers):
 *     how many cars' states reached their last fix and how long after the last answer; `--alerts off` for the
 *     listener alone.
 *  2. one bus-day of 20,000 fixes: its binary track (getHistoryTrajectory's body) against the same day as JSON
 *     objects, and the time to rebuild it from the fixes and to read it stored.
 *
 *   npx tsx tests/bench/jt808-ingest.ts [--seconds 60] [--rate 1000] [--connections 50] [--alerts on|off]
 *
 * PostgreSQL instead of PGlite with BENCH_DATABASE_URL.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { chinaDayStart } from '../../server/lib/format';
import { busAlertStates, busCars, busFixes } from '../../server/db/schema';
import { startJt808Server } from '../../server/jt808/jt808-server';
import { TerminalClient } from '../../server/jt808/terminal-client';
import { BusAlertEngine } from '../../server/services/bus/alerts/alert-engine';
import { readDayTrack } from '../../server/services/bus/positions/bus-day-track';
import type { Fix } from '../../server/services/bus/positions/fixes';
import { storeFixes } from '../../server/services/bus/positions/store-fixes';
import { decodeBusDayTrack, uuidv7 } from '@contract';
import { withBenchDatabase } from './bench-database';
import { DRIVE_START_SECONDS, driveFixes } from './bus-day-drive';
import { benchSize } from './bench-size';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: String(benchSize(60, 2)) },
    rate: { type: 'string', default: String(benchSize(1000, 20)) },
    connections: { type: 'string', default: String(benchSize(50, 2)) },
    alerts: { type: 'string', default: 'on' },
    client: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const CONNECTIONS = Number(values.connections);
const phoneOf = (i: number) => `0139${String(i).padStart(8, '0')}`;
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;

/** The terminals (child process): `--client <port>`; prints one JSON line with what was sent and answered. */
async function terminals(port: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => TerminalClient.connect('127.0.0.1', port, phoneOf(i))));
  await Promise.all(clients.map((c) => c.signIn()));
  const perClient = RATE / CONNECTIONS;
  const total = Math.round(perClient * SECONDS);
  // Device times a second apart, ending now: each fix is new, none ahead of the server's clock.
  const firstTime = Math.floor(Date.now() / 1000) * 1000 - (total + 5) * 1000;
  const latencies: number[] = [];
  let sent = 0;
  let acked = 0;
  let refused = 0;
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (c, ci) => {
      const pending: Promise<void>[] = [];
      for (let i = 0; i < total; i++) {
        // Spread evenly over the run, the connections offset from each other.
        const due = t0 + ((i + ci / CONNECTIONS) * 1000) / perClient;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const sentAt = performance.now();
        sent++;
        pending.push(
          c
            .report({
              alarm: 0,
              status: 3,
              lat: 22_545_231 + i * 90 + ci,
              lng: 114_027_153 + i * 70,
              altitude: 10,
              speed: 300 + (i % 200),
              direction: i % 360,
              time: new Date(firstTime + i * 1000),
            })
            .then(
              (a) => {
                latencies.push(performance.now() - sentAt);
                if (a.result === 0) acked++;
                else refused++;
              },
              () => {
                refused++;
              },
            ),
        );
      }
      await Promise.all(pending);
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  for (const c of clients) c.close();
  process.send?.({ sent, acked, refused, wall, p50: q(latencies, 0.5), p95: q(latencies, 0.95), p99: q(latencies, 0.99) });
}

async function main(): Promise<void> {
  await withBenchDatabase('jt808', async ({ db }) => {
    const schoolId = 101;
    const carIds = Array.from({ length: CONNECTIONS }, () => uuidv7());
    await db.insert(busCars).values(
      carIds.map((id, i) => ({
        id,
        schoolId,
        plate: `粤B${String(i).padStart(5, '0')}D`,
        model: '宇通',
        seats: 19,
        gpsDeviceId: phoneOf(i),
      })),
    );
    const clock = { now: () => new Date() };
    const alerts = values.alerts === 'off' ? null : new BusAlertEngine(db, clock, (e) => console.error(e));
    const server = await startJt808Server({
      db,
      clock,
      host: '127.0.0.1',
      port: 0,
      busTrackDays: 90,
      ...(alerts ? { onStored: (fixes: Fix[]) => alerts.judge(fixes) } : {}),
    });
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const child = fork(fileURLToPath(import.meta.url), [
      '--client',
      String(server.port),
      '--seconds',
      String(SECONDS),
      '--rate',
      String(RATE),
      '--connections',
      String(CONNECTIONS),
    ]);
    const result = await new Promise<{ sent: number; acked: number; refused: number; wall: number; p50: number; p95: number; p99: number }>(
      (resolve, reject) => {
        child.once('message', (m) => resolve(m as never));
        child.once('exit', (code) => code && reject(new Error(`terminals exited ${code}`)));
      },
    );
    const answered = performance.now();
    await server.close();
    await alerts?.drain();
    const judgedAfter = performance.now() - answered;
    const cpu = process.cpuUsage(cpu0);
    const wall = (performance.now() - t0) / 1000;
    const [stored] = await db.select({ n: count() }).from(busFixes).where(inArray(busFixes.carId, carIds));
    const n = stored?.n ?? 0;
    const ms = (x: number) => Math.round(x * 10) / 10;
    console.log(
      `JT/T 808 ingestion: ${CONNECTIONS} terminals, ${RATE} fixes/s for ${SECONDS} s (${Math.round(result.sent / result.wall)} fixes/s achieved)`,
    );
    console.log(`  sent ${result.sent}, acked ${result.acked}, refused ${result.refused}, stored ${n}, lost ${result.sent - n}`);
    console.log(`  answer latency p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms, p99 ${ms(result.p99)} ms`);
    if (alerts) {
      const [upToDate] = await db
        .select({ n: count() })
        .from(busAlertStates)
        .where(
          and(
            inArray(busAlertStates.carId, carIds),
            sql`${busAlertStates.lastFixAt} = (select max(f.device_time) from bus_fixes f where f.car_id = ${busAlertStates.carId})`,
          ),
        );
      console.log(
        `  alerts: ${upToDate?.n ?? 0} of ${CONNECTIONS} cars judged up to their last fix, ${Math.round(judgedAfter)} ms after the last answer`,
      );
    } else console.log('  alerts: off');
    console.log(
      `  server CPU ${ms((cpu.user + cpu.system) / 1000 / wall / 10)} % of a core over ${ms(wall)} s (user ${ms(cpu.user / 1e6)} s, system ${ms(cpu.system / 1e6)} s)`,
    );

    // 2. A bus-day of 20,000 fixes, a second apart from 06:30 (China time), driving and stopping.
    const carId = carIds[0] ?? '';
    const day = '2026-11-20';
    const start = chinaDayStart(day).getTime() + DRIVE_START_SECONDS * 1000;
    const fixes = driveFixes({ carId, schoolId, startMs: start, count: 20_000 });
    for (let i = 0; i < fixes.length; i += 2000) await storeFixes(db, fixes.slice(i, i + 2000));
    const r0 = performance.now();
    const track = await readDayTrack(db, carId, day);
    const rebuild = performance.now() - r0;
    const r1 = performance.now();
    for (let i = 0; i < 10; i++) await readDayTrack(db, carId, day);
    const read = (performance.now() - r1) / 10;
    const json = JSON.stringify(
      fixes.map((f) => ({ time: f.time.toISOString(), lat: f.lat / 1e6, lng: f.lng / 1e6, speed: f.speed / 10, direction: f.direction })),
    );
    const kb = (b: number) => Math.round(b / 102.4) / 10;
    const check = await db
      .select({ n: count() })
      .from(busFixes)
      .where(
        and(eq(busFixes.carId, carId), gte(busFixes.deviceTime, new Date(start)), lt(busFixes.deviceTime, new Date(start + 86_400_000))),
      );
    console.log(
      `A bus-day of ${check[0]?.n} fixes: binary ${kb(track.length)} KB, JSON ${kb(json.length)} KB (${ms(json.length / track.length)}×)`,
    );
    // A live day: one more fix at its end, then the read appends it (no rebuild).
    const last = fixes[fixes.length - 1];
    if (last) await storeFixes(db, [{ ...last, time: new Date(last.time.getTime() + 1000) }]);
    const r2 = performance.now();
    const grown = await readDayTrack(db, carId, day);
    const append = performance.now() - r2;
    console.log(
      `  rebuilt from the fixes in ${Math.round(rebuild)} ms, read stored in ${ms(read)} ms, one more fix appended and read in ${ms(append)} ms (${decodeBusDayTrack(grown).time.length} points)`,
    );
  });
}

if (values.client) await terminals(Number(values.client));
else await main();
