import { uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import type { SyncDb } from '../../sync/db';
import { mutate } from '../../sync/mutate';
import { discardRejected, retryRejected } from '../../sync/outbox';
import { pullSchool } from '../../sync/pull';
import { pushAll } from '../../sync/push';
import { identity, engineFor, newDevice, openDb } from './helpers/client';
import { FakeServer } from './helpers/fake-server';

const S = 101;
const now = () => Date.now();

/** Server with one class and one student in school S, and a client that has pulled them. */
async function setup() {
  const server = new FakeServer({ 1: [S], 2: [S] });
  const classId = uuidv7();
  const studentId = uuidv7();
  server.write('classes', 'put', { id: classId, schoolId: S, name: '大一班', grade: 0, sort: 0, headTeacher: '' });
  server.write('students', 'put', { id: studentId, schoolId: S, classId, name: '张三', gender: 1, birthday: '2020-01-01', status: 1 });
  const db = openDb(newDevice());
  const transport = server.transport(1);
  await pullSchool(db, transport, S, { now });
  return { server, db, transport, classId, studentId };
}

const row = (db: SyncDb, table: string, id: string) => db.table(table).get(id);

describe('rebase', () => {
  it('keeps a pending change on top of a newer server state, merging fields the server changed meanwhile', async () => {
    const { server, db, transport, classId } = await setup();
    await mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: '王老师' });
    // Another user renames the class; this client pulls before its own change was pushed.
    server.push(2, {
      clientId: 'other-client',
      mutations: [{ id: 1, name: 'class.update', args: { id: classId, schoolId: S, name: '向日葵班' } }],
    });
    await pullSchool(db, transport, S, { now });
    expect(await row(db, 'classes', classId)).toMatchObject({ name: '向日葵班', headTeacher: '王老师' });
    // The shadow is the server's version, not the optimistic one.
    expect((await db.shadows.get(['classes', classId]))?.row).toMatchObject({ name: '向日葵班', headTeacher: '' });
    await pushAll(db, transport);
    await pullSchool(db, transport, S, { now });
    expect(await row(db, 'classes', classId)).toMatchObject({ name: '向日葵班', headTeacher: '王老师' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
  });

  it('never lets an older server state overwrite an optimistic change while it is pending', async () => {
    const { db, transport, studentId } = await setup();
    await mutate(db, 'student.update', { id: studentId, schoolId: S, name: '张三丰' });
    // A pull that still carries the old row (e.g. a reset re-sends everything from zero).
    await db.syncState.update(S, { cursors: {} });
    await pullSchool(db, transport, S, { now });
    expect((await row(db, 'students', studentId))?.name).toBe('张三丰');
  });

  it('undoes a rejected mutation at once, keeps it listed with the server message, and lets later ones stand', async () => {
    const { server, db, transport, classId, studentId } = await setup();
    const newClass = uuidv7();
    await mutate(db, 'class.create', { id: newClass, schoolId: S, name: '中一班', grade: 1 });
    await mutate(db, 'student.update', { id: studentId, schoolId: S, name: '张三改' });
    // Meanwhile another user deletes the student: the update will be rejected.
    server.push(2, { clientId: 'other-client', mutations: [{ id: 1, name: 'student.delete', args: { id: studentId, schoolId: S } }] });
    await pushAll(db, transport);
    const rejected = await db.outbox.where('status').equals('rejected').toArray();
    expect(rejected.map((r) => [r.name, r.error])).toEqual([['student.update', '数据不存在或已被删除']]);
    // Its effect is gone (the shadow put the last known server row back); the accepted create stays.
    expect((await row(db, 'students', studentId))?.name).toBe('张三');
    expect(await row(db, 'classes', newClass)).toBeDefined();
    await pullSchool(db, transport, S, { now });
    expect(await row(db, 'students', studentId)).toBeUndefined();
    expect(await row(db, 'classes', newClass)).toMatchObject({ name: '中一班', sort: 1 });
    expect(await row(db, 'classes', classId)).toBeDefined();
    expect((await db.outbox.toArray()).map((r) => r.status)).toEqual(['rejected']);
  });

  it('retries a rejected mutation after an edit under a new mutation id, and discards one for good', async () => {
    const { server, db, transport, classId } = await setup();
    const a = uuidv7();
    const b = uuidv7();
    // Two creates into a class another user deletes first: both rejected.
    await mutate(db, 'student.create', { id: a, schoolId: S, classId, name: '甲', gender: 1, birthday: '2021-01-01' });
    await mutate(db, 'student.create', { id: b, schoolId: S, classId, name: '乙', gender: 2, birthday: '2021-01-01' });
    const otherClass = uuidv7();
    server.push(2, {
      clientId: 'other-client',
      mutations: [
        { id: 1, name: 'class.create', args: { id: otherClass, schoolId: S, name: '小一班', grade: 2, headTeacher: '' } },
        {
          id: 2,
          name: 'student.delete',
          args: { id: (await db.table('students').where('classId').equals(classId).first())?.id, schoolId: S },
        },
        { id: 3, name: 'class.delete', args: { id: classId, schoolId: S } },
      ],
    });
    await pushAll(db, transport);
    await pullSchool(db, transport, S, { now });
    const [ra, rb] = await db.outbox.where('status').equals('rejected').sortBy('mutationId');
    expect(ra?.error).toBe('数据不存在或已被删除');
    expect(await row(db, 'students', a)).toBeUndefined();
    if (!ra || !rb) throw new Error('expected two rejected rows');

    // Retry with a bad edit: refused, nothing changes.
    await expect(retryRejected(db, ra, { ...ra.args, classId: otherClass, name: '' })).rejects.toThrow('请输入姓名');
    const newId = await retryRejected(db, ra, { ...ra.args, classId: otherClass });
    expect(newId).toBe(3);
    expect(await row(db, 'students', a)).toMatchObject({ classId: otherClass, name: '甲' });
    await discardRejected(db, rb);
    await pushAll(db, transport);
    await pullSchool(db, transport, S, { now });
    expect(await db.outbox.count()).toBe(0);
    expect(server.get('students', a)).toMatchObject({ classId: otherClass });
    expect(server.get('students', b)).toBeUndefined();
    expect(await row(db, 'students', a)).toEqual(server.get('students', a));
  });

  it('engine: a poke-style pull on a school with pending work keeps the UI state stable', async () => {
    const { server, db, classId } = await setup();
    const engine = engineFor(db, server.transport(1), identity(1, S));
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '一' });
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '二' });
    expect(await engine.syncOnce()).toBe('ok');
    expect((await row(db, 'classes', classId))?.name).toBe('二');
    expect(server.get('classes', classId)?.name).toBe('二');
    expect(await db.outbox.count()).toBe(0);
  });

  it('a pull that brings back what the replica already shows (our own push) rewrites no row, so live queries stay still', async () => {
    const { server, db, transport, classId, studentId } = await setup();
    let rowWrites = 0;
    for (const table of ['classes', 'students']) {
      db.table(table).hook('creating', () => void rowWrites++);
      db.table(table).hook('updating', () => void rowWrites++);
      db.table(table).hook('deleting', () => void rowWrites++);
    }
    await mutate(db, 'student.update', { id: studentId, schoolId: S, name: '张小三' });
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '一' });
    expect(rowWrites).toBe(2);
    await pushAll(db, transport);
    // A newer edit is still pending while the pull brings the server's version of the first two.
    await mutate(db, 'class.update', { id: classId, schoolId: S, name: '二' });
    rowWrites = 0;
    await pullSchool(db, transport, S, { now });
    expect(rowWrites).toBe(0);
    expect(await row(db, 'students', studentId)).toMatchObject({ name: '张小三' });
    expect(await row(db, 'classes', classId)).toMatchObject({ name: '二' });
    // Once the server has the last edit too, its pull still writes nothing, and the outbox empties.
    await pushAll(db, transport);
    await pullSchool(db, transport, S, { now });
    expect(rowWrites).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    // Another user's change is written, of course.
    server.push(2, {
      clientId: 'other-client',
      mutations: [{ id: 1, name: 'class.update', args: { id: classId, schoolId: S, name: '三' } }],
    });
    await pullSchool(db, transport, S, { now });
    expect(rowWrites).toBe(1);
    expect((await row(db, 'classes', classId))?.name).toBe('三');
  });
});
