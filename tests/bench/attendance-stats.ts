/**
 * Attendance statistics from the replica (issue 19): a school of 300 children × 200 school days (60,000 events)
 * in a Dexie replica on fake-indexeddb; a month (about 21 days) and the whole 200 days read by the `day` index and
 * folded by `periodStats` (contract/attendance/children-day.ts), per class and per child; then the same from the per-day
 * summaries, as the 统计 tab reads them. Prints the median and worst of several runs against the 200 ms goal; never
 * asserts. The browser figures (tests/bench/attendance-tap.ts) are the ones that count: this one shows the share of
 * the work that is JavaScript, without a real IndexedDB.
 *
 *   npx tsx tests/bench/attendance-stats.ts
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { type AttendanceEventRow, monthRange, periodStats, uuidv7 } from '@contract';
import { periodWinners, rebuildAttendanceDays } from '../../sync/attendance-days';
import { openSyncDb } from '../../sync/db';
import { attendanceEvents, schoolDays } from './attendance-year';
import { benchSize } from './bench-size';

const CHILDREN = benchSize(300, 30);
const CLASSES = 12;
const DAYS = benchSize(200, 5);
const RUNS = Number(process.env.BENCH_STATS_RUNS ?? benchSize(7, 1));
const GOAL_MS = 200;

const db = openSyncDb({ userId: 1, brand: 1, dexie: { indexedDB: new IDBFactory(), IDBKeyRange } });
const schoolId = 101;
const classes = Array.from({ length: CLASSES }, (_, i) => ({ id: uuidv7(), name: `班${i + 1}` }));
const children = Array.from({ length: CHILDREN }, (_, i) => ({
  id: uuidv7(),
  name: `童${i}`,
  classId: classes[i % CLASSES]?.id as string,
}));
const days = schoolDays(DAYS);
const events = attendanceEvents({ schoolId, children, days, leaveTypes: 2 });
const t0 = performance.now();
await db.table('students').bulkPut(children.map((c) => ({ ...c, schoolId, gender: 1, birthday: '2021-01-01', status: 1 })));
await db.table('attendanceEvents').bulkPut(events);
console.log(
  `\nattendance statistics from the replica (fake-indexeddb): ${CHILDREN} children × ${DAYS} days = ${events.length} events (stored in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);

/** The period's statistics from its events (as before the summaries), or as the 统计 tab reads them (`periodWinners`). */
async function statsOf(from: string, to: string, summaries: boolean): Promise<number> {
  const start = performance.now();
  const [kids, rows] = await Promise.all([
    db.table('students').where('schoolId').equals(schoolId).toArray(),
    summaries
      ? periodWinners(db, schoolId, from, to)
      : db.table<AttendanceEventRow>('attendanceEvents').where('day').between(from, to, true, true).toArray(),
  ]);
  const stats = periodStats(classes, kids, rows, from, to);
  if (stats.children.length !== CHILDREN) throw new Error('lost children');
  return performance.now() - start;
}

const month = monthRange(days[40]?.slice(0, 7) ?? '2026-04');
const periods = {
  [`a month (${month.from.slice(0, 7)})`]: month,
  [`the whole ${DAYS} days`]: { from: days[0] as string, to: days.at(-1) as string },
};
// The events went in raw (no summaries), as in a replica made before them: made once here for the second pass.
await rebuildAttendanceDays(db, schoolId, days[0] as string, days.at(-1) as string);
for (const summaries of [false, true]) {
  console.log(summaries ? '  from the per-day summaries (sync/attendance-days.ts), as the 统计 tab reads:' : '  from the events:');
  for (const [label, { from, to }] of Object.entries(periods)) {
    await statsOf(from, to, summaries); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await statsOf(from, to, summaries));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const worst = times.at(-1) ?? 0;
    console.log(
      `    ${label}: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (goal ≤ ${GOAL_MS} ms: ${median <= GOAL_MS ? 'ok' : 'MISSED'})`,
    );
  }
}
db.close();
