/**
 * `npm run bench`, server part of a first sync: the CPU this process (server, database, and a bare client that
 * only reads the bytes) spends pulling the 50,000-row bench school from zero over HTTP, with the page cache empty
 * (the school's first device) and warm (its next devices). No browser, so the figure is steadier than the browser
 * bench's ratio, where this CPU competes with IndexedDB for the same cores.
 */
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { PullPageCache } from '../../server/sync/page-cache';
import { withBenchDatabase } from './bench-database';
import { benchLogin, pullBenchSchool, ROWS } from './bench-school';
import { benchSize } from './bench-size';

const RUNS = benchSize(5, 1);
await withBenchDatabase('pull', async ({ database, dir }) => {
  await database.maintain(); // as the server's housekeeping does at start (server/housekeeping.ts)
  const pullPages = new PullPageCache();
  const app = await buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: dir }), pullPages });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const session = await benchLogin(base);

  console.log(`\nserver side of a first sync (${database.kind}, ${ROWS.toLocaleString('en')} rows over HTTP, bytes only read)`);
  await pullBenchSchool(base, session); // warms the JIT and the database's buffers
  for (const cached of [false, true]) {
    const cpu: number[] = [];
    let shape = { pages: 0, bytes: 0 };
    for (let run = 0; run < RUNS; run++) {
      if (!cached) pullPages.clear();
      const from = process.cpuUsage();
      shape = await pullBenchSchool(base, session);
      const used = process.cpuUsage(from);
      cpu.push((used.user + used.system) / 1000);
    }
    cpu.sort((a, b) => a - b);
    console.log(
      `${cached ? 'pages from the page cache  ' : 'pages read from the database'}: ${shape.pages} pages, ${(shape.bytes / 1e6).toFixed(1)} MB; ` +
        `process CPU per first sync median ${(cpu[Math.floor(RUNS / 2)] ?? 0).toFixed(0)} ms (${(cpu[0] ?? 0).toFixed(0)} – ${(cpu[RUNS - 1] ?? 0).toFixed(0)}), ${RUNS} runs`,
    );
  }
  await app.close();
});
