/**
 * `npm run bench`, sync windows: what a first sync costs the server in a school with 1 and with 10 years of class-chat
 * history (PER_DAY messages a day: ≈ 1 million change-log entries at 10 years), where the chatHistory scope replicates
 * its window only (the current and previous term). The server's pull should not grow with the history outside the
 * window: the 10-year school's first sync against the 1-year one's, target ≤ 1.2×. Process CPU (server, database and a
 * bare client that reads the bytes) per first sync over HTTP, page cache emptied before each.
 */
import { syncWindowStart, uuidv7 } from '@contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { classes, memberships, positions, schools } from '../../server/db/schema';
import { recordChanges } from '../../server/replication/change-log';
import { toClassRow } from '../../server/replication/people/school-record-rows';
import { PullPageCache } from '../../server/sync/page-cache';
import { withBenchDatabase } from './bench-database';
import { benchLogin, pullBenchSchool } from './bench-school';
import { PER_DAY, seedChatHistory } from './history-school';
import { benchSize } from './bench-size';

const RUNS = benchSize(5, 1);
/** Days a year of history has (three in the smoke run: 33 days, not 3,650). */
const YEAR_DAYS = benchSize(365, 3);
const HISTORIES = [
  { schoolId: 901, years: 1 },
  { schoolId: 902, years: 10 },
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

await withBenchDatabase('window', async ({ db, benchUserId, dir, database }) => {
  const today = new Date();
  let first = 0;
  for (const { schoolId, years } of HISTORIES) {
    await db.insert(schools).values({
      id: schoolId,
      companyId: 1,
      name: `历史${years}年幼儿园`,
      style: 1,
      expiresAt: new Date(today.getTime() + 365 * 86_400_000),
    });
    const [position] = await db.insert(positions).values({ schoolId, name: '园长', allRights: true }).returning();
    await db.insert(memberships).values({ userId: benchUserId, schoolId, positionId: position?.id });
    const rows = await db
      .insert(classes)
      .values(Array.from({ length: 12 }, (_, i) => ({ id: uuidv7(), schoolId, name: `${i + 1}班`, grade: i % 4, sort: i })))
      .returning();
    await db.transaction((tx) =>
      recordChanges(
        tx,
        schoolId,
        rows.map((r) => ({ table: 'classes', op: 'put', row: toClassRow(r) })),
      ),
    );
    const t0 = performance.now();
    const n = await seedChatHistory(
      db,
      schoolId,
      rows.map((r) => r.id),
      today,
      years * YEAR_DAYS,
      first,
    );
    first += n;
    console.log(
      `seeded ${years} year(s) of class chat in school ${schoolId}: ${n.toLocaleString('en')} messages in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  }
  await database.maintain();

  const pullPages = new PullPageCache();
  const app = await buildApp({ db, config: loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: dir }), pullPages });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const session = await benchLogin(base);
  const windowStart = syncWindowStart(today.toISOString().slice(0, 10));

  console.log(
    `\nfirst sync of a school with years of chat history (${database.kind}; window from ${windowStart}, ${PER_DAY} messages a day)`,
  );
  const cpuOf: Record<number, number> = {};
  for (const { schoolId, years } of HISTORIES) {
    const counted = await db.execute(sql`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE event_day >= ${windowStart}::date)::int AS inside
      FROM change_log WHERE school_id = ${schoolId} AND scope = 'chatHistory'`);
    const { total, inside } = (counted as unknown as { rows: Array<{ total: number; inside: number }> }).rows[0] ?? { total: 0, inside: 0 };
    await pullBenchSchool(base, session, schoolId); // warms the JIT and the database's buffers
    const cpu: number[] = [];
    let shape = { pages: 0, bytes: 0 };
    for (let run = 0; run < RUNS; run++) {
      pullPages.clear();
      const from = process.cpuUsage();
      shape = await pullBenchSchool(base, session, schoolId);
      const used = process.cpuUsage(from);
      cpu.push((used.user + used.system) / 1000);
    }
    cpuOf[years] = median(cpu);
    console.log(
      `${String(years).padStart(2)} year(s): ${total.toLocaleString('en')} messages in the log, ${inside.toLocaleString('en')} in the window; ` +
        `${shape.pages} pages, ${(shape.bytes / 1e6).toFixed(1)} MB; process CPU per first sync median ${median(cpu).toFixed(0)} ms ` +
        `(${Math.min(...cpu).toFixed(0)} – ${Math.max(...cpu).toFixed(0)}), ${RUNS} runs`,
    );
  }
  const ratio = (cpuOf[10] ?? 0) / (cpuOf[1] ?? 1);
  console.log(`10 years / 1 year: ${ratio.toFixed(2)}×  [target ≤ 1.2×: ${ratio <= 1.2 ? 'ok' : 'MISSED'}]`);
  await app.close();
});
