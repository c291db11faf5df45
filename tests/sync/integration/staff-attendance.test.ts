import { StaffAttendanceMsg, type StaffAttendanceEventRow, type StaffRow, staffDayKey, staffDayStates, uuidv7 } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncDb } from '../../../sync/db';
import { stampHlc } from '../../../sync/hlc-clock';
import { mutate } from '../../../sync/mutate';
import { replicaRows, serverRows } from '../helpers/compare';
import { createTestApp, type RealUser, syncedDevice, type TestApp, unlockedPrincipal } from '../helpers/real-server';

const S = 101;
/** A Sunday: no seeded marks, so the day holds only this test's. */
const DAY = '2026-11-22';

/** 教职工考勤 on two devices against the real server: marks made offline converge by HLC on every replica. */
describe('staff attendance (real server)', () => {
  let t: TestApp;
  let boss: RealUser;

  beforeAll(async () => {
    t = await createTestApp();
    // Unlocked: her devices compare with every server row.
    boss = await unlockedPrincipal(t);
  });
  afterAll(() => t.close());

  const device = () => syncedDevice(boss);
  const mark = async (db: SyncDb, userId: number, status: number, now: number, extra: { leaveType?: number; reason?: string } = {}) => {
    const args = {
      id: uuidv7(),
      schoolId: S,
      userId,
      day: DAY,
      status,
      hlc: await stampHlc(db, now),
      createTime: new Date(now).toISOString(),
      ...extra,
    };
    await mutate(db, 'staffAttendance.record', args);
    return args;
  };
  const winner = async (db: SyncDb, userId: number) => {
    const events = await db.table<StaffAttendanceEventRow>('staffAttendanceEvents').where('[userId+day]').equals([userId, DAY]).toArray();
    return { current: staffDayStates(events).get(staffDayKey(userId, DAY)), count: events.length };
  };

  it('holds the roster offline, and two devices marking the same person differently show the same answer and both events', async () => {
    const a = await device();
    const b = await device();
    const roster = await a.db.table<StaffRow>('staff').where('schoolId').equals(S).toArray();
    const teacher = roster.find((r) => r.name === '李晓雯');
    if (!teacher) throw new Error('no teacher on the roster');
    expect(teacher).toMatchObject({ departmentName: '保教部', positionName: '教师' });

    // Offline: tablet A's clock is two hours fast, B's right; B marks later in real time, but A's stamp is greater.
    const now = Date.now();
    const fromA = await mark(a.db, teacher.userId, 1, now + 2 * 3_600_000);
    const fromB = await mark(b.db, teacher.userId, 2, now + 60_000, { leaveType: 3, reason: '年假' });
    // Each device shows its own mark at once.
    expect((await winner(a.db, teacher.userId)).current?.id).toBe(fromA.id);
    expect((await winner(b.db, teacher.userId)).current?.id).toBe(fromB.id);

    // Online: A pushes first, B last (a last-write-wins by arrival would pick B's); then A pulls. Every replica
    // settles on A's mark, the greater stamp, and holds both events.
    expect(await a.engine.syncOnce()).toBe('ok');
    expect(await b.engine.syncOnce()).toBe('ok');
    expect(await a.engine.syncOnce()).toBe('ok');
    for (const d of [a, b]) expect(await winner(d.db, teacher.userId)).toMatchObject({ current: { id: fromA.id, status: 1 }, count: 2 });
    expect(await replicaRows(a.db, S)).toEqual(await serverRows(t, S));
    expect(await replicaRows(b.db, S)).toEqual(await replicaRows(a.db, S));

    // B's slow clock has seen A's stamp: its next mark comes after it, and wins everywhere.
    const again = await mark(b.db, teacher.userId, 0, now + 120_000);
    expect(again.hlc > fromA.hlc).toBe(true);
    expect(await b.engine.syncOnce()).toBe('ok');
    expect(await a.engine.syncOnce()).toBe('ok');
    for (const d of [a, b]) expect((await winner(d.db, teacher.userId)).current?.id).toBe(again.id);
  });

  it('refuses a mark of someone not on the school’s roster on the device, before it is queued', async () => {
    const a = await device();
    const now = Date.now();
    const args = {
      id: uuidv7(),
      schoolId: S,
      userId: 999_999,
      day: DAY,
      status: 0,
      hlc: await stampHlc(a.db, now),
      createTime: new Date(now).toISOString(),
    };
    await expect(mutate(a.db, 'staffAttendance.record', args)).rejects.toThrow(StaffAttendanceMsg.notInSchool);
  });
});
