import '@mantine/core/styles.css';
import { monthRange, periodStats } from '@contract/attendance/children-day';
import { uuidv7 } from '@contract/ids';
import { benchClass, freshReplica, nextFrame, renderScreen, signInBenchPage, tapCalmly } from '../bench-page-session';
import { attendanceEvents, schoolDays } from '../attendance-year';
import { periodWinners, rebuildAttendanceDays } from '@sync/attendance-days';

/**
 * The attendance bench page (tests/bench/attendance-tap.ts): the real 考勤登记 sheet (AttendanceSheet) of a class
 * of 40 over this browser's own replica, signed in as a teacher with the attendance rights; and the statistics
 * of 300 children × 200 days read from the same replica. No server: taps go to the replica and its outbox.
 */
const USER = 9;
const SCHOOL = 1;
signInBenchPage({ userId: USER, schoolId: SCHOOL, permissions: ['/YWGL/YECQGL', '/YWGL/YECQGL:record'], positionName: '教师' });

const { AttendanceSheet } = await import('@/features/attendance/AttendanceSheet');

const db = await freshReplica(USER);
const { cls, kids } = benchClass(SCHOOL, 40);
await db.table('classes').put(cls);
await db.table('students').bulkPut(kids);

await renderScreen(AttendanceSheet, { classList: [cls] });

/** Fills the replica with a school year of another school's events (300 × 200) for the statistics run. */
async function seedYear(): Promise<{ from: string; to: string; month: { from: string; to: string } }> {
  const school = 2;
  const classes = Array.from({ length: 12 }, (_, i) => ({
    id: uuidv7(),
    schoolId: school,
    name: `班${i}`,
    grade: 0,
    sort: i,
    headTeacher: '',
  }));
  const kids = Array.from({ length: 300 }, (_, i) => ({
    id: uuidv7(),
    schoolId: school,
    classId: classes[i % 12]?.id as string,
    name: `童${i}`,
    gender: 1,
    birthday: '2021-01-01',
    status: 1,
  }));
  const days = schoolDays(200);
  const events = attendanceEvents({ schoolId: school, children: kids, days, leaveTypes: 1 });
  await db.table('classes').bulkPut(classes);
  await db.table('students').bulkPut(kids);
  for (let i = 0; i < events.length; i += 5000) await db.table('attendanceEvents').bulkPut(events.slice(i, i + 5000));
  (window as unknown as { statsClasses: typeof classes }).statsClasses = classes;
  return { from: days[0] as string, to: days.at(-1) as string, month: monthRange(days[40]?.slice(0, 7) ?? '2026-04') };
}

/**
 * The 统计 tab's computation: the period's winners from the per-day summaries (or its events, when the summaries
 * do not account for them all), folded per child and class.
 */
async function stats(from: string, to: string): Promise<number> {
  const t0 = performance.now();
  const [kids, events] = await Promise.all([db.table('students').where('schoolId').equals(2).toArray(), periodWinners(db, 2, from, to)]);
  const classes = (window as unknown as { statsClasses: { id: string; name: string }[] }).statsClasses;
  periodStats(classes, kids, events, from, to);
  return performance.now() - t0;
}

/** Makes the school's summaries of the period from its events (what a replica made before them does once). */
async function rebuild(from: string, to: string): Promise<number> {
  const t0 = performance.now();
  await rebuildAttendanceDays(db, 2, from, to);
  return performance.now() - t0;
}

/** The baseline: a native IndexedDB getAll of the same rows by the `day` index, nothing else. */
async function rawRead(from: string, to: string): Promise<number> {
  const t0 = performance.now();
  const idb = db.backendDB();
  await new Promise<void>((ok, fail) => {
    const req = idb.transaction('attendanceEvents').objectStore('attendanceEvents').index('day').getAll(IDBKeyRange.bound(from, to));
    req.onsuccess = () => ok();
    req.onerror = () => fail(req.error);
  });
  return performance.now() - t0;
}

/** Taps every row `rounds` times (入园 and 缺勤 in turn), timing each to the row showing it and to the next frame. */
async function taps(rounds: number): Promise<{ shown: number; frame: number; ok: boolean }[]> {
  const out: { shown: number; frame: number; ok: boolean }[] = [];
  for (let round = 0; round < rounds; round++) {
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="attendance-row"]')];
    for (const row of rows) {
      // 入园 and 缺勤 in turn (one tap each; 劝返 and 请假 open a dialog first).
      const want = round % 2 === 0 ? '0' : '3';
      const button = row.querySelectorAll('button')[want === '0' ? 0 : 3] as HTMLButtonElement;
      const t0 = await tapCalmly(button);
      const ok = row.getAttribute('data-status') === want;
      row.getBoundingClientRect(); // style and layout of the change: what the frame paints
      const shown = performance.now() - t0;
      const next = (await nextFrame()) - t0;
      out.push({ shown, frame: next, ok });
      await new Promise((done) => setTimeout(done, 60)); // the tap's write settles before the next child
    }
  }
  return out;
}

export interface BenchWindow {
  benchTaps: typeof taps;
  benchSeedYear: typeof seedYear;
  benchStats: typeof stats;
  benchRaw: typeof rawRead;
  benchRebuild: typeof rebuild;
}
Object.assign(window, { benchTaps: taps, benchSeedYear: seedYear, benchStats: stats, benchRaw: rawRead, benchRebuild: rebuild });
