/**
 * The browser bench page (tests/bench/browser/) as the sync benches drive it: built into a web folder the app's server
 * serves, opened in Chromium, and called through its `window.bench` functions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedMenus } from '../../server/seed/seed-menus';
import { CHROMIUM_LAUNCH } from '../chromium';
import type { SyncIdentity } from '../../sync/identity';
import type { BenchApi } from './browser/bench';
import { benchLogin } from './bench-school';
import { build } from './vite-build';

export function buildBrowserBench(webDir: string) {
  return build({ configFile: fileURLToPath(new URL('./browser/vite.config.ts', import.meta.url)), build: { outDir: webDir } });
}

/** Starts the app on a free port of 127.0.0.1 and returns its base URL. */
export async function listenLocal(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/** Signs `loginName` in (demo password) and returns the sync worker's identity for one school. */
export async function benchIdentity(base: string, loginName: string, schoolId: number): Promise<SyncIdentity> {
  const login = await benchLogin(base, loginName);
  return { token: login.token, userId: login.userId, schoolId, schoolIds: [schoolId], brand: 1 };
}

/** Opens the bench page the server at `base` serves, waits for it to be ready, and returns a typed caller of it. */
export async function openBrowserBench(browser: Browser, base: string, timeoutMs: number) {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('page console:', m.text()));
  page.setDefaultTimeout(timeoutMs);
  await page.goto(`${base}/`);
  await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
  const bench = <K extends keyof BenchApi>(name: K, ...args: Parameters<BenchApi[K]>) =>
    page.evaluate(([n, a]) => (window as unknown as { bench: Record<string, (...x: unknown[]) => unknown> }).bench[n]?.(...a), [
      name,
      args,
    ] as const) as Promise<Awaited<ReturnType<BenchApi[K]>>>;
  return { page, bench };
}

interface DemoBench {
  database: Awaited<ReturnType<typeof openDatabase>>;
  /** The app serving the bench page over the database (not listening yet: hooks can still be added). */
  startApp: () => Promise<FastifyInstance>;
  launchBrowser: () => Promise<Browser>;
}

/**
 * A browser sync bench over the demo kindergarten: the bench page built into `webDir`, a database (PGlite in a temp
 * folder, or BENCH_DATABASE_URL) with the menus seeded for `run` to seed the demo into; the app and the browser it
 * starts are closed afterwards, last first, then the folder is removed.
 */
export async function withDemoBench(name: string, webDir: string, run: (bench: DemoBench) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `yuanwu-bench-${name}-`));
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    await buildBrowserBench(webDir);
    const url = process.env.BENCH_DATABASE_URL;
    const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: dir });
    cleanups.unshift(() => database.close());
    await seedMenus(database.db);
    const startApp = async () => {
      const config = loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: webDir });
      const app = await buildApp({ db: database.db, listen: database.listen, config });
      cleanups.unshift(() => app.close());
      return app;
    };
    const launchBrowser = async () => {
      const browser = await chromium.launch(CHROMIUM_LAUNCH);
      cleanups.unshift(() => browser.close());
      return browser;
    };
    await run({ database, startApp, launchBrowser });
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error('cleanup:', e));
    rmSync(dir, { recursive: true, force: true });
  }
}
