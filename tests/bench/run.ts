/**
 * `npm run bench`: figures for the foundation's hot paths, printed, never asserted.
 * Runs the real app through `inject` on an in-memory PGlite (or PostgreSQL with BENCH_DATABASE_URL).
 */
import { createHash } from 'node:crypto';
import { canonicalQuery, computeDatasign, DEMO_PASSWORD, type QueryValue, type Session } from '@contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/seed/seed-demo';
import { seedMenus } from '../../server/seed/seed-menus';
import { benchSize } from './bench-size';

const ms = (n: number) => `${n.toFixed(2)} ms`;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, performance.now() - t0];
}

async function series(label: string, n: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) times.push((await timed(fn))[1]);
  const total = performance.now() - t0;
  console.log(
    `${label.padEnd(34)} n=${n}  ${(n / (total / 1000)).toFixed(0).padStart(6)} req/s  p50 ${ms(quantile(times, 0.5))}  p99 ${ms(quantile(times, 0.99))}`,
  );
}

const url = process.env.BENCH_DATABASE_URL;
const [database, openMs] = await timed(() => openDatabase(url ? { databaseUrl: url } : { dataDir: 'memory://' }));
console.log(`database ${database.kind}: open + migrate ${ms(openMs)}`);
const [, seedMs] = await timed(async () => {
  await seedMenus(database.db);
  await seedDemo(database.db);
});
console.log(`demo seed (6 schools, ~1,200 children): ${ms(seedMs)}`);

const app = await buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: '/nonexistent' }) });
const password = createHash('md5').update(DEMO_PASSWORD).digest('hex');
const login = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/park/login/auth',
      payload: new URLSearchParams({ loginName: 'yuanzhang', password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  ).json().data as Session;

await series('login (argon2id verify)', benchSize(15, 1), login);
const s = await login();
const get = (path: string, query: Record<string, QueryValue>) => {
  const payload = canonicalQuery(query);
  const datasign = computeDatasign({ schoolId: s.schoolInfo.schoolId, userId: s.userId, token: s.token, payload });
  return app.inject({ method: 'GET', url: `${path}?${payload}`, headers: { token: s.token, datasign } });
};
await series('GET getUserInfo (signed)', benchSize(400, 3), () => get('/park/login/getUserInfo', { schoolId: 101 }));
await series('GET menu (tree, 150 entries)', benchSize(400, 3), () => get('/park/login/menu', { schoolId: 101 }));

const body = JSON.stringify({ schoolId: 101, list: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `第${i}项` })) });
const n = benchSize(20_000, 10);
const [, signMs] = await timed(async () => {
  for (let i = 0; i < n; i++) computeDatasign({ schoolId: 101, userId: 1, token: s.token, payload: body });
});
console.log(
  `datasign of a ${body.length}-byte body: ${(n / (signMs / 1000)).toFixed(0)} per second (${((signMs * 1000) / n).toFixed(1)} µs each)`,
);
console.log(
  `server heap after run: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
);

await app.close();
await database.close();
