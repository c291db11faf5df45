import { uuidv7 } from '@contract';
import { IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SyncHost } from '../../../sync/host';
import { mutate } from '../../../sync/mutate';
import type { WebSocketFactory } from '../../../sync/poke-socket';
import { engineFor, newDevice, openDb } from '../helpers/client';
import { createTestApp, signIn, type TestApp } from '../helpers/real-server';

/** The browser WebSocket API over Fastify's injectWS, so the host's poke socket talks to the real /sync/ws. */
function injectedWebSocket(t: TestApp): WebSocketFactory {
  return class {
    onopen: ((e: unknown) => void) | null = null;
    onmessage: ((e: { data: unknown }) => void) | null = null;
    onclose: ((e: { code?: number }) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    private ws: Awaited<ReturnType<TestApp['app']['injectWS']>> | null = null;
    constructor(url: string) {
      void t.app.injectWS(new URL(url).pathname).then((ws) => {
        this.ws = ws;
        ws.on('message', (d: Buffer) => this.onmessage?.({ data: d.toString() }));
        ws.on('close', (code: number) => this.onclose?.({ code }));
        this.onopen?.({});
      });
    }
    send(data: string) {
      this.ws?.send(data);
    }
    close() {
      this.ws?.terminate();
    }
  } as unknown as WebSocketFactory;
}

describe('pokes (real server WebSocket)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it("another user's change reaches the leader through a poke, without waiting for the timer", async () => {
    const me = await signIn(t, 'jiaoshi');
    const other = await signIn(t, 'yuanzhang');
    const host = new SyncHost({
      identity: me.identity,
      dexie: { indexedDB: newDevice(), IDBKeyRange },
      transport: me.transport,
      origin: 'http://127.0.0.1',
      locks: null,
      WebSocket: injectedWebSocket(t),
      events: null,
      intervalMs: 3_600_000,
    });
    host.start();
    const S = me.identity.schoolId;
    await vi.waitFor(async () => expect((await host.db.syncState.get(S))?.lastSyncedAt).toBeTypeOf('number'), { timeout: 10_000 });
    // Give the socket time to say hello before the change.
    await new Promise((r) => setTimeout(r, 200));

    const otherDb = openDb(newDevice(), other.identity.userId);
    const classId = uuidv7();
    await mutate(otherDb, 'class.create', { id: classId, schoolId: S, name: '被推送的班', grade: 1 });
    expect(await engineFor(otherDb, other.transport, other.identity).syncOnce()).toBe('ok');

    await vi.waitFor(async () => expect(await host.db.table('classes').get(classId)).toMatchObject({ name: '被推送的班' }), {
      timeout: 5000,
    });
    await host.stop();
  });
});
