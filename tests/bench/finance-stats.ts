/**
 * Finance statistics (issue 23 item 5), printed, never asserted: a school year of 300 children × 10 fee items × 2
 * terms (600 bills of 10 lines, discounts on some) and 30,000 partial payments spread over the 365 days to today,
 * their ledger lines made by `allocatePayment` and numbered as `recordLedger` does (about 35,000; written in bulk here), in the demo kindergarten
 * (101) beside a second school's as many lines (never read). Then each statistics call of 收支统计 — static/school,
 * detail (month, year), class, classStu, item, itemStu, expend over the whole year — timed as the service call
 * (the unlocked session's context) and as the signed HTTP request through the app (app.inject: auth, datasign,
 * the finance gate, zod, JSON), medians and p95 of RUNS runs (target ≤ 300 ms); then each list's xlsx export
 * (target ≤ 3 s). PGlite in a temporary folder; PostgreSQL (a fresh database, dropped after) with TEST_DATABASE_URL
 * or BENCH_DATABASE_URL.
 *
 *   npx tsx tests/bench/finance-stats.ts
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { allocatePayment, type BillLine, canonicalQuery, computeDatasign, DEMO_FINANCE_PASSWORD, DEMO_PASSWORD, uuidv7 } from '@contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { bills, financeLedger, payments } from '../../server/db/schema';
import { systemClock } from '../../server/lib/clock';
import { chinaDay, chinaDayStart } from '../../server/lib/format';
import { hashToken } from '../../server/lib/tokens';
import type { AuthedContext } from '../../server/services/context';
import { classStats } from '../../server/services/finance/statistics/class-stats';
import { classStudentStats } from '../../server/services/finance/statistics/class-student-stats';
import { detailStats } from '../../server/services/finance/statistics/detail-stats';
import { expendStats } from '../../server/services/finance/statistics/expend-stats';
import { exportDetail, exportStatsList } from '../../server/services/finance/statistics/export-stats';
import { itemStats } from '../../server/services/finance/statistics/item-stats';
import { itemStudentStats } from '../../server/services/finance/statistics/item-student-stats';
import { schoolStats } from '../../server/services/finance/statistics/school-stats';
import { seedDemo } from '../../server/seed/seed-demo';
import { seedMenus } from '../../server/seed/seed-menus';
import { benchSize } from './bench-size';

const CHILDREN = benchSize(300, 30);
const CLASSES = 12;
const ITEMS = 10;
const PAYMENTS = benchSize(30_000, 300);
const RUNS = Number(process.env.BENCH_RUNS ?? benchSize(15, 1));
const SCHOOL = 101;
const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

/** A deterministic pseudo-random sequence (the same school every run). */
let seed = 20261126;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

async function openBenchDatabase() {
  const admin = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (admin) {
    const name = `yuanwu_bench_fs_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      database,
      done: async () => {
        await database.close();
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'yuanwu-bench-finance-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    done: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const { database, done } = await openBenchDatabase();
try {
  const db = database.db;
  await seedMenus(db);
  await seedDemo(db);

  // ——— The school year ———
  const t0 = performance.now();
  const today = chinaDay(new Date());
  const firstDay = chinaDayStart(today).getTime() - 364 * 86_400_000;
  const classes = Array.from({ length: CLASSES }, (_, i) => ({
    id: uuidv7(),
    name: `${['小', '中', '大'][i % 3]}${Math.floor(i / 3) + 1}班`,
  }));
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    id: uuidv7(),
    name: `收费项目${i + 1}`,
    fen: 20_000 + Math.floor(rand() * 200_000),
  }));
  const kids = Array.from({ length: CHILDREN }, (_, i) => ({
    id: uuidv7(),
    name: `幼儿${i + 1}`,
    cls: classes[i % CLASSES] as (typeof classes)[number],
  }));
  type Bill = { id: string; kid: (typeof kids)[number]; lines: BillLine[]; paid: number[]; term: 1 | 2 };
  const billList: Bill[] = [];
  for (const term of [1, 2] as const) {
    for (const kid of kids) {
      const lines = items.map((it, n) => ({
        itemId: it.id,
        name: it.name,
        unit: 'term' as const,
        quantity: 1,
        unitFen: it.fen,
        amountFen: it.fen,
        discountFen: n === 0 && rand() < 0.2 ? Math.round(it.fen / 10) : 0,
      }));
      billList.push({ id: uuidv7(), kid, lines, paid: lines.map(() => 0), term });
    }
  }
  for (let i = 0; i < billList.length; i += 200) {
    await db.insert(bills).values(
      billList.slice(i, i + 200).map((b) => ({
        id: b.id,
        schoolId: SCHOOL,
        studentId: b.kid.id,
        studentName: b.kid.name,
        classId: b.kid.cls.id,
        schoolYear: '2025-2026',
        termType: b.term,
        title: `2025-2026学年第${b.term === 1 ? '一' : '二'}学期保教费`,
        lines: b.lines,
        totalFen: b.lines.reduce((s, l) => s + l.amountFen - l.discountFen, 0),
        dueOn: today,
        state: 'published' as const,
      })),
    );
  }
  // 50 payments a bill on average, each a share of what it still asks, term 1 in the first half-year, term 2 after.
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const ledgerRows: (typeof financeLedger.$inferInsert)[] = [];
  for (let p = 0; p < PAYMENTS; p++) {
    const bill = billList[Math.floor(rand() * billList.length)] as Bill;
    const open = bill.lines.reduce((s, l, i) => s + l.amountFen - l.discountFen - (bill.paid[i] ?? 0), 0);
    if (open <= 0) continue;
    const amount = Math.max(1, Math.min(open, Math.round(open * (0.02 + rand() * 0.1))));
    const share = allocatePayment(bill.lines, bill.paid, amount);
    bill.paid = bill.paid.map((x, i) => x + (share[i] ?? 0));
    const at = new Date(firstDay + (bill.term - 1) * 182 * 86_400_000 + Math.floor(rand() * 182 * 86_400_000) + 10 * 3600_000);
    const payType = (1 + Math.floor(rand() * 5)) as 1 | 2 | 3 | 4 | 5;
    const id = uuidv7();
    paymentRows.push({
      id,
      schoolId: SCHOOL,
      billId: bill.id,
      studentId: bill.kid.id,
      classId: bill.kid.cls.id,
      amountFen: amount,
      payType,
      state: 'paid',
      paidAt: at,
    });
    let line = 0; // as recordLedger numbers a movement's lines
    bill.lines.forEach((l, i) => {
      const fen = share[i] ?? 0;
      if (fen > 0) {
        ledgerRows.push({
          schoolId: SCHOOL,
          at,
          day: chinaDay(at),
          kind: 'payment',
          sourceId: id,
          billId: bill.id,
          studentId: bill.kid.id,
          studentName: bill.kid.name,
          classId: bill.kid.cls.id,
          className: bill.kid.cls.name,
          itemId: l.itemId,
          itemName: l.name,
          amountFen: fen,
          payType,
          line: line++,
        });
      }
    });
  }
  // The same again for another school (102): lines the statistics of 101 must skip on the index.
  const others = ledgerRows.map((l) => ({ ...l, schoolId: 102 }));
  for (const [table, rows] of [
    [payments, paymentRows],
    [financeLedger, ledgerRows],
    [financeLedger, others],
  ] as const) {
    for (let i = 0; i < rows.length; i += 2000) await db.insert(table as typeof financeLedger).values(rows.slice(i, i + 2000) as never);
  }
  await db.execute(sql`ANALYZE finance_ledger`);
  console.log(
    `\nfinance statistics (${database.kind}): ${CHILDREN} children × ${ITEMS} items × 2 terms = ${billList.length} bills, ` +
      `${paymentRows.length} payments, ${ledgerRows.length} ledger lines in school ${SCHOOL} (+ ${others.length} in another), written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  // ——— The app, caiwu signed in and unlocked ———
  const config = loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: '/nonexistent' });
  const app = await buildApp({ db, listen: database.listen, config, clock: systemClock });
  const login = await app.inject({
    method: 'POST',
    url: '/park/login/auth',
    payload: new URLSearchParams({ loginName: 'caiwu', password: md5(DEMO_PASSWORD) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const session = login.json().data as { token: string; userId: number; schoolInfo: { schoolId: number } };
  const signer = { token: session.token, userId: session.userId, schoolId: session.schoolInfo.schoolId };
  const get = (path: string, q: Record<string, string | number>) => {
    const payload = canonicalQuery(q);
    return app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
      headers: { token: signer.token, theme: '1', datasign: computeDatasign({ ...signer, payload }) },
    });
  };
  const checkBody = JSON.stringify({ password: md5(DEMO_FINANCE_PASSWORD) });
  const unlocked = await app.inject({
    method: 'POST',
    url: '/park/pwd/check',
    payload: checkBody,
    headers: {
      token: signer.token,
      theme: '1',
      'content-type': 'application/json',
      datasign: computeDatasign({ ...signer, payload: checkBody }),
    },
  });
  if (unlocked.json().code !== 200) throw new Error(`unlock: ${unlocked.body}`);
  const ctx: AuthedContext = {
    db,
    clock: systemClock,
    config,
    session: {
      tokenHash: hashToken(signer.token),
      userId: signer.userId,
      schoolId: SCHOOL,
      schoolIds: new Set([SCHOOL]),
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  };

  const year = { schoolId: SCHOOL, startDate: chinaDay(new Date(firstDay)), endDate: today };
  const classId = classes[0]?.id as string;
  const itemId = items[0]?.id as string;
  const calls: [string, string, Record<string, string | number>, () => Promise<unknown>][] = [
    ['static/school', '/park/static/school', { schoolId: SCHOOL }, () => schoolStats(ctx, { schoolId: SCHOOL })],
    [
      'detail (a month by day)',
      '/park/detail',
      { schoolId: SCHOOL, month: today.slice(0, 7) },
      () => detailStats(ctx, { schoolId: SCHOOL, month: today.slice(0, 7) }),
    ],
    [
      'detail (a year by month)',
      '/park/detail',
      { schoolId: SCHOOL, year: today.slice(0, 4) },
      () => detailStats(ctx, { schoolId: SCHOOL, year: today.slice(0, 4) }),
    ],
    ['class (the year)', '/park/financeStatistics/class', year, () => classStats(ctx, year)],
    ['classStu (all, the year)', '/park/financeStatistics/classStu', year, () => classStudentStats(ctx, year)],
    [
      'classStu (a class, the year)',
      '/park/financeStatistics/classStu',
      { ...year, classId },
      () => classStudentStats(ctx, { ...year, classId }),
    ],
    ['item (the year)', '/park/financeStatistics/item', year, () => itemStats(ctx, year)],
    [
      'itemStu (an item, the year)',
      '/park/financeStatistics/itemStu',
      { ...year, itemId },
      () => itemStudentStats(ctx, { ...year, itemId }),
    ],
    ['expend (the year)', '/park/financeStatistics/expend', year, () => expendStats(ctx, year)],
    [
      'class, one pay type (the year)',
      '/park/financeStatistics/class',
      { ...year, payType: 5 },
      () => classStats(ctx, { ...year, payType: 5 }),
    ],
  ];
  console.log(`  each call ${RUNS} times after a warm-up; target ≤ 300 ms (median / p95):`);
  for (const [label, path, q, service] of calls) {
    await service();
    const svc: number[] = [];
    const http: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await service();
      svc.push(performance.now() - t);
      t = performance.now();
      const res = await get(path, q);
      http.push(performance.now() - t);
      if (res.json().code !== 200) throw new Error(`${path}: ${res.body.slice(0, 200)}`);
    }
    const worst = Math.max(pct(svc, 0.95), pct(http, 0.95));
    console.log(
      `    ${label.padEnd(32)} service ${ms(pct(svc, 0.5))} / ${ms(pct(svc, 0.95))}   HTTP ${ms(pct(http, 0.5))} / ${ms(pct(http, 0.95))}   ${worst <= 300 ? 'ok' : 'MISSED'}`,
    );
  }
  const totals = await classStats(ctx, year);
  console.log(
    `    (the year's 合计: ${totals.total.count} payments, ¥${(totals.total.netFen / 100).toFixed(2)}, ${totals.total.children} children)`,
  );

  console.log('  xlsx exports (service, 3 runs, median / worst; target ≤ 3 s), and the HTTP download:');
  const exports: [string, string, Record<string, string | number>, () => Promise<{ bytes: Buffer }>][] = [
    ['class', '/park/financeStatistics/class/export', year, () => exportStatsList(ctx, 'class', year)],
    ['classStu (all 300 children)', '/park/financeStatistics/classStu/export', year, () => exportStatsList(ctx, 'classStu', year)],
    ['item', '/park/financeStatistics/item/export', year, () => exportStatsList(ctx, 'item', year)],
    ['itemStu', '/park/financeStatistics/itemStu/export', { ...year, itemId }, () => exportStatsList(ctx, 'itemStu', { ...year, itemId })],
    [
      'detail (a year by month)',
      '/park/detail/export',
      { schoolId: SCHOOL, year: today.slice(0, 4) },
      () => exportDetail(ctx, { schoolId: SCHOOL, year: today.slice(0, 4) }),
    ],
  ];
  for (const [label, path, q, run] of exports) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      bytes = (await run()).bytes.length;
      times.push(performance.now() - t);
    }
    const t = performance.now();
    const res = await get(path, q);
    const httpMs = performance.now() - t;
    if (!String(res.headers['content-type']).includes('spreadsheetml')) throw new Error(`${path}: ${res.body.slice(0, 200)}`);
    console.log(
      `    ${label.padEnd(32)} ${ms(pct(times, 0.5))} / ${ms(Math.max(...times))}, HTTP ${ms(httpMs)}, ${(bytes / 1024).toFixed(1)} KB   ${Math.max(...times, httpMs) <= 3000 ? 'ok' : 'MISSED'}`,
    );
  }
  await app.close();
} finally {
  await done();
}
