/**
 * Image compression bench (issue 6): a 4000×3000 JPEG made in the page with OffscreenCanvas, compressed by the
 * image worker (workers/image.worker.ts, browser-image-compression from the app's own files), then by the same
 * code on the main thread, in headless Chromium. Prints figures; targets: worker ≤ 600 ms and no main-thread
 * task over 50 ms while it runs. Figures are printed, never asserted.
 */
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from './vite-build';
import { serveFolder } from './static-page';
import { CHROMIUM_LAUNCH } from '../chromium';
import { benchSize } from './bench-size';

const ROOT = resolve(fileURLToPath(new URL('../../.tmp/bench-image', import.meta.url)));
const RUNS = Number(process.env.IMAGE_BENCH_RUNS ?? benchSize(3, 1));

async function main() {
  await build({ configFile: fileURLToPath(new URL('./image-page/vite.config.ts', import.meta.url)) });
  const { server, port } = await serveFolder(ROOT);
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
