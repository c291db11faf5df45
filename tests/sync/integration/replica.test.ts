import { and, eq } from 'drizzle-orm';
import { readableScopes, SYNC_SCHEMA_VERSION, uuidv7 } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, syncHorizons } from '../../../server/db/schema';
import { mutate } from '../../../sync/mutate';
import { pullSchool } from '../../../sync/pull';
import { pushAll } from '../../../sync/push';
import { readStatus } from '../../../sync/status';
import { engineFor, newDevice, openDb } from '../helpers/client';
import { noRows, replicaRows, serverRows } from '../helpers/compare';
import { createTestApp, EVERY_SCOPE, type RealUser, signIn, syncedDevice, type TestApp, unlockedPrincipal } from '../helpers/real-server';

/** Pull, rebase, tombstones, reset and purge, each against the real server. */
describe('replica (real server)', () => {
  let t: TestApp;
  let boss: RealUser;
  let teacher: RealUser;
  const S = 101;

  beforeAll(async () => {
    t = await createTestApp();
    // Unlocked in school 101: her devices hold its finance scope too, so they compare with every server row.
    boss = await unlockedPrincipal(t, [101, 102, 103, 104, 105, 320]);
    teacher = await signIn(t, 'jiaoshi');
  });
  afterAll(() => t.close());

  /** What the teacher's devices hold: the server's rows of the scopes she reads (no committee websites). */
  const teacherRows = () => serverRows(t, S, readableScopes(teacher.session.permissions));

  it('a first sync copies the school exactly and reports it done', async () => {
    const { db } = await syncedDevice(teacher);
    const rows = await replicaRows(db, S);
    expect(rows.classes.length).toBeGreaterThan(2);
    expect(rows.students.length).toBeGreaterThan(20);
    expect(rows).toEqual(await teacherRows());
    expect(rows.siteNotices).toEqual([]);
    const status = await readStatus(db, S);
    expect(status).toMatchObject({ online: true, pending: 0, firstSync: null, error: null });
    expect(status.lastSyncedAt).toBeTypeOf('number');
  });

  it('tombstones: a row deleted on the server disappears from the replica', async () => {
    const a = await syncedDevice(boss);
    const b = await syncedDevice(teacher);
    const victim = (await replicaRows(b.db, S)).students[0];
    if (!victim) throw new Error('no student');
    await mutate(a.db, 'student.delete', { id: victim.id, schoolId: S });
    expect(await a.engine.syncOnce()).toBe('ok');
    expect(await b.engine.syncOnce()).toBe('ok');
    expect(await b.db.table('students').get(victim.id)).toBeUndefined();
    expect(await replicaRows(b.db, S)).toEqual(await teacherRows());
  });

  it('rebase: a pending change stays on top of a newer server state, then lands on the server', async () => {
    const a = await syncedDevice(boss);
    const b = await syncedDevice(teacher);
    const target = (await replicaRows(b.db, S)).classes[0];
    if (!target) throw new Error('no class');
    await mutate(b.db, 'class.update', { id: target.id, schoolId: S, headTeacher: '周老师' });
    await mutate(a.db, 'class.update', { id: target.id, schoolId: S, name: '蓝天班', headTeacher: '旧值' });
    expect(await a.engine.syncOnce()).toBe('ok');
    // b pulls the newer server row but its own pending headTeacher stays on top.
    await pullSchool(b.db, teacher.transport, S, { now: Date.now });
    expect(await b.db.table('classes').get(target.id)).toMatchObject({ name: '蓝天班', headTeacher: '周老师' });
    expect(await b.engine.syncOnce()).toBe('ok');
    expect((await serverRows(t, S)).classes.find((c) => c.id === target.id)).toMatchObject({ name: '蓝天班', headTeacher: '周老师' });
    expect(await replicaRows(b.db, S)).toEqual(await teacherRows());
  });

  it('a rejection shows the server message and its optimistic effect disappears at once', async () => {
    const a = await syncedDevice(boss);
    const b = await syncedDevice(teacher);
    const classId = uuidv7();
    await mutate(a.db, 'class.create', { id: classId, schoolId: S, name: '待删班', grade: 3 });
    expect(await a.engine.syncOnce()).toBe('ok');
    expect(await b.engine.syncOnce()).toBe('ok');
    // b deletes the (empty) class while a enrols a child in it; a reaches the server first.
    await mutate(b.db, 'class.delete', { id: classId, schoolId: S });
    expect(await b.db.table('classes').get(classId)).toBeUndefined();
    await mutate(a.db, 'student.create', { id: uuidv7(), schoolId: S, classId, name: '新同学', gender: 2, birthday: '2022-02-02' });
    expect(await a.engine.syncOnce()).toBe('ok');
    // Push alone: the rejection must undo the optimistic delete without waiting for a pull.
    await pushAll(b.db, teacher.transport);
    const status = await readStatus(b.db, S);
    expect(status.pending).toBe(0);
    expect(status.rejected.map((r) => [r.name, r.error])).toEqual([['class.delete', '该班级下还有幼儿，不能删除']]);
    expect(await b.db.table('classes').get(classId)).toMatchObject({ name: '待删班' });
    expect(await b.engine.syncOnce()).toBe('ok');
    expect(await replicaRows(b.db, S)).toEqual(await teacherRows());
  });

  it('reset: a cursor behind the tombstone horizon clears the school and pulls it again, keeping pending changes', async () => {
    const b = await syncedDevice(teacher);
    const before = await b.db.syncState.get(S);
    const cls = (await replicaRows(b.db, S)).classes[0];
    if (!before || !cls) throw new Error('not synced');
    // A row that only the replica has (as if a tombstone was compacted away while this device slept).
    await b.db.table('classes').put({ ...cls, id: uuidv7(), name: '幽灵班' });
    await mutate(b.db, 'class.update', { id: cls.id, schoolId: S, headTeacher: '重置期间的修改' });
    const horizon = Math.max(...Object.values(before.cursors)) + 1;
    await t.database.db
      .insert(syncHorizons)
      .values({ schoolId: S, cursor: horizon })
      .onConflictDoUpdate({ target: syncHorizons.schoolId, set: { cursor: horizon } });
    const progress: number[] = [];
    await pullSchool(b.db, teacher.transport, S, { now: Date.now, onProgress: (p) => progress.push(p.applied) });
    await t.database.db.delete(syncHorizons).where(eq(syncHorizons.schoolId, S));
    expect(progress.length).toBeGreaterThan(0);
    const rows = await replicaRows(b.db, S);
    expect(rows.classes.find((c) => c.name === '幽灵班')).toBeUndefined();
    expect(rows.classes.find((c) => c.id === cls.id)?.headTeacher).toBe('重置期间的修改');
    expect(await b.engine.syncOnce()).toBe('ok');
    expect(await replicaRows(b.db, S)).toEqual(await teacherRows());
  });

  it('reset: a cursor the server never gave (it was restored from an older backup) pulls the school again', async () => {
    const b = await syncedDevice(teacher);
    const state = await b.db.syncState.get(S);
    const cls = (await replicaRows(b.db, S)).classes[0];
    if (!state || !cls) throw new Error('not synced');
    // As after a restore: the server's log ends before the replica's cursor, and holds a row the replica never saw.
    const records = state.cursors.records ?? 0;
    await b.db.syncState.put({ ...state, cursors: { ...state.cursors, records: records + 1_000_000 } });
    await b.db.table('classes').delete(cls.id);
    expect(await b.engine.syncOnce()).toBe('ok');
    expect((await b.db.syncState.get(S))?.cursors.records).toBeLessThanOrEqual(records);
    expect(await replicaRows(b.db, S)).toEqual(await teacherRows());
  });

  it('a replica pulled by an older app (another sync schema) is pulled again, so tables added since bring their rows', async () => {
    const b = await syncedDevice(boss);
    const state = await b.db.syncState.get(S);
    const banners = await b.db.table('siteBanners').where('schoolId').equals(S).count();
    if (!state || banners === 0) throw new Error('no banners synced');
    // As the older app left it: no banners table yet, and a cursor recorded without its schema.
    await b.db.table('siteBanners').clear();
    await b.db.syncState.put({ ...state, schema: undefined });
    expect(await b.engine.syncOnce()).toBe('ok');
    expect(await b.db.table('siteBanners').where('schoolId').equals(S).count()).toBe(banners);
    expect((await b.db.syncState.get(S))?.schema).toBe(SYNC_SCHEMA_VERSION);
  });

  it('a replica made before sync scopes (one cursor, schema 2) is cleared and pulled again per scope', async () => {
    const b = await syncedDevice(boss);
    const state = await b.db.syncState.get(S);
    const cls = (await replicaRows(b.db, S)).classes[0];
    if (!state || !cls) throw new Error('not synced');
    // As that app left it: one cursor, and a row the server has deleted since (its tombstone not kept for ever).
    const { cursors, ...rest } = state;
    await b.db.syncState.put({ ...rest, cursor: Math.max(...Object.values(cursors)), schema: 2 } as never);
    await b.db.table('classes').put({ ...cls, id: uuidv7(), name: '旧版本留下的班' });
    expect(await b.engine.syncOnce()).toBe('ok');
    const now = await b.db.syncState.get(S);
    expect(now?.cursor).toBeUndefined();
    expect(Object.keys(now?.cursors ?? {}).sort()).toEqual(EVERY_SCOPE);
    expect(await replicaRows(b.db, S)).toEqual(await serverRows(t, S));
  });

  it('purge: a school the user lost leaves the device; its queued change stays listed, rejected by the server', async () => {
    const S2 = 102;
    const db = openDb(newDevice(), boss.identity.userId);
    const engine = engineFor(db, boss.transport, { ...boss.identity, schoolId: S2 });
    expect(await engine.syncOnce()).toBe('ok');
    engine.setIdentity({ ...boss.identity }); // back to the current school; 102 stays opened
    expect(await engine.syncOnce()).toBe('ok');
    const lostClass = (await replicaRows(db, S2)).classes[0];
    if (!lostClass) throw new Error('school 102 has no classes');
    await mutate(db, 'class.update', { id: lostClass.id, schoolId: S2, headTeacher: '离线修改' });
    const keep = await replicaRows(db, S);

    await t.database.db.delete(memberships).where(and(eq(memberships.userId, boss.identity.userId), eq(memberships.schoolId, S2)));
    await t.settleAccess();
    expect(await engine.syncOnce()).toBe('ok');
    expect(await replicaRows(db, S2)).toEqual(noRows());
    expect(await db.shadows.where('schoolId').equals(S2).count()).toBe(0);
    expect((await db.syncState.get(S2))?.lost).toBe(true);
    // The other school is untouched, and the change to the lost one was not dropped silently.
    expect(await replicaRows(db, S)).toEqual(keep);
    const status = await readStatus(db, S);
    expect(status.rejected.map((r) => [r.schoolId, r.code, r.error])).toEqual([[S2, 403, '您没有权限访问该园所的数据']]);
    // Next cycles no longer ask for the lost school.
    expect(await engine.syncOnce()).toBe('ok');
    expect(await replicaRows(db, S2)).toEqual(noRows());
  });

  it('an expired session stops syncing and keeps everything', async () => {
    const who = await signIn(t, 'caiwu');
    const { db, engine } = await syncedDevice(who);
    const cls = (await replicaRows(db, S)).classes[0];
    if (!cls) throw new Error('no class');
    await mutate(db, 'class.update', { id: cls.id, schoolId: S, headTeacher: '过期前' });
    await t.post('/park/login/logout', {}, { token: who.identity.token, userId: who.identity.userId, schoolId: S });
    expect(await engine.syncOnce()).toBe('session-over');
    const status = await readStatus(db, S);
    expect(status).toMatchObject({ authExpired: true, pending: 1, error: '登录已过期,需重新登录' });
    expect(await db.table('classes').get(cls.id)).toMatchObject({ headTeacher: '过期前' });
  });
});
