/**
 * Trajectory playback (issue 21 item 4), printed, never asserted. One 20,000-point bus-day (a fix a second):
 *
 *  1. in headless Chromium (the page tests/bench/trajectory-page builds): the real trajectory worker plays the day at
 *     ×64 on a transferred OffscreenCanvas, fitted and zoomed in, while the page counts its own animation frames and
 *     long tasks (PerformanceObserver) against its idle rate; the worker's frame times. Twice: at the display's rate
 *     (vsync), and with the frame rate limit off (Chromium's --disable-frame-rate-limit). With the limit off, the
 *     worker against a plain main-thread SVG polyline doing the same frames (the page's `compare`): following the bus
 *     from the day's start and from mid-day, fitted and 4 levels in, ×64 of a 60 Hz frame further each frame, each
 *     side's frames waited on (the worker's rasterised by a pixel read, the SVG's through paint and commit) and each
 *     side played by its own loop; rounds interleaved, medians and the lowest round;
 *  2. over HTTP: GET /api/getHistoryTrajectory (the app's route, signed, binary, the day kept in memory) against a
 *     JSON twin of it added here only (the same stored day as JSON objects, no auth at all: it has the advantage), and
 *     the JSON API one would write without the day record (the fixes' rows as objects), and the route revalidated
 *     with its ETag (304): bytes on the wire and requests per second (10 keep-alive connections, load from another
 *     process). `--profile` samples the server's thread with V8's profiler while the binary route is loaded.
 *
 *   npx tsx tests/bench/trajectory-playback.ts [--seconds 4] [--rounds 5] [--part all|browser|http] [--profile]
 *
 * Targets: worker frame ≤ 10 ms; the page keeps ≥ 90 % of its idle frame rate, no task over 50 ms, while playing;
 * ≥ 15× the SVG's frame rate; ≤ 150 KB a day on the wire and ≥ 20× the JSON twin's requests per second.
 * PostgreSQL instead of PGlite with BENCH_DATABASE_URL. Screenshots of the frames: tests/bench/trajectory-look.ts.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { Session as Inspector } from 'node:inspector/promises';
import { chromium } from '@playwright/test';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { build } from './vite-build';
import { serveFolder } from './static-page';
import { computeDatasign, DEMO_PASSWORD, decodeBusDayTrack, type Session } from '@contract';
import { canonicalQuery } from '@contract/query-payload';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { busCars, busFixes } from '../../server/db/schema';
import { chinaDayStart } from '../../server/lib/format';
import { readDayTrack } from '../../server/services/bus/positions/bus-day-track';
import { storeFixes } from '../../server/services/bus/positions/store-fixes';
import { CHROMIUM_LAUNCH } from '../chromium';
import { withBenchDatabase } from './bench-database';
import { DRIVE_START_SECONDS, driveFixes } from './bus-day-drive';
import { benchSize } from './bench-size';
import { type Load, runLoad } from './load-generator';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: String(benchSize(4, 0.3)) },
    part: { type: 'string', default: 'all' },
    rounds: { type: 'string', default: String(benchSize(5, 1)) },
    profile: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
/** The HTTP part: the fixes of the stored day, and rounds of the four loads taking turns (medians). */
const HTTP_POINTS = benchSize(20_000, 2_000);
const HTTP_ROUNDS = benchSize(3, 1);
const ROUNDS = Number(values.rounds);
const ROOT = resolve(fileURLToPath(new URL('../../.tmp/bench-trajectory', import.meta.url)));
const r1 = (x: number) => Math.round(x * 10) / 10;

interface Watch {
  fps: number;
  longest: number;
  longTasks: number;
}
interface Frames {
  frames: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
}
interface PageResult {
  points: number;
  bytes: number;
  decodeMs: number;
  loadMs: number;
  idle: Watch;
  fitted: Watch;
  fittedFrames: Frames;
  zoomed: Watch;
  zoomedFrames: Frames;
  drawLoop: { frames: number; ms: number; drawMs: number };
  flushLoop: { frames: number; ms: number; drawMs: number };
  svg: Watch;
}

async function browserPart(): Promise<void> {
  await build({ configFile: fileURLToPath(new URL('./trajectory-page/vite.config.ts', import.meta.url)) });
  const { server, port } = await serveFolder(ROOT);
  try {
    for (const uncapped of [false, true]) {
      const browser = await chromium.launch({
        ...CHROMIUM_LAUNCH,
        args: [...CHROMIUM_LAUNCH.args, ...(uncapped ? ['--disable-frame-rate-limit', '--disable-gpu-vsync'] : [])],
      });
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`http://127.0.0.1:${port}/`);
        await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
        const r = await page.evaluate(
          (seconds) => (window as unknown as { bench: (o: { seconds: number }) => Promise<PageResult> }).bench({ seconds }),
          SECONDS,
        );
        const watch = (w: Watch) => `${r1(w.fps)} fps, longest task ${Math.round(w.longest)} ms (${w.longTasks} over 50 ms)`;
        const frames = (f: Frames) =>
          `${f.frames} frames, mean ${r1(f.meanMs)} ms, p95 ${r1(f.p95Ms)} ms, max ${r1(f.maxMs)} ms (${r1((f.frames / SECONDS) * 1)} fps)`;
        console.log(
          `\nTrajectory playback in headless Chromium, ${uncapped ? 'frame rate limit OFF (each side as fast as it can)' : 'at the display rate (vsync)'}: ` +
            `a ${r.points}-point bus-day (${r1(r.bytes / 1024)} KB), ×64, ${SECONDS} s a run`,
        );
        console.log(
          `  decode ${r1(r.decodeMs)} ms; decode + transfer + worker load (projection, Douglas–Peucker, summary, stops) ${r1(r.loadMs)} ms`,
        );
        console.log(`  page idle:                     ${watch(r.idle)}`);
        console.log(
          `  page while the worker plays (fitted):  ${watch(r.fitted)} = ${Math.round((r.fitted.fps / r.idle.fps) * 100)} % of idle (target ≥ 90 %, no task > 50 ms)`,
        );
        console.log(
          `  page while the worker plays (zoomed):  ${watch(r.zoomed)} = ${Math.round((r.zoomed.fps / r.idle.fps) * 100)} % of idle`,
        );
        console.log(`  worker frames, fitted:         ${frames(r.fittedFrames)} (target ≤ 10 ms)`);
        console.log(`  worker frames, zoomed in:      ${frames(r.zoomedFrames)}`);
        const sustain = (r.drawLoop.frames / r.drawLoop.ms) * 1000;
        const rastered = (r.flushLoop.frames / r.flushLoop.ms) * 1000;
        const ms2 = (x: number) => Math.round(x * 100) / 100;
        console.log(
          `  worker frames back to back, fitted, from mid-day: ${r.drawLoop.frames} in ${Math.round(r.drawLoop.ms)} ms (${ms2(r.drawLoop.drawMs / r.drawLoop.frames)} ms each, recorded): ${Math.round(sustain)} frames/s`,
        );
        console.log(
          `  … zoomed in, each rasterised (pixel read): ${r.flushLoop.frames} in ${Math.round(r.flushLoop.ms)} ms (${ms2(r.flushLoop.drawMs / r.flushLoop.frames)} ms a frame in the worker, target ≤ 10 ms): ${Math.round(rastered)} frames/s`,
        );
        console.log(`  plain SVG polyline following the bus, main thread: ${watch(r.svg)}`);
        const workerFps = r.fittedFrames.frames / SECONDS;
        console.log(
          `  worker ÷ SVG frame rate at a glance: ${r1(workerFps / r.svg.fps)}× frames played, ${r1(rastered / r.svg.fps)}× rasterised back to back${uncapped ? ' (the measure is the same-frames rounds below)' : ' (both played at most at the display rate)'}`,
        );
        if (uncapped) await compareRounds(page);
        await page.close();
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.close();
  }
}

interface Side {
  frames: number;
  ms: number;
}
interface Round {
  scene: 'start' | 'fitted' | 'zoomed';
  worker: Side;
  svg: Side;
  workerPlayed: Side;
  svgPlayed: Side;
}
const fps = (s: Side) => (s.frames / s.ms) * 1000;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/**
 * The worker against the SVG doing the same frames (the page's `compare`): following the bus from the middle of the
 * day, fitted and 4 levels in, each frame ×64 of a 60 Hz frame further; rounds interleaved, medians.
 */
async function compareRounds(page: import('@playwright/test').Page): Promise<void> {
  const seconds = benchSize(1.5, 0.3);
  const rounds = await page.evaluate(
    (o) => (window as unknown as { compare: (o: { rounds: number; ms: number }) => Promise<Round[]> }).compare(o),
    { rounds: ROUNDS, ms: seconds * 1000 },
  );
  console.log(
    `\n  Same frames on both sides (frame rate limit off; following the bus; start: from 06:30 fitted; fitted / zoomed: from mid-day, half the day played, fitted / 4 levels in; ×64 of a 60 Hz frame per frame; ${ROUNDS} rounds of ${seconds} s a side, interleaved):`,
  );
  console.log('  round scene   | worker rasterised  SVG committed  ratio | worker played  SVG played  ratio');
  rounds.forEach((r, i) => {
    console.log(
      `  ${String(Math.floor(i / 3) + 1).padStart(5)} ${r.scene.padEnd(7)} | ${fps(r.worker).toFixed(0).padStart(11)} fps ${fps(r.svg).toFixed(1).padStart(9)} fps ${(fps(r.worker) / fps(r.svg)).toFixed(1).padStart(6)}× | ${fps(r.workerPlayed).toFixed(0).padStart(9)} fps ${fps(r.svgPlayed).toFixed(1).padStart(7)} fps ${(fps(r.workerPlayed) / fps(r.svgPlayed)).toFixed(1).padStart(5)}×`,
    );
  });
  for (const scene of ['start', 'fitted', 'zoomed'] as const) {
    const of = rounds.filter((r) => r.scene === scene);
    const ratios = of.map((r) => fps(r.worker) / fps(r.svg));
    const played = of.map((r) => fps(r.workerPlayed) / fps(r.svgPlayed));
    console.log(
      `  ${scene}: worker ${median(of.map((r) => fps(r.worker))).toFixed(0)} fps rasterised (${(1000 / median(of.map((r) => fps(r.worker)))).toFixed(2)} ms a frame), SVG ${median(of.map((r) => fps(r.svg))).toFixed(1)} fps: ` +
        `median ${median(ratios).toFixed(1)}× (lowest ${Math.min(...ratios).toFixed(1)}×, target ≥ 15×); played by each side's own loop ${median(played).toFixed(1)}× (lowest ${Math.min(...played).toFixed(1)}×)`,
    );
  }
}

function load(url: string, headers: Record<string, string>, expect = 200): Promise<Load> {
  const spec = { url, method: 'GET', headers, connections: 10, durationMs: SECONDS * 1000, warmupMs: benchSize(1000, 100), expect };
  return runLoad(spec);
}

async function httpPart(): Promise<void> {
  await withBenchDatabase('trajectory', async ({ database, db, dir }) => {
    const schoolId = 101;
    const [car] = await db
      .select({ id: busCars.id })
      .from(busCars)
      .where(and(eq(busCars.schoolId, schoolId), eq(busCars.gpsDeviceId, '013800000001')));
    if (!car) throw new Error('no demo car');
    const day = '2026-11-20';
    const start = chinaDayStart(day).getTime() + DRIVE_START_SECONDS * 1000;
    const fixes = driveFixes({ carId: car.id, schoolId, startMs: start, count: HTTP_POINTS });
    for (let i = 0; i < fixes.length; i += 2000) await storeFixes(db, fixes.slice(i, i + 2000));
    await readDayTrack(db, car.id, day);

    const config = loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: dir });
    const app = await buildApp({ db, listen: database.listen, config });
    // The JSON twin (bench only): the same stored day, as the objects a JSON API would send; no session check.
    app.get<{ Querystring: { carId: string; day: string } }>('/bench/trajectory.json', async (req) => {
      const track = decodeBusDayTrack(await readDayTrack(db, req.query.carId, req.query.day));
      const points = new Array(track.time.length);
      for (let i = 0; i < track.time.length; i++)
        points[i] = {
          time: new Date(track.dayStartMs + (track.time[i] as number) * 1000).toISOString(),
          lat: (track.lat[i] as number) / 1e6,
          lng: (track.lng[i] as number) / 1e6,
          speed: (track.speed[i] as number) / 10,
          direction: track.direction[i],
        };
      return points;
    });
    // The JSON API one would write without the day record: the day's fixes read as rows, sent as objects.
    app.get<{ Querystring: { carId: string; day: string } }>('/bench/trajectory-fixes.json', async (req) => {
      const from = chinaDayStart(req.query.day);
      const rows = await db
        .select({ time: busFixes.deviceTime, lat: busFixes.lat, lng: busFixes.lng, speed: busFixes.speed, direction: busFixes.direction })
        .from(busFixes)
        .where(
          and(
            eq(busFixes.carId, req.query.carId),
            gte(busFixes.deviceTime, from),
            lt(busFixes.deviceTime, new Date(from.getTime() + 86_400_000)),
          ),
        )
        .orderBy(asc(busFixes.deviceTime));
      return rows.map((f) => ({
        time: f.time.toISOString(),
        lat: f.lat / 1e6,
        lng: f.lng / 1e6,
        speed: f.speed / 10,
        direction: f.direction,
      }));
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const login = await fetch(`${base}/park/login/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ loginName: 'yuanzhang', password: createHash('md5').update(DEMO_PASSWORD).digest('hex') }).toString(),
      });
      const session = ((await login.json()) as { data: Session }).data;
      const params = { schoolId, carId: car.id, day };
      const headers = {
        token: session.token,
        theme: '1',
        'accept-encoding': 'gzip, deflate, br',
        datasign: computeDatasign({ token: session.token, userId: session.userId, schoolId, payload: canonicalQuery(params) }),
      };
      const binUrl = `${base}/api/getHistoryTrajectory?${new URLSearchParams(params as never).toString()}`;
      const jsonUrl = `${base}/bench/trajectory.json?carId=${car.id}&day=${day}`;
      const fixesUrl = `${base}/bench/trajectory-fixes.json?carId=${car.id}&day=${day}`;
      const bin = await fetch(binUrl, { headers });
      const binBody = new Uint8Array(await bin.arrayBuffer());
      const binBytes = binBody.byteLength;
      const json = await fetch(jsonUrl, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const jsonText = await json.text();
      if (bin.status !== 200 || json.status !== 200) throw new Error(`bench routes answered ${bin.status} / ${json.status}`);
      const kb = (b: number) => `${r1(b / 1024)} KB`;
      console.log(`\nA bus-day over HTTP (${decodeBusDayTrack(binBody).time.length} points, ${database.kind})`);
      console.log(
        `  on the wire: binary ${kb(binBytes)} (${bin.headers.get('content-type')}${bin.headers.get('content-encoding') ? `, ${bin.headers.get('content-encoding')}` : ''}, target ≤ 150 KB); JSON ${kb(Buffer.byteLength(jsonText))} (${r1(Buffer.byteLength(jsonText) / binBytes)}×; gzipped it would be ${kb(gzipSync(jsonText).length)})`,
      );
      const etag = bin.headers.get('etag') ?? '';
      const again = await fetch(binUrl, { headers: { ...headers, 'if-none-match': etag } });
      console.log(
        `  a closed day: ETag ${etag}, cache-control ${bin.headers.get('cache-control')}; asked again with it: ${again.status}, ${(await again.arrayBuffer()).byteLength} bytes`,
      );
      const runs: { bin: Load[]; json: Load[]; fixes: Load[]; revalidated: Load[] } = { bin: [], json: [], fixes: [], revalidated: [] };
      for (let round = 0; round < HTTP_ROUNDS; round++) {
        runs.bin.push(await load(binUrl, headers));
        runs.json.push(await load(jsonUrl, {}));
        runs.fixes.push(await load(fixesUrl, {}));
        runs.revalidated.push(await load(binUrl, { ...headers, 'if-none-match': etag }, 304));
      }
      const median = (xs: Load[]) => [...xs].sort((a, b) => a.rps - b.rps)[Math.floor(xs.length / 2)] as Load;
      const b = median(runs.bin);
      const j = median(runs.json);
      const f = median(runs.fixes);
      const line = (label: string, r: Load) =>
        `  ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms${r.failed ? `  ${r.failed} FAILED` : ''}`;
      console.log(line('getHistoryTrajectory (binary, signed)', b));
      console.log(line('JSON twin of the day record (no auth)', j));
      console.log(line('JSON from the fixes' + "' rows (no auth)", f));
      console.log(line('getHistoryTrajectory revalidated (304)', median(runs.revalidated)));
      console.log(
        `  binary ÷ JSON: ${r1(b.rps / j.rps)}× the day record as JSON, ${r1(b.rps / f.rps)}× the rows as JSON (target ≥ 20×); ${HTTP_ROUNDS} rounds taking turns, medians`,
      );
      if (values.profile) await profileRoute(binUrl, headers);
    } finally {
      await app.close();
    }
  });
}

/**
 * Where a cached request's time goes: this process (the server) sampled by the V8 profiler while the load generator
 * sends the binary route, self time summed by function and by where it lives (a package, the app's code, Node's).
 */
async function profileRoute(url: string, headers: Record<string, string>): Promise<void> {
  const inspector = new Inspector();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
  await inspector.post('Profiler.start');
  const t0 = performance.now();
  const r = await load(url, headers);
  const { profile } = await inspector.post('Profiler.stop');
  const wallMs = performance.now() - t0;
  inspector.disconnect();
  const self = new Map<string, number>();
  const where = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  let idle = 0;
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    const dt = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
    total += dt;
    if (!node) return;
    const { functionName, url: file, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idle += dt;
      return;
    }
    const place = file.includes('node_modules/')
      ? (file.split('node_modules/').pop() ?? '')
          .split('/')
          .slice(0, file.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : file.startsWith('node:')
        ? 'node:internal'
        : file
          ? file.replace(/^.*\/(server|contract|tests)\//, '$1/')
          : functionName;
    self.set(
      `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`,
      (self.get(`${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`) ?? 0) + dt,
    );
    where.set(place, (where.get(place) ?? 0) + dt);
  });
  const busy = total - idle;
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `    ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${k}`);
  console.log(
    `\n  Profile of the server while getHistoryTrajectory is loaded (${r.rps.toFixed(0)} req/s over ${(wallMs / 1000).toFixed(1)} s): ` +
      `busy ${((busy / total) * 100).toFixed(0)} % of the sampled time, ≈ ${((busy / total) * (1000 / r.rps)).toFixed(2)} ms of the server's thread a request`,
  );
  console.log('  by where the code lives (self time, % of busy):');
  for (const l of top(where, 12)) console.log(l);
  console.log('  by function:');
  for (const l of top(self, 18)) console.log(l);
}

async function main(): Promise<void> {
  if (values.part !== 'http') await browserPart();
  if (values.part !== 'browser') await httpPart();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
