import { PUSH_BATCH_SIZE, type PushRequest, uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { currentClientId } from '../../sync/client-state';
import { mutate } from '../../sync/mutate';
import { pullSchool } from '../../sync/pull';
import { pushAll } from '../../sync/push';
import type { SyncTransport } from '../../sync/transport';
import { engineFor, identity, newDevice, openDb } from './helpers/client';
import { FakeServer } from './helpers/fake-server';

const S = 101;
const now = () => Date.now();

function recording(inner: SyncTransport) {
  const batches: PushRequest[] = [];
  const transport: SyncTransport = {
    push: (b) => {
      batches.push(structuredClone(b));
      return inner.push(b);
    },
    pull: (q) => inner.pull(q),
  };
  return { transport, batches };
}

describe('push', () => {
  it(`sends the outbox in order, in batches of at most ${PUSH_BATCH_SIZE}`, async () => {
    const server = new FakeServer({ 1: [S] });
    const db = openDb(newDevice());
    const classId = uuidv7();
    await mutate(db, 'class.create', { id: classId, schoolId: S, name: '大班', grade: 0 });
    for (let i = 0; i < 249; i++) await mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: `t${i}` });
    const { transport, batches } = recording(server.transport(1));
    await pushAll(db, transport);
    expect(batches.map((b) => b.mutations.length)).toEqual([100, 100, 50]);
    expect(batches.flatMap((b) => b.mutations.map((m) => m.id))).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(server.get('classes', classId)?.headTeacher).toBe('t248');
    // Confirmed but kept (and rebased) until a pull carries their effect; then gone.
    expect(await db.outbox.filter((r) => r.applied).count()).toBe(250);
    await pullSchool(db, transport, S, { now });
    expect(await db.outbox.count()).toBe(0);
    // Nothing left: no request at all.
    await pushAll(db, transport);
    expect(batches.length).toBe(3);
  });

  it('counts attempts per mutation across failed pushes', async () => {
    const server = new FakeServer({ 1: [S] });
    const db = openDb(newDevice());
    await mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name: '大班', grade: 0 });
    const inner = server.transport(1);
    let fail = 2;
    const flaky: SyncTransport = {
      push: (b) => (fail-- > 0 ? Promise.reject(new Error('offline')) : inner.push(b)),
      pull: inner.pull,
    };
    await expect(pushAll(db, flaky)).rejects.toThrow();
    await expect(pushAll(db, flaky)).rejects.toThrow();
    await pushAll(db, flaky);
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 3, applied: true });
  });

  it('a server that lost our counter (restored backup) makes the client start over under a new id, applying once', async () => {
    const server = new FakeServer({ 1: [S] });
    const db = openDb(newDevice());
    const engine = engineFor(db, server.transport(1), identity(1, S));
    const classId = uuidv7();
    await mutate(db, 'class.create', { id: classId, schoolId: S, name: '大班', grade: 0 });
    await mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: 'a' });
    expect(await engine.syncOnce()).toBe('ok');
    const oldId = await currentClientId(db);
    server.clients.delete(oldId);
    await mutate(db, 'class.update', { id: classId, schoolId: S, headTeacher: 'b' });
    expect(await engine.syncOnce()).toBe('ok');
    const newId = await currentClientId(db);
    expect(newId).not.toBe(oldId);
    expect(server.applications.get(`${newId}#1`)).toBe(1);
    expect(server.get('classes', classId)?.headTeacher).toBe('b');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.table('classes').get(classId))?.headTeacher).toBe('b');
  });

  it('a client id the server gives to another account (409) is replaced, and the queue is sent under the new one', async () => {
    const server = new FakeServer({ 1: [S], 2: [S] });
    const db = openDb(newDevice());
    const clientId = await currentClientId(db);
    server.push(2, { clientId, mutations: [] });
    await mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name: '大班', grade: 0 });
    expect(await engineFor(db, server.transport(1), identity(1, S)).syncOnce()).toBe('ok');
    const fresh = await currentClientId(db);
    expect(fresh).not.toBe(clientId);
    expect(server.clients.get(fresh)?.last).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });
});
