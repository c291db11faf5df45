import '@mantine/core/styles.css';
import type { AttendanceEventRow } from '@contract/attendance/children';
import { monthRange, periodStats } from '@contract/attendance/children-day';
import { nextHlc } from '@contract/hlc';
import { uuidv7 } from '@contract/ids';
import { signInBenchPage } from '../bench-page-session';
import { periodWinners, rebuildAttendanceDays } from '@sync/attendance-days';

/**
 * The attendance bench page (tests/bench/attendance-tap.ts): the real 考勤登记 sheet (AttendanceSheet) of a class
 * of 40 over this browser's own replica, signed in as a teacher with the attendance rights; and the statistics
 * of 300 children × 200 days read from the same replica. No server: taps go to the replica and its outbox.
 */
const USER = 9;
const SCHOOL = 1;
signInBenchPage({ userId: USER, schoolId: SCHOOL, permissions: ['/YWGL/YECQGL', '/YWGL/YECQGL:record'], positionName: '教师' });

const { createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { MantineProvider } = await import('@mantine/core');
const { replicaFor } = await import('@/lib/replica/replica');
const { AttendanceSheet } = await import('@/features/attendance/AttendanceSheet');

const db = replicaFor(USER);
await db.delete();
await db.open();
const cls = { id: uuidv7(), schoolId: SCHOOL, name: '大一班', grade: 0, sort: 0, headTeacher: '', headTeacherId: null, assistants: [] };
await db.table('classes').put(cls);
await db.table('students').bulkPut(
  Array.from({ length: 40 }, (_, i) => ({
    id: uuidv7(),
    schoolId: SCHOOL,
    classId: cls.id,
    name: `幼儿${String(i + 1).padStart(2, '0')}`,
    gender: 1,
    birthday: '2021-01-01',
    status: 1,
  })),
);

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(MantineProvider, null, createElement(AttendanceSheet, { classList: [cls] })));

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
  const days: string[] = [];
  for (let t = Date.UTC(2026, 1, 2); days.length < 200; t += 86_400_000) {
    const d = new Date(t);
    if (d.getUTCDay() % 6 !== 0) days.push(d.toISOString().slice(0, 10));
  }
  let hlc: string | undefined;
  const events: AttendanceEventRow[] = [];
  for (const day of days)
    for (const [i, k] of kids.entries()) {
      const r = (i * 7919 + day.charCodeAt(9) * 31) % 100;
      const status = r < 90 ? 0 : r < 95 ? 2 : r < 98 ? 3 : 1;
      hlc = nextHlc(hlc, Date.parse(`${day}T00:30:00Z`), 'c-bench');
      events.push({
        id: uuidv7(),
        schoolId: school,
        classId: k.classId,
        studentId: k.id,
        day,
        status,
        leaveType: status === 2 ? 1 : 0,
        reason: status === 1 || status === 2 ? '发烧' : '',
        temperature: status === 0 ? 360 + (r % 15) : null,
        hlc,
        recordedBy: 1,
        recorderName: '李晓雯',
        createTime: `${day}T00:30:00.000Z`,
      });
    }
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
  const frame = () => new Promise<number>((ok) => requestAnimationFrame(() => ok(performance.now())));
  const out: { shown: number; frame: number; ok: boolean }[] = [];
  for (let round = 0; round < rounds; round++) {
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="attendance-row"]')];
    for (const row of rows) {
      // 入园 and 缺勤 in turn (one tap each; 劝返 and 请假 open a dialog first).
      const want = round % 2 === 0 ? '0' : '3';
      const button = row.querySelectorAll('button')[want === '0' ? 0 : 3] as HTMLButtonElement;
      await frame();
      await new Promise((ok) => setTimeout(ok, 20)); // a calm moment inside a frame, as a finger's tap finds
      const t0 = performance.now();
      button.click();
      await Promise.resolve(); // React flushes a click's update in a microtask
      const ok = row.getAttribute('data-status') === want;
      row.getBoundingClientRect(); // style and layout of the change: what the frame paints
      const shown = performance.now() - t0;
      const next = (await frame()) - t0;
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
