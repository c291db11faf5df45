import { uuidv7 } from '@contract';
import { expose, proxy, wrap } from 'comlink';
import { IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { syncDbName } from '../../sync/identity';
import { campaign, leaderLockName } from '../../sync/leader';
import type { SyncStatus } from '../../sync/status';
import { createSyncWorkerApi, type SyncWorkerApi } from '../../workers/sync-worker-api';
import { identity, newDevice, openDb } from './helpers/client';
import { FakeLocks } from './helpers/fake-locks';
import { FakeServer } from './helpers/fake-server';

const S = 101;

describe('sync worker API over Comlink', () => {
  it('starts for a user, streams status to a proxied callback, mutates, retries, discards and stops', async () => {
    const server = new FakeServer({ 1: [S] });
    const device = newDevice();
    const page = openDb(device);
    const locks = new FakeLocks();
    const api = createSyncWorkerApi({
      dexie: { indexedDB: device, IDBKeyRange },
      transport: server.transport(1),
      locks,
      WebSocket: null,
      events: null,
      intervalMs: 3_600_000,
    });
    const { port1, port2 } = new MessageChannel();
    expose(api, port1);
    const remote = wrap<SyncWorkerApi>(port2);

    await remote.start(identity(1, S));
    const seen: SyncStatus[] = [];
    const unsubscribe = await remote.subscribe(proxy((s: SyncStatus) => void seen.push(s)));
    await vi.waitFor(() => expect(seen.at(-1)?.lastSyncedAt).toBeTypeOf('number'));
    expect(await remote.isLeader()).toBe(true);

    // Invalid input comes back as an Error named MutationError with the Chinese message.
    await expect(remote.mutate('class.create', { id: uuidv7(), schoolId: S, name: '', grade: 0 })).rejects.toMatchObject({
      name: 'MutationError',
      message: '请输入班级名称',
    });
    // A mutation the server will reject (the class does not exist there): it shows up as rejected.
    const ghost = uuidv7();
    await remote.mutate('class.create', { id: ghost, schoolId: S, name: '幽灵', grade: 0 });
    server.write('classes', 'put', { id: ghost, schoolId: S, name: '别人先建了', grade: 0, sort: 0, headTeacher: '' });
    await remote.wake('focus');
    await vi.waitFor(() => expect(seen.at(-1)?.rejected.map((r) => r.error)).toEqual(['数据已存在']));
    const rejected = seen.at(-1)?.rejected[0];
    if (!rejected) throw new Error('no rejection');
    await remote.discard({ clientId: rejected.clientId, mutationId: rejected.mutationId });
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ pending: 0, rejected: [] }));

    // Retry after an edit: a child enrolled in a class someone deleted meanwhile is moved to another class.
    const [gone, kept] = [uuidv7(), uuidv7()];
    for (const [id, name] of [
      [gone, '将被删'],
      [kept, '保留'],
    ] as const)
      server.write('classes', 'put', { id, schoolId: S, name, grade: 1, sort: 1, headTeacher: '' });
    await remote.wake('poke');
    // The page reads the same database the worker writes.
    await vi.waitFor(async () => expect(await page.table('classes').get(gone)).toBeDefined());
    server.write('classes', 'del', { id: gone, schoolId: S });
    const child = uuidv7();
    await remote.mutate('student.create', { id: child, schoolId: S, classId: gone, name: '小明', gender: 1, birthday: '2021-01-01' });
    await remote.wake('focus');
    await vi.waitFor(() => expect(seen.at(-1)?.rejected.map((r) => r.error)).toEqual(['数据不存在或已被删除']));
    const failed = seen.at(-1)?.rejected[0];
    if (!failed) throw new Error('no rejection');
    await remote.retry({ clientId: failed.clientId, mutationId: failed.mutationId }, { ...failed.args, classId: kept } as never);
    await remote.wake('focus');
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ pending: 0, rejected: [] }));
    expect(server.get('students', child)).toMatchObject({ classId: kept, name: '小明' });

    // Switching school is an identity change on the same database.
    await remote.setIdentity({ ...identity(1, S), token: 'renewed' });
    expect(await remote.status(S)).toMatchObject({ pending: 0, authExpired: false });
    // Writes by another connection (the page's) reach the worker's live status…
    const foreign = (mutationId: number, error: string) =>
      page.outbox.add({
        clientId: 'c-old',
        mutationId,
        name: 'class.delete',
        args: { id: uuidv7(), schoolId: S },
        schoolId: S,
        createdAt: 0,
        status: 'rejected',
        attempts: 1,
        error,
        code: 400,
        applied: false,
      });
    await foreign(1, '来自页面');
    await vi.waitFor(() => expect(seen.at(-1)?.rejected.map((r) => r.error)).toEqual(['来自页面']));
    // …until it unsubscribes.
    await unsubscribe();
    await new Promise((r) => setTimeout(r, 50));
    const count = seen.length;
    await foreign(2, '退订之后');
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.length).toBe(count);
    // Another user signs in on this tab, with a quick second identity update racing the switch: still one host,
    // so after stop() the lock is free for another tab.
    await Promise.all([remote.start(identity(2, S)), remote.start({ ...identity(2, S), token: 'again' })]);
    await remote.stop();
    const probe = campaign(leaderLockName(syncDbName(2, 1)), async () => async () => {}, locks);
    await vi.waitFor(() => expect(probe.isLeader).toBe(true), { timeout: 1000 });
    await probe.resign();
    port1.close();
    port2.close();
  });
});
