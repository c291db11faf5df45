/**
 * `npm run bench`: how long `npm start` takes on an existing data folder against `node dist/server/main.js` alone,
 * each until GET /healthz answers (median of 3, alternating). Both open the PGlite folder, apply no migration and
 * find the demo data seeded: the difference is npm, the build check (scripts/build-stamp.mjs) and a rebuild if any.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCurrentBuild, median, retryKilled, startServer } from './built-server';
import { benchSize } from './bench-size';

const RUNS = Number(process.env.BENCH_START_RUNS ?? benchSize(3, 1));
const dataDir = mkdtempSync(join(tmpdir(), 'yuanwu-bench-start-'));
const env = { DATA_DIR: dataDir };
const starts = {
  'node dist/server/main.js': ['node', ['dist/server/main.js']] as const,
  'npm start': ['npm', ['start']] as const,
};

try {
  ensureCurrentBuild();
  const first = await startServer('node', ['dist/server/main.js'], env); // creates and seeds the data folder
  await first.stop();
  console.log(
    `\nstart on an existing data folder (PGlite, demo data), until GET /healthz answers; first start ${(first.readyMs / 1000).toFixed(1)} s`,
  );

  const times: Record<keyof typeof starts, number[]> = { 'node dist/server/main.js': [], 'npm start': [] };
  for (let i = 0; i < RUNS; i++) {
    for (const [label, [command, args]] of Object.entries(starts) as Array<[keyof typeof starts, (typeof starts)[keyof typeof starts]]>) {
      const readyMs = await retryKilled(async () => {
        const server = await startServer(command, [...args], env);
        await server.stop();
        return server.readyMs;
      });
      times[label].push(readyMs);
    }
  }
  const base = median(times['node dist/server/main.js']);
  for (const [label, xs] of Object.entries(times)) {
    const runs = xs.map((x) => (x / 1000).toFixed(2)).join(', ');
    console.log(
      `${label.padEnd(26)} median ${(median(xs) / 1000).toFixed(2)} s (${runs})  ${(median(xs) / base).toFixed(2)}× the server alone`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
