import { type AttendanceEventRow, nextHlc, type PullResponse, periodStats, SYNC_SCHEMA_VERSION, uuidv7 } from '@contract';
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { applyPullPage } from '../../sync/apply-pull';
import { periodWinners, rebuildAttendanceDays } from '../../sync/attendance-days';
import { mutate } from '../../sync/mutate';
import { newDevice, openDb } from './helpers/client';

/**
 * The per-day attendance summaries (sync/attendance-days.ts): what the 统计 tab reads must equal the statistics of
 * the events themselves, whichever way the events came (a pulled page, a local tap, a replica filled before the
 * summaries existed), and the summaries must follow the events.
 */
const S = 101;
const CLASS = '01890000-0000-7000-8000-0000000000c1';
const kids = Array.from({ length: 4 }, (_, i) => ({ id: uuidv7(), name: `童${i}`, classId: CLASS, schoolId: S }));
const classes = [{ id: CLASS, name: '大一班' }];
let clock: string | undefined;
function event(studentId: string, day: string, status: number, temperature: number | null = 365): AttendanceEventRow {
  clock = nextHlc(clock, Date.parse(`${day}T00:30:00Z`), 'c-test');
  return {
    id: uuidv7(),
    schoolId: S,
    classId: CLASS,
    studentId,
    day,
    status,
    leaveType: status === 2 ? 1 : 0,
    reason: status === 2 ? '发烧' : '',
    temperature,
    hlc: clock,
    recordedBy: 1,
    recorderName: '李晓雯',
    createTime: `${day}T00:30:00.000Z`,
  };
}
const page = (cursor: number, events: AttendanceEventRow[]): PullResponse => ({
  cursors: { attendance: cursor },
  scopes: ['attendance'],
  locked: [],
  unlocks: {},
  rights: '',
  windows: {},
  lastMutationId: 0,
  changes: events.map((row) => ({ table: 'attendanceEvents', op: 'put' as const, row })),
  more: false,
  reset: false,
  horizon: 0,
});
const FROM = '2026-11-01';
const TO = '2026-11-30';

async function replica() {
  const db = openDb(newDevice());
  await db.syncState.put({ schoolId: S, cursors: {}, lastMutationId: 0, lastSyncedAt: null, lost: false, schema: SYNC_SCHEMA_VERSION });
  await db.table('students').bulkPut(kids.map((k) => ({ ...k, gender: 1, birthday: '2021-01-01', status: 1 })));
  return db;
}
/** The statistics as the 统计 tab makes them, and as the events alone give them. */
async function both(db: ReturnType<typeof openDb>) {
  const events = await db.table<AttendanceEventRow>('attendanceEvents').toArray();
  return {
    shown: periodStats(classes, kids, await periodWinners(db, S, FROM, TO), FROM, TO),
    truth: periodStats(classes, kids, events, FROM, TO),
  };
}

describe('attendance summaries of the replica', () => {
  it('follow pulled pages and local taps in the same transaction, and give the statistics of the events', async () => {
    const db = await replica();
    const [a, b, c] = kids;
    if (!a || !b || !c) throw new Error('kids');
    const first = [event(a.id, '2026-11-02', 0), event(b.id, '2026-11-02', 2, null), event(c.id, '2026-11-03', 0, 380)];
    expect(await applyPullPage(db, S, {}, page(3, first), 1)).toBe('applied');
    expect(await db.table('attendanceDays').count()).toBe(2);
    let { shown, truth } = await both(db);
    expect(shown).toEqual(truth);
    expect(shown.classes[0]).toMatchObject({ recorded: 3, present: 2, sickLeave: 1, fever: 1 });

    // A later event of the same child and day wins; the summary of that day says so.
    await applyPullPage(db, S, { attendance: 3 }, page(4, [event(a.id, '2026-11-02', 3)]), 2);
    ({ shown, truth } = await both(db));
    expect(shown).toEqual(truth);
    expect(shown.children.find((x) => x.studentId === a.id)).toMatchObject({ recorded: 1, present: 0, absent: 1 });

    // A tap on this device (mutate) refreshes its day before the transaction commits.
    clock = nextHlc(clock, Date.parse('2026-11-04T00:30:00Z'), 'c-tablet');
    await mutate(db, 'attendance.record', {
      id: uuidv7(),
      schoolId: S,
      studentId: c.id,
      day: '2026-11-04',
      status: 1,
      reason: '晨检体温偏高',
      temperature: 378,
      hlc: clock,
    });
    expect(await db.table('attendanceDays').count()).toBe(3);
    ({ shown, truth } = await both(db));
    expect(shown).toEqual(truth);
    expect(shown.children.find((x) => x.studentId === c.id)).toMatchObject({ recorded: 2, persuaded: 1, fever: 2 });
  });

  it('are made again when absent (a replica filled before them), and read from the events until then', async () => {
    const db = await replica();
    const events = kids.flatMap((k, i) => ['2026-11-02', '2026-11-03', '2026-11-04'].map((d) => event(k.id, d, (i + d.length) % 4)));
    await db.table('attendanceEvents').bulkPut(events);
    expect(await db.table('attendanceDays').count()).toBe(0);
    const { shown, truth } = await both(db);
    expect(shown).toEqual(truth);
    await rebuildAttendanceDays(db, S, FROM, TO);
    expect(await db.table('attendanceDays').count()).toBe(3);
    expect((await both(db)).shown).toEqual(truth);
  });

  it("are made again behind the 统计 tab's live query, which then reads them", async () => {
    const db = await replica();
    const events = kids.flatMap((k, i) => ['2026-11-02', '2026-11-03'].map((d) => event(k.id, d, i % 4)));
    await db.table('attendanceEvents').bulkPut(events);
    const seen: number[] = [];
    const errors: unknown[] = [];
    const sub = liveQuery(() => periodWinners(db, S, FROM, TO)).subscribe({
      next: (w) => seen.push(w.length),
      error: (e) => errors.push(e),
    });
    for (let i = 0; i < 50 && (await db.table('attendanceDays').count()) < 2; i++) await new Promise((r) => setTimeout(r, 20));
    sub.unsubscribe();
    expect(errors).toEqual([]);
    expect(await db.table('attendanceDays').count()).toBe(2);
    expect(seen[0]).toBe(events.length);
  });

  it('leave with the events when the school is reset', async () => {
    const db = await replica();
    const [a] = kids;
    if (!a) throw new Error('kids');
    await applyPullPage(db, S, {}, page(1, [event(a.id, '2026-11-02', 0)]), 1);
    expect(await db.table('attendanceDays').count()).toBe(1);
    await applyPullPage(db, S, { attendance: 1 }, { ...page(0, []), reset: true }, 2);
    expect(await db.table('attendanceEvents').count()).toBe(0);
    expect(await db.table('attendanceDays').count()).toBe(0);
    expect((await both(db)).shown.classes[0]).toMatchObject({ recorded: 0 });
  });
});
