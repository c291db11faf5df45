import { uuidv7 } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../../sync/mutate';
import { pullSchool } from '../../../sync/pull';
import { engineFor, newDevice, openDb, prng } from '../helpers/client';
import { clientIdOfDb, replicaRows, serverClient, serverRows } from '../helpers/compare';
import { FaultyTransport, NO_FAULTS } from '../helpers/faulty-transport';
import { createTestApp, type RealUser, signIn, type TestApp, unlockFinance } from '../helpers/real-server';

/**
 * Exactly-once against the real server: every fault the network can make, and a crash between push and
 * acknowledgement. The oracle: a run of updates to one field must end on the LAST value (a replayed older
 * mutation would leave an earlier one), creates must never come back rejected as duplicates, and the server's
 * counter and rejection log must match the client's outbox.
 */
describe('exactly-once push (real server)', () => {
  let t: TestApp;
  let user: RealUser;
  const S = 101;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'yuanzhang');
    // Unlocked: her device holds the finance scope too, so it compares with every server row.
    expect(await unlockFinance(t, user)).toBe(200);
  });
  afterAll(() => t.close());

  async function scenario(seed: number, rates: Partial<typeof NO_FAULTS>, rounds = 4) {
    const device = newDevice();
    const db = openDb(device, user.identity.userId);
    const transport = new FaultyTransport(user.transport, prng(seed), { ...NO_FAULTS, ...rates });
    const engine = engineFor(db, transport, user.identity);
    transport.rates = NO_FAULTS;
    expect(await engine.syncOnce()).toBe('ok');
    transport.rates = { ...NO_FAULTS, ...rates };
    const classId = uuidv7();
    await mutate(db, 'class.create', { id: classId, schoolId: S, name: `班级${seed}`, grade: 1 });
    const students: string[] = [];
    let n = 0;
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < 6; i++) {
        await mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: `v${++n}` });
        const sid = uuidv7();
        students.push(sid);
        await mutate(db, 'student.create', { id: sid, schoolId: S, classId, name: `幼儿${n}`, gender: 1, birthday: '2021-05-06' });
      }
      // Several cycles under faults; some fail, that is the point.
      for (let k = 0; k < 3; k++) await engine.syncOnce();
    }
    // The network heals; held-back copies arrive last, after everything they were sent before.
    transport.rates = NO_FAULTS;
    await transport.flush();
    expect(await engine.syncOnce()).toBe('ok');
    await transport.flush();
    expect(await engine.syncOnce()).toBe('ok');

    const clientId = await clientIdOfDb(db);
    const server = await serverClient(t, clientId);
    expect(server.lastMutationId).toBe(1 + rounds * 12);
    expect(server.rejections).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    const rows = await serverRows(t, S);
    expect(rows.classes.find((c) => c.id === classId)?.headTeacher).toBe(`v${n}`);
    expect(
      rows.students
        .filter((s) => s.classId === classId)
        .map((s) => s.id)
        .sort(),
    ).toEqual([...students].sort());
    expect(await replicaRows(db, S)).toEqual(rows);
    return transport.counts;
  }

  it('duplicated deliveries are applied once', async () => {
    const counts = await scenario(11, { duplicate: 1 });
    expect(counts.duplicated).toBeGreaterThan(5);
  });

  it('dropped requests and lost answers are retried without applying twice', async () => {
    const counts = await scenario(12, { dropRequest: 0.3, dropResponse: 0.4, serverError: 0.1 });
    expect(counts.lostAnswers).toBeGreaterThan(2);
    expect(counts.dropped).toBeGreaterThan(2);
  });

  it('reordered deliveries (old requests arriving after newer ones) change nothing', async () => {
    const counts = await scenario(13, { delay: 0.7, duplicate: 0.3 });
    expect(counts.delayed).toBeGreaterThan(5);
    expect(counts.replayed).toBeGreaterThan(5);
  });

  it('a crash between push and acknowledgement: the restarted engine confirms instead of re-applying', async () => {
    const device = newDevice();
    let db = openDb(device, user.identity.userId);
    const classId = uuidv7();
    await mutate(db, 'class.create', { id: classId, schoolId: S, name: '崩溃测试班', grade: 2 });
    for (let i = 1; i <= 5; i++) await mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: `h${i}` });
    const crashing = new FaultyTransport(user.transport, prng(1), { ...NO_FAULTS, dropResponse: 1 });
    // The server applies the whole batch; the client never hears back, then the tab dies.
    expect(await engineFor(db, crashing, user.identity).syncOnce()).toBe('failed');
    const clientId = await clientIdOfDb(db);
    expect((await serverClient(t, clientId)).lastMutationId).toBe(6);
    expect((await db.outbox.toArray()).every((r) => r.status === 'pending' && !r.applied)).toBe(true);
    db.close();

    // Restart from the same IndexedDB: one more local change, then a clean sync.
    db = openDb(device, user.identity.userId);
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '崩溃后改名' });
    expect(await engineFor(db, user.transport, user.identity).syncOnce()).toBe('ok');
    const server = await serverClient(t, clientId);
    expect(server).toEqual({ lastMutationId: 7, rejections: [] });
    expect(await db.outbox.count()).toBe(0);
    const rows = await serverRows(t, S);
    expect(rows.classes.find((c) => c.id === classId)).toMatchObject({ name: '崩溃后改名', headTeacher: 'h5' });
    expect(await replicaRows(db, S)).toEqual(rows);
  });

  it('a crash after the server applied, with a pull before the retry: the effect never flickers away or doubles', async () => {
    const device = newDevice();
    const db = openDb(device, user.identity.userId);
    const classId = uuidv7();
    await mutate(db, 'class.create', { id: classId, schoolId: S, name: '先拉后推班', grade: 2 });
    const lossy = new FaultyTransport(user.transport, prng(2), { ...NO_FAULTS, dropResponse: 1 });
    expect(await engineFor(db, lossy, user.identity).syncOnce()).toBe('failed');
    // Pull only: the server's lastMutationId covers the mutation, whose outcome the client does not know yet.
    const engine = engineFor(db, user.transport, user.identity);
    await pullSchool(db, user.transport, S, { now: Date.now });
    expect(await db.table('classes').get(classId)).toMatchObject({ name: '先拉后推班' });
    expect(await db.outbox.count()).toBe(1);
    expect(await engine.syncOnce()).toBe('ok');
    expect(await db.outbox.count()).toBe(0);
    expect((await serverClient(t, await clientIdOfDb(db))).lastMutationId).toBe(1);
  });
});
