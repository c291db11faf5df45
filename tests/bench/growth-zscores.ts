/**
 * `npm run bench`, 健康档案 (issue 37): the z-scores, tags and statistics of a school of 1,000 children with two
 * check-ups each, computed in headless Chromium by the screens' own code (contract/health/growth.ts) on the WHO
 * tables as the page loads them (a lazy chunk). Target ≤ 200 ms; the first run (cold JIT) and the tables' load are
 * printed apart. Figures are printed, never asserted.
 */
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';
import { benchSize } from './bench-size';
import { serveFolder } from './static-page';
import { build } from './vite-build';

const ROOT = resolve(fileURLToPath(new URL('../../.tmp/bench-growth', import.meta.url)));
const CHILDREN = benchSize(1000, 20);
const RUNS = benchSize(30, 2);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

async function main() {
  await build({ configFile: fileURLToPath(new URL('./growth-page/vite.config.ts', import.meta.url)) });
  const { server, port } = await serveFolder(ROOT);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
    const r = await page.evaluate(
      ([n, runs]) =>
        (
          window as unknown as {
            bench: (c: number, p: number, r: number) => Promise<{ loadMs: number; times: number[]; checkups: number; checked: number }>;
          }
        ).bench(n, 2, runs),
      [CHILDREN, RUNS] as const,
    );
    if (r.checked !== CHILDREN) throw new Error(`${r.checked} of ${CHILDREN} children evaluated`);
    const warm = r.times.slice(1);
    console.log(
      `\n健康档案 z-scores, tags and statistics: ${CHILDREN} children, ${r.checkups} check-ups (headless Chromium; target ≤ 200 ms)`,
    );
    console.log(`  WHO tables loaded and decoded: ${r.loadMs.toFixed(1)} ms`);
    console.log(`  first run: ${(r.times[0] ?? 0).toFixed(1)} ms`);
    console.log(`  then p50 ${pct(warm, 0.5).toFixed(1)} ms, p95 ${pct(warm, 0.95).toFixed(1)} ms over ${warm.length} runs`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
