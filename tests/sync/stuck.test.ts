import { type PushRequest, uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { currentClientId } from '../../sync/client-state';
import { mutate } from '../../sync/mutate';
import { discardMutation, retryMutation } from '../../sync/outbox';
import { STUCK_AFTER } from '../../sync/push';
import { readStatus } from '../../sync/status';
import { SyncHttpError, SyncNetworkError, type SyncTransport } from '../../sync/transport';
import { engineFor, identity, newDevice, openDb } from './helpers/client';
import { FakeServer } from './helpers/fake-server';

const S = 101;
const BAD = '坏数据';

/** The fake server behind a transport whose push fails as a whole (`failure`) whenever the batch carries BAD. */
function setup(failure: () => Error = () => new SyncHttpError(500, 500, '系统繁忙,请稍后再试')) {
  const server = new FakeServer({ 1: [S] });
  const inner = server.transport(1);
  const sent: PushRequest[] = [];
  const state = { broken: true };
  const transport: SyncTransport = {
    push: async (b) => {
      sent.push(structuredClone(b));
      if (state.broken && b.mutations.some((m) => (m.args as { name?: string }).name === BAD)) throw failure();
      return inner.push(b);
    },
    pull: (q) => inner.pull(q),
  };
  const db = openDb(newDevice());
  const engine = engineFor(db, transport, identity(1, S));
  const names = () => server.rowsOf('classes', S).map((c) => c.name);
  return { server, db, engine, sent, state, names };
}

async function queueThree(db: ReturnType<typeof openDb>) {
  for (const name of ['大一班', BAD, '大二班']) await mutate(db, 'class.create', { id: uuidv7(), schoolId: S, name, grade: 0 });
}

/** Cycles until the status lists a stuck mutation (or gives up). */
async function cycleUntilStuck(t: ReturnType<typeof setup>, most = 20) {
  for (let i = 0; i < most; i++) {
    await t.engine.syncOnce();
    if ((await readStatus(t.db, S)).stuck.length > 0) return i + 1;
  }
  return -1;
}

describe('a mutation whose push keeps failing the same way', () => {
  it(`is found, shown stuck after ${STUCK_AFTER} failures, and holds the queue in order while pulls go on`, async () => {
    const t = setup();
    await queueThree(t.db);
    expect(await cycleUntilStuck(t)).toBeGreaterThan(0);
    // The batch's first mutation went through alone; the failing one was then sent alone until stuck.
    expect(t.names()).toContain('大一班');
    expect(t.sent.slice(-STUCK_AFTER + 1).map((b) => b.mutations.map((m) => (m.args as { name: string }).name))).toEqual(
      Array.from({ length: STUCK_AFTER - 1 }, () => [BAD]),
    );
    const status = await readStatus(t.db, S);
    expect(status.stuck.map((r) => [r.args.name, r.error, r.failures])).toEqual([[BAD, '系统繁忙,请稍后再试', STUCK_AFTER]]);
    expect(status.pending).toBe(2);
    // Held: no more pushes, the cycle succeeds (pulls happen), what follows it waits, its own effect stays on screen.
    const requests = t.sent.length;
    const colleague = { id: 1, name: 'class.create', args: { id: uuidv7(), schoolId: S, name: '同事新建', grade: 0 } };
    await t.server.transport(1).push({ clientId: 'colleague', mutations: [colleague] });
    expect(await t.engine.syncOnce()).toBe('ok');
    expect(t.sent.length).toBe(requests);
    const local = (await t.db.table('classes').toArray()).map((c) => c.name);
    expect(local).toEqual(expect.arrayContaining(['同事新建', BAD, '大二班']));
    expect(t.names()).not.toContain('大二班');

    // 重试 once the server is fixed: it and what waited behind it go, in order.
    t.state.broken = false;
    const [stuck] = status.stuck;
    await retryMutation(t.db, { clientId: stuck?.clientId ?? '', mutationId: stuck?.mutationId ?? 0 });
    expect(await t.engine.syncOnce()).toBe('ok');
    expect(
      t
        .names()
        .filter((n) => n !== '同事新建')
        .slice(-3),
    ).toEqual(['大一班', BAD, '大二班']);
    expect((await readStatus(t.db, S)).pending).toBe(0);
  });

  it('放弃 drops it and its effect; the rest go on, renumbered, in order', async () => {
    const t = setup();
    await queueThree(t.db);
    await mutate(t.db, 'class.create', { id: uuidv7(), schoolId: S, name: '大三班', grade: 0 });
    await cycleUntilStuck(t);
    const before = await currentClientId(t.db);
    const [stuck] = (await readStatus(t.db, S)).stuck;
    await discardMutation(t.db, { clientId: stuck?.clientId ?? '', mutationId: stuck?.mutationId ?? 0 });
    expect((await t.db.table('classes').toArray()).map((c) => c.name)).not.toContain(BAD);
    expect(await t.engine.syncOnce()).toBe('ok');
    expect(await currentClientId(t.db)).not.toBe(before);
    expect(t.names().slice(-3)).toEqual(['大一班', '大二班', '大三班']);
    const status = await readStatus(t.db, S);
    expect([status.pending, status.stuck.length, status.rejected.length]).toEqual([0, 0, 0]);
  });

  it.each([
    ['the network is down', () => new SyncNetworkError('offline')],
    ['the server is restarting (503)', () => new SyncHttpError(503, 503, 'HTTP 503')],
    ['its proxy finds no server (502)', () => new SyncHttpError(502, 502, 'HTTP 502')],
  ])('is never stuck because %s: that says nothing about the mutation', async (_why, failure) => {
    const t = setup(failure);
    await queueThree(t.db);
    expect(await cycleUntilStuck(t, 3 * STUCK_AFTER)).toBe(-1);
    expect((await readStatus(t.db, S)).pending).toBe(3);
    expect((await t.db.outbox.toArray()).some((r) => r.failures)).toBe(false);
  });

  it('counts only the same failure in a row', async () => {
    let n = 0;
    const t = setup(() => new SyncHttpError(500, 500, n++ % 2 ? '系统繁忙,请稍后再试' : '请求内容过大'));
    await queueThree(t.db);
    expect(await cycleUntilStuck(t, 3 * STUCK_AFTER)).toBe(-1);
  });
});
