/**
 * `npm run bench`, signed requests: the app's signed `getUserInfo` and a 50-row notice page over real HTTP, beside
 * a bare Fastify server (tests/bench/bare-server.ts) reading copies of the same tables with the same driver: a
 * primary-key read and a 50-row page. On PostgreSQL (BENCH_DATABASE_URL, else the local server, in a database made
 * and dropped here) and on PGlite. The app is measured with its access cache (as it runs) and without it (every
 * request reads the session and the user's rights, as before the cache). Load comes from another process.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { computeDatasign, DEMO_PASSWORD, type Session } from '@contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { notifications, users } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seed-demo';
import { seedMenus } from '../../server/seed/seed-menus';
import { bareServer, copyBareTables, type RunQuery } from './bare-server';
import { benchSize } from './bench-size';
import { type Load, runLoad } from './load-generator';

const CONNECTIONS = 10;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? benchSize(3000, 200));
const ROUNDS = benchSize(3, 1);
const WARMUP_MS = benchSize(1000, 100);
const SCHOOL = 101;
const PAGE = 50;
/** Ports of the servers this bench starts (the bench's own range). */
let nextPort = 4611;

function load(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Load> {
  const spec = {
    url,
    method: init.method ?? 'GET',
    headers: init.headers ?? {},
    body: init.body,
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    warmupMs: WARMUP_MS,
  };
  return runLoad(spec);
}

const line = (label: string, r: Load, base?: Load, target?: number) =>
  console.log(
    `${label.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms` +
      (base ? `  ${(r.rps / base.rps).toFixed(2)}× bare${target ? ` (target ≥ ${target}×)` : ''}` : '') +
      (r.failed ? `  ${r.failed} FAILED` : ''),
  );

async function listenOn(app: FastifyInstance, port: number): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function signIn(base: string): Promise<Session> {
  const res = await fetch(`${base}/park/login/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName: 'yuanzhang', password: createHash('md5').update(DEMO_PASSWORD).digest('hex') }).toString(),
  });
  const body = (await res.json()) as { code: number; data: Session };
  if (body.code !== 200) throw new Error('bench sign-in failed');
  return body.data;
}

/** At least PAGE notices for the principal in the kindergarten, so a page is full. */
async function fillNotices(database: Database, userId: number): Promise<void> {
  const mine = and(eq(notifications.userId, userId), eq(notifications.schoolId, SCHOOL));
  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(notifications).where(mine);
  const missing = Math.max(0, PAGE * 2 - n);
  if (missing === 0) return;
  await database.db.insert(notifications).values(
    Array.from({ length: missing }, (_, i) => ({
      schoolId: SCHOOL,
      userId,
      senderName: '系统通知',
      title: `压测通知 ${i + 1}`,
      content: '九月一日开学，请准时到园。',
      status: i % 3 === 0 ? 0 : 1,
    })),
  );
}

/** The app's two calls against the bare server's two, on one database. */
async function measure(database: Database, query: RunQuery): Promise<void> {
  await seedMenus(database.db);
  await seedDemo(database.db);
  const [principal] = await database.db.select().from(users).where(eq(users.loginName, 'yuanzhang'));
  if (!principal) throw new Error('no principal in the demo seed');
  await fillNotices(database, principal.id);
  await database.maintain();
  await copyBareTables(query);

  const config = loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: '/nonexistent' });
  console.log(
    `\nsigned requests on ${database.kind} (${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s a run, ` +
      `${ROUNDS} rounds taking turns, medians; load from another process)`,
  );

  // All servers up at once and measured in turns, so a busy moment of the shared machine falls on each alike.
  const bare = await bareServer(query);
  const bareBase = await listenOn(bare, nextPort++);
  const apps = await Promise.all(
    [true, false].map(async (cached) => {
      const app = await buildApp({ db: database.db, listen: cached ? database.listen : undefined, config });
      const base = await listenOn(app, nextPort++);
      const session = await signIn(base);
      const as = { token: session.token, userId: session.userId, schoolId: session.schoolInfo.schoolId };
      const signed = (payload: string) => ({ token: as.token, theme: '1', datasign: computeDatasign({ ...as, payload }) });
      const body = JSON.stringify({ user_id: as.userId, schoolId: SCHOOL, Pages: 1, pageSize: PAGE });
      const type = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
      return {
        app,
        info: () => load(`${base}/park/login/getUserInfo`, { headers: signed('') }),
        page: () => load(`${base}/park/notice/page`, { method: 'POST', headers: { ...signed(body), ...type }, body }),
      };
    }),
  );
  const [cached, uncached] = apps as [(typeof apps)[0], (typeof apps)[0]];
  const runs: Record<string, Load[]> = {};
  const run = async (name: string, f: () => Promise<Load>) => {
    runs[name] = [...(runs[name] ?? []), await f()];
  };
  for (let round = 0; round < ROUNDS; round++) {
    await run('bareRead', () => load(`${bareBase}/user/${principal.id}`));
    await run('info', cached.info);
    await run('infoUncached', uncached.info);
    await run('barePage', () => load(`${bareBase}/notices?userId=${principal.id}&schoolId=${SCHOOL}`));
    await run('page', cached.page);
    await run('pageUncached', uncached.page);
  }
  await Promise.all([bare.close(), ...apps.map((a) => a.app.close())]);

  const pg = database.kind === 'postgres';
  const m = (name: string) => median(runs[name] ?? []);
  line('bare: primary-key read', m('bareRead'));
  line('app: getUserInfo (access cache)', m('info'), m('bareRead'), pg ? 0.5 : 0.25);
  line('app: getUserInfo (no cache)', m('infoUncached'), m('bareRead'));
  line('bare: 50-row page', m('barePage'));
  line('app: notice page, 50 rows (access cache)', m('page'), m('barePage'), pg ? 0.8 : 0.5);
  line('app: notice page, 50 rows (no cache)', m('pageUncached'), m('barePage'));
}

/** The run with the median rate (its latencies with it). */
function median(runs: Load[]): Load {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const mid = sorted[Math.floor(sorted.length / 2)];
  if (!mid) throw new Error('no runs');
  return { ...mid, failed: runs.reduce((n, r) => n + r.failed, 0) };
}

async function onPostgres(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `yuanwu_bench_signed_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`\nsigned requests on postgres: skipped (no server at ${adminUrl})`);
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  try {
    await measure(database, (text, params) => pool.query(text, params));
  } finally {
    await pool.end();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

async function onPglite(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: { query: RunQuery } }).$client;
  try {
    await measure(database, (text, params) => client.query(text, params));
  } finally {
    await database.close();
  }
}

console.log(`machine: ${execFileSync('nproc').toString().trim()} cores`);
await onPostgres();
await onPglite();
