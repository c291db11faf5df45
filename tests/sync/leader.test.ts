import { uuidv7 } from '@contract';
import { IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncHost } from '../../sync/host';
import { campaign } from '../../sync/leader';
import type { SyncTransport } from '../../sync/transport';
import { identity, newDevice } from './helpers/client';
import { FakeLocks } from './helpers/fake-locks';
import { FakeServer } from './helpers/fake-server';

const S = 101;
const hosts: SyncHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.stop()));
});

describe('leader election', () => {
  it('lets exactly one campaigner lead and hands over in queue order when it resigns', async () => {
    const locks = new FakeLocks();
    const log: string[] = [];
    const run = (id: string) =>
      campaign(
        'L',
        async () => {
          log.push(`+${id}`);
          return async () => {
            log.push(`-${id}`);
          };
        },
        locks,
      );
    const [a, b, c] = [run('a'), run('b'), run('c')];
    await vi.waitFor(() => expect(a.isLeader).toBe(true));
    expect([b.isLeader, c.isLeader]).toEqual([false, false]);
    await c.resign(); // leaves the queue without ever leading
    await a.resign();
    await vi.waitFor(() => expect(b.isLeader).toBe(true));
    await b.resign();
    expect(log).toEqual(['+a', '-a', '+b', '-b']);
  });

  it('ten tabs make one sync loop; a change in any tab is pushed by the leader; another tab takes over when it leaves', async () => {
    const server = new FakeServer({ 1: [S] });
    const device = newDevice();
    const locks = new FakeLocks();
    const requests = new Map<number, number>();
    const count = (i: number) => requests.set(i, (requests.get(i) ?? 0) + 1);
    for (let i = 0; i < 10; i++) {
      const inner = server.transport(1);
      const transport: SyncTransport = {
        push: (b) => {
          count(i);
          return inner.push(b);
        },
        pull: (q) => {
          count(i);
          return inner.pull(q);
        },
      };
      const host = new SyncHost({
        identity: identity(1, S),
        dexie: { indexedDB: device, IDBKeyRange },
        transport,
        locks,
        WebSocket: null,
        events: null,
        intervalMs: 3_600_000,
      });
      hosts.push(host);
      host.start();
    }
    await vi.waitFor(() => expect(hosts.filter((h) => h.isLeader).length).toBe(1));
    const leader = hosts.findIndex((h) => h.isLeader);
    const follower = hosts[(leader + 3) % 10] as SyncHost;
    const classId = uuidv7();
    await follower.mutate('class.create', { id: classId, schoolId: S, name: '大班', grade: 0 });
    // The follower's mutate nudges the leader over the BroadcastChannel; only the leader talks to the server.
    await vi.waitFor(() => expect(server.get('classes', classId)).toBeDefined());
    expect([...requests.keys()]).toEqual([leader]);

    await (hosts[leader] as SyncHost).stop();
    await vi.waitFor(() => expect(hosts.filter((h) => h.isLeader).length).toBe(1));
    const next = hosts.findIndex((h) => h.isLeader);
    expect(next).not.toBe(leader);
    // Once the new leader's start-up cycle is over, a follower's wake (focus in its tab) reaches it too.
    await vi.waitFor(async () => expect((await follower.db.table('syncState').get(S))?.lastSyncedAt).toBeTypeOf('number'));
    await vi.waitFor(() => expect(requests.get(next)).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    server.write('classes', 'put', { id: uuidv7(), schoolId: S, name: '服务器新建', grade: 1, sort: 1, headTeacher: '' });
    hosts.find((_, i) => i !== next && i !== leader)?.wake('focus');
    await vi.waitFor(async () =>
      expect(
        await follower.db
          .table('classes')
          .filter((c) => c.name === '服务器新建')
          .count(),
      ).toBe(1),
    );
    expect(requests.get(next)).toBeGreaterThan(0);
  });
});
