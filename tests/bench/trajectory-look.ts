/**
 * A look at the playback bench page's frames (not part of `npm run bench`): screenshots of the trajectory worker
 * following the bus (mid-day fitted and zoomed in, the day's start) and of the plain SVG, into SHOTS_DIR
 * (default .tmp/trajectory-look), and a check that frames drawn in part (the worker redraws only what moved when the
 * view did not move a whole pixel) leave the canvas exactly as a frame drawn whole: the screenshots must be identical.
 *
 *   npx tsx tests/bench/trajectory-look.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from './vite-build';
import { serveFolder } from './static-page';
import { CHROMIUM_LAUNCH } from '../chromium';

const ROOT = resolve(fileURLToPath(new URL('../../.tmp/bench-trajectory', import.meta.url)));
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/trajectory-look';

interface Scene {
  at: number;
  zoomIn: number;
  svg: boolean;
  playMs?: number;
  stepS?: number;
}

async function main(): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await build({ configFile: fileURLToPath(new URL('./trajectory-page/vite.config.ts', import.meta.url)) });
  const { server, port } = await serveFolder(ROOT);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  let failed = false;
  try {
    const scenes: [string, Scene][] = [
      ['worker-mid-fitted', { at: 10_000, zoomIn: 0, svg: false, playMs: 600 }],
      ['worker-mid-zoomed', { at: 10_000, zoomIn: 4, svg: false, playMs: 600 }],
      ['worker-start-fitted', { at: 0, zoomIn: 0, svg: false, playMs: 600 }],
      // Slow steps: the view moves less than a pixel a frame, so nearly every frame is drawn in part.
      ['worker-mid-fitted-slow', { at: 10_000, zoomIn: 0, svg: false, playMs: 600, stepS: 0.02 }],
      ['worker-mid-zoom2-slow', { at: 5_000, zoomIn: 2, svg: false, playMs: 600, stepS: 0.02 }],
      ['svg-mid-fitted', { at: 10_000, zoomIn: 0, svg: true }],
      ['svg-mid-zoomed', { at: 10_000, zoomIn: 4, svg: true }],
    ];
    for (const [name, scene] of scenes) {
      const page = await browser.newPage({ viewport: { width: 1200, height: 700 } });
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
      await page.evaluate((o) => (window as unknown as { scene: (o: Scene) => Promise<void> }).scene(o), scene);
      await page.waitForTimeout(300);
      const clip = { x: 0, y: 0, width: 1200, height: 700 };
      const shot = await page.screenshot({ clip });
      writeFileSync(join(SHOTS, `${name}.png`), shot);
      if (!scene.svg) {
        await page.evaluate(() => (window as unknown as { redrawWhole: () => Promise<void> }).redrawWhole());
        await page.waitForTimeout(300);
        const same = Buffer.compare(shot, await page.screenshot({ clip })) === 0;
        failed ||= !same;
        console.log(`${name}: frames drawn in part ${same ? 'equal' : 'DIFFER FROM'} the frame drawn whole`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`screenshots in ${SHOTS}`);
  if (failed) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
