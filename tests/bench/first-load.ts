/**
 * `npm run bench`, first load (issue 18): what `/login` and `/HOME` cost a browser on a cold cache, beside the hello
 * page (tests/bench/hello: the smallest page of the same stack) built and served the same way in the same run:
 * both built by Vite, compressed by scripts/compress-static.mjs, and served by the app's own static plugin
 * (server/plugins/web.ts). Printed, never asserted.
 *
 *  1. bytes on the wire (headers included, counted by a relay in front of each server: tests/bench/byte-relay.ts) for
 *     a cold `/login`, then for signing in and landing on `/HOME` until the wire is quiet (the sync worker's script
 *     and first sync included), with the service worker blocked; its precache is counted apart: it downloads in the
 *     background and makes the app open offline;
 *  2. Lighthouse performance scores, mobile and desktop, median of BENCH_LIGHTHOUSE_RUNS (3).
 *
 * BENCH_APP_WEB=<folder> measures an existing build (e.g. dist/web) instead of building the app here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Request } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from './vite-build';
import { DEMO_PASSWORD } from '@contract';
import { compressStatic } from '../../scripts/compress-static.mjs';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { API_PREFIXES, webPlugin } from '../../server/plugins/web';
import { seedDemo } from '../../server/seed/seed-demo';
import { seedMenus } from '../../server/seed/seed-menus';
import { CHROMIUM_LAUNCH } from '../chromium';
import { startByteRelay } from './byte-relay';
import { benchSize, SMOKE } from './bench-size';
import { ensureCurrentBuild } from './built-server';

/** BENCH_VERBOSE=1 lists every request with its bytes. */
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? benchSize(3, 1)));
/** The build measured: BENCH_APP_WEB, or in the smoke run the app's own (dist/web, built if stale), or one made here. */
const GIVEN_WEB = process.env.BENCH_APP_WEB ?? (SMOKE ? 'dist/web' : undefined);
const APP_WEB = GIVEN_WEB ? resolve(GIVEN_WEB) : fileURLToPath(new URL('../../.tmp/bench-app-web', import.meta.url));
const HELLO_WEB = fileURLToPath(new URL('../../.tmp/bench-hello', import.meta.url));
/** The targets: bytes as a multiple of the hello page's, scores as points below it. */
const TARGETS = { login: 1.3, loginHome: 1.8, mobile: -8, desktop: -3 };

const kb = (n: number) => `${(n / 1024).toFixed(0).padStart(5)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

interface Bytes {
  page: number;
  /** Of `page`, the answers of the API and the sync (the school's data, not code). */
  data: number;
  requests: number;
  serviceWorker: number;
  swRequests: number;
}

/** Counts what a browser context downloads: the pages' requests, and the service worker's apart. */
function countBytes(context: BrowserContext) {
  const pending: Array<Promise<void>> = [];
  const bytes: Bytes = { page: 0, data: 0, requests: 0, serviceWorker: 0, swRequests: 0 };
  const onDone = (request: Request) => {
    pending.push(
      request.sizes().then(
        (s) => {
          const n = s.responseHeadersSize + s.responseBodySize;
          if (VERBOSE) console.log(`  ${String(n).padStart(7)} ${request.serviceWorker() ? 'sw ' : ''}${request.url().slice(0, 100)}`);
          if (request.serviceWorker()) {
            bytes.serviceWorker += n;
            bytes.swRequests += 1;
          } else {
            bytes.page += n;
            if (API_PREFIXES.some((p) => new URL(request.url()).pathname.startsWith(p))) bytes.data += n;
            bytes.requests += 1;
          }
        },
        () => undefined,
      ),
    );
  };
  context.on('requestfinished', onDone);
  return {
    /** The bytes so far, and a fresh count from here. */
    async take(): Promise<Bytes> {
      await Promise.all(pending.splice(0));
      const out = { ...bytes };
      Object.assign(bytes, { page: 0, data: 0, requests: 0, serviceWorker: 0, swRequests: 0 });
      return out;
    },
  };
}

/** Lighthouse's performance score (0–100) of one URL in a fresh Chromium profile. */
async function lighthouseScore(url: string, formFactor: 'mobile' | 'desktop'): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH.args],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    chrome.kill();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'yuanwu-first-load-'));
const cleanups: Array<() => Promise<unknown>> = [];
try {
  console.log('\nfirst-load bench (headless Chromium; the app and the hello page served by server/plugins/web.ts)');
  if (SMOKE && !process.env.BENCH_APP_WEB) ensureCurrentBuild();
  await build({ configFile: fileURLToPath(new URL('./hello/vite.config.ts', import.meta.url)) });
  await compressStatic(HELLO_WEB);
  if (!GIVEN_WEB) {
    await build({ logLevel: 'warn', build: { outDir: APP_WEB, emptyOutDir: true } });
    await compressStatic(APP_WEB);
  }

  const database = await openDatabase({ dataDir: dir });
  cleanups.unshift(() => database.close());
  await seedMenus(database.db);
  await seedDemo(database.db);
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    config: loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: APP_WEB }),
  });
  cleanups.unshift(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const hello = Fastify();
  await webPlugin(hello, HELLO_WEB);
  cleanups.unshift(() => hello.close());
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const origin = (server: typeof hello) => {
    const a = server.server.address();
    if (!a || typeof a === 'string') throw new Error('no address');
    return `http://127.0.0.1:${a.port}`;
  };
  const appRelay = await startByteRelay(Number(new URL(origin(app as unknown as typeof hello)).port));
  cleanups.unshift(() => appRelay.close());
  const helloRelay = await startByteRelay(Number(new URL(origin(hello)).port));
  cleanups.unshift(() => helloRelay.close());
  const appUrl = appRelay.url;
  const helloUrl = helloRelay.url;
  /** Waits until nothing more arrives on the relay, then takes its count. */
  const wire = async (relay: typeof appRelay) => {
    await relay.quiet(1500);
    return relay.take();
  };

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  cleanups.unshift(() => browser.close());

  // The hello page, cold.
  const helloContext = await browser.newContext();
  const helloBytes = countBytes(helloContext);
  await (await helloContext.newPage()).goto(helloUrl, { waitUntil: 'networkidle' });
  const helloWire = await wire(helloRelay);
  const helloCold = await helloBytes.take();
  await helloContext.close();

  // /login cold, then signing in and landing on /HOME, with no service worker: what the pages themselves download.
  const context = await browser.newContext({ baseURL: appUrl, serviceWorkers: 'block' });
  const appBytes = countBytes(context);
  const page = await context.newPage();
  appRelay.take();
  await page.goto('/login', { waitUntil: 'networkidle' });
  const loginWire = await wire(appRelay);
  const loginCold = await appBytes.take();
  await page.getByLabel('用户名').fill('yuanzhang');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/HOME$/);
  await page.getByRole('tab', { name: /^工作台/ }).waitFor();
  await page.waitForLoadState('networkidle');
  const homeWire = await wire(appRelay);
  const home = await appBytes.take();
  await context.close();

  // The service worker's precache, apart: it downloads in the background once /login has loaded.
  const swContext = await browser.newContext({ baseURL: appUrl });
  const swBytes = countBytes(swContext);
  const swPage = await swContext.newPage();
  await swPage.goto('/login', { waitUntil: 'networkidle' });
  await swPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await swPage.waitForLoadState('networkidle');
  const precache = await swBytes.take();
  await swContext.close();

  const ratio = (n: number) => n / helloWire;
  console.log(`hello page, cold:            ${kb(helloWire)} in ${helloCold.requests} requests`);
  console.log(
    `/login, cold:                ${kb(loginWire)} in ${loginCold.requests} requests  ${ratio(loginWire).toFixed(2)}× hello  (≤ ${TARGETS.login}×: ${mark(ratio(loginWire) <= TARGETS.login)})`,
  );
  const both = loginWire + homeWire;
  const pageCode = loginCold.page + home.page - loginCold.data - home.data;
  console.log(
    `/login + sign-in + /HOME:    ${kb(both)}  ${ratio(both).toFixed(2)}× hello  (≤ ${TARGETS.loginHome}×: ${mark(ratio(both) <= TARGETS.loginHome)})`,
  );
  console.log(
    `  of it: code the page's requests name ${kb(pageCode)} (${ratio(pageCode).toFixed(2)}× hello) in ${loginCold.requests + home.requests} requests; the API's and the first sync's data ${kb(loginCold.data + home.data)}; the sync worker's script (a body the page's request sizes do not show) ${kb(both - loginCold.page - home.page)}`,
  );
  console.log(
    `service worker precache:     ${kb(precache.serviceWorker)} in ${precache.swRequests} requests (background, for offline use)  ${ratio(precache.serviceWorker).toFixed(2)}× hello`,
  );

  // Lighthouse: one Chromium at a time, each run in a fresh profile (the smoke run: desktop only, the same code path).
  for (const formFactor of SMOKE ? (['desktop'] as const) : (['mobile', 'desktop'] as const)) {
    const scores = { hello: [] as number[], login: [] as number[] };
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      scores.hello.push(await lighthouseScore(helloUrl, formFactor));
      scores.login.push(await lighthouseScore(`${appUrl}/login`, formFactor));
    }
    const diff = median(scores.login) - median(scores.hello);
    console.log(
      `Lighthouse ${formFactor.padEnd(7)} (median of ${LIGHTHOUSE_RUNS}): /login ${median(scores.login)} [${scores.login.join(', ')}], hello ${median(scores.hello)} [${scores.hello.join(', ')}]  ${diff >= 0 ? '+' : ''}${diff}  (≥ ${TARGETS[formFactor]}: ${mark(diff >= TARGETS[formFactor])})`,
    );
  }
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
