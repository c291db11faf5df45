import { type AttendanceEventRow, dayStates, STUDENT_STATUS, type StudentRow, stateOf, uuidv7 } from '@contract';
import type { HealthCheckRow, IllnessFollowUpRow } from '@contract/health/checks';
import { checkKey, checkStates } from '@contract/health/checks-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncDb } from '../../../sync/db';
import { stampHlc } from '../../../sync/hlc-clock';
import { mutate } from '../../../sync/mutate';
import { replicaRows, serverRows } from '../helpers/compare';
import { createTestApp, type RealUser, syncedDevice, type TestApp, unlockedPrincipal } from '../helpers/real-server';

const S = 101;
/** A Sunday: no seeded checks, so the day holds only this test's. */
const DAY = '2026-11-22';

/** 晨午检 on two tablets against the real server: checks made offline converge by HLC on every replica. */
describe('health checks (real server)', () => {
  let t: TestApp;
  let boss: RealUser;

  beforeAll(async () => {
    t = await createTestApp();
    boss = await unlockedPrincipal(t);
  });
  afterAll(() => t.close());

  const stamp = async (db: SyncDb, now: number) => ({ hlc: await stampHlc(db, now), createTime: new Date(now).toISOString() });
  const checkOf = async (db: SyncDb, studentId: string) =>
    checkStates(await db.table<HealthCheckRow>('healthChecks').where('[studentId+day]').equals([studentId, DAY]).toArray()).get(
      checkKey(studentId, DAY, 1),
    );
  const attendanceOf = async (db: SyncDb, studentId: string) =>
    stateOf(
      dayStates(await db.table<AttendanceEventRow>('attendanceEvents').where('[studentId+day]').equals([studentId, DAY]).toArray()),
      studentId,
      DAY,
    );

  it('two tablets checking a class offline agree once online: the greater stamp wins, 劝返 included, one follow-up a child', async () => {
    const a = await syncedDevice(boss);
    const b = await syncedDevice(boss);
    const kids = (await a.db.table<StudentRow>('students').where('schoolId').equals(S).toArray())
      .filter((k) => k.status === STUDENT_STATUS.enrolled)
      .sort((x, y) => x.id.localeCompare(y.id));
    const classId = kids[0]?.classId as string;
    const [k1, k2, k3, k4] = kids.filter((k) => k.classId === classId).map((k) => k.id) as [string, string, string, string];
    const now = Date.now();

    // Offline. Tablet A's clock is two hours fast: it sends k1 home with a fever and checks k2.
    const sentHome = {
      id: uuidv7(),
      schoolId: S,
      studentId: k1,
      day: DAY,
      session: 1,
      temperature: 386,
      symptoms: 1,
      result: 2,
      attendanceId: uuidv7(),
    };
    await mutate(a.db, 'healthCheck.record', { ...sentHome, ...(await stamp(a.db, now + 2 * 3_600_000)) });
    await mutate(a.db, 'healthCheck.record', {
      ...{ id: uuidv7(), schoolId: S, studentId: k2, day: DAY, session: 1, result: 1, symptoms: 2, attendanceId: uuidv7() },
      ...(await stamp(a.db, now + 2 * 3_600_000 + 1000)),
    });
    await mutate(a.db, 'illnessFollowUp.save', { id: uuidv7(), schoolId: S, studentId: k4, day: DAY, diagnosis: '感冒' });
    // Tablet B checks k1 normal with 36.5 ℃, then 全部正常 for k2..k4, and starts k4's follow-up under its own id.
    await mutate(b.db, 'healthCheck.record', {
      ...{ id: uuidv7(), schoolId: S, studentId: k1, day: DAY, session: 1, temperature: 365, result: 0, attendanceId: uuidv7() },
      ...(await stamp(b.db, now + 60_000)),
    });
    await mutate(b.db, 'healthCheck.allNormal', {
      schoolId: S,
      classId,
      day: DAY,
      session: 1,
      entries: [k2, k3, k4].map((studentId) => ({ id: uuidv7(), studentId, attendanceId: uuidv7() })),
      ...(await stamp(b.db, now + 61_000)),
    });
    await mutate(b.db, 'illnessFollowUp.save', { id: uuidv7(), schoolId: S, studentId: k4, day: DAY, diagnosis: '流感', seenDoctor: true });
    // Each shows its own at once.
    expect((await checkOf(a.db, k1))?.result).toBe(2);
    expect((await attendanceOf(a.db, k1))?.status).toBe(1);
    expect((await checkOf(b.db, k1))?.result).toBe(0);
    expect((await attendanceOf(b.db, k1))?.temperature).toBe(365);

    // Online: A first, then B, then A again.
    expect(await a.engine.syncOnce()).toBe('ok');
    expect(await b.engine.syncOnce()).toBe('ok');
    expect(await a.engine.syncOnce()).toBe('ok');
    for (const d of [a, b]) {
      expect(await checkOf(d.db, k1)).toMatchObject({ id: sentHome.id, result: 2 });
      expect(await attendanceOf(d.db, k1)).toMatchObject({ status: 1, reason: '晨检劝返：发热', temperature: 386 });
      // k2 was checked by A before B's 全部正常 reached the server: A's check stands, alone.
      expect(await checkOf(d.db, k2)).toMatchObject({ result: 1, symptoms: 2 });
      expect((await d.db.table<HealthCheckRow>('healthChecks').where('[studentId+day]').equals([k2, DAY]).toArray()).length).toBe(1);
      expect(await checkOf(d.db, k3)).toMatchObject({ result: 0 });
      const followUps = await d.db.table<IllnessFollowUpRow>('illnessFollowUps').where('[studentId+day]').equals([k4, DAY]).toArray();
      expect(followUps).toMatchObject([{ diagnosis: '流感', seenDoctor: true }]);
    }
    expect(await replicaRows(a.db, S)).toEqual(await serverRows(t, S));
    expect(await replicaRows(b.db, S)).toEqual(await replicaRows(a.db, S));
  });
});
