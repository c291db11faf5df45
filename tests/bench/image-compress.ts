/**
 * Image compression bench (issue 6): a 4000×3000 JPEG made in the page with OffscreenCanvas, compressed by the
 * image worker (workers/image.worker.ts, browser-image-compression from the app's own files), then by the same
 * code on the main thread, in headless Chromium. Prints figures; targets: worker ≤ 600 ms and no main-thread
 * task over 50 ms while it runs. Figures are printed, never asserted.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from './vite-build';
import { CHROMIUM_LAUNCH } from '../chromium';
import { benchSize } from './bench-size';

const ROOT = resolve(fileURLToPath(new URL('../../.tmp/bench-image', import.meta.url)));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const RUNS = Number(process.env.IMAGE_BENCH_RUNS ?? benchSize(3, 1));

async function main() {
  await build({ configFile: fileURLToPath(new URL('./image-page/vite.config.ts', import.meta.url)) });
  const server = createServer(async (req, res) => {
    const path = join(ROOT, new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'));
    if (!path.startsWith(ROOT)) return void res.writeHead(403).end();
    try {
      const body = await readFile(path);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    console.log('\nImage compression, 4000×3000 JPEG (headless Chromium; worker target ≤ 600 ms, no main-thread task > 50 ms)');
    for (let run = 1; run <= RUNS; run++) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
      const r = await page.evaluate(() => (window as unknown as { bench: () => Promise<BenchResult> }).bench());
      const fmt = (x: BenchResult['worker']) =>
        `${x.result.ms.toFixed(0).padStart(5)} ms → ${x.result.width}×${x.result.height}, ${(x.result.bytes / 1024).toFixed(0)} KB; longest main-thread task ${x.longest.toFixed(0)} ms (${x.count} over 50 ms)`;
      console.log(`  run ${run}: input ${(r.inputBytes / 1024 / 1024).toFixed(2)} MB`);
      console.log(`    worker:      ${fmt(r.worker)}`);
      console.log(`    main thread: ${fmt(r.main)}`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

interface BenchResult {
  inputBytes: number;
  worker: { result: { ms: number; width: number; height: number; bytes: number }; longest: number; count: number };
  main: { result: { ms: number; width: number; height: number; bytes: number }; longest: number; count: number };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
