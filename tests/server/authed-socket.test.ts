import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { systemClock } from '../../server/lib/clock';
import { acceptAuthedSocket } from '../../server/routes/authed-socket';
import type { ServiceContext } from '../../server/services/context';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A WebSocket as the handshake sees it, recording what the server does to it. */
class FakeSocket extends EventEmitter {
  sent: string[] = [];
  closedWith: number | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.emit('close');
  }
}

describe('the authenticated socket handshake', () => {
  let t: TestApp;
  let ctx: ServiceContext;
  beforeAll(async () => {
    t = await createTestApp();
    ctx = { db: t.database.db, clock: systemClock, config: loadConfig({}) };
  });
  afterAll(() => t.close());

  const hello = (token: string) => Buffer.from(JSON.stringify({ type: 'hello', token }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('opens a signed-in socket and closes its subscription with it', async () => {
    const who = await loginSigned(t, 'yuanzhang');
    const socket = new FakeSocket();
    let opened = 0;
    let unsubscribed = 0;
    acceptAuthedSocket(socket, ctx, () => {
      opened += 1;
      return () => {
        unsubscribed += 1;
      };
    });
    socket.emit('message', hello(who.token));
    await settle();
    expect(opened).toBe(1);
    expect(socket.sent).toEqual([JSON.stringify({ type: 'ready' })]);
    socket.emit('close');
    expect(unsubscribed).toBe(1);
  });

  it('never subscribes a socket that closed while its token was being checked', async () => {
    const who = await loginSigned(t, 'yuanzhang');
    const socket = new FakeSocket();
    let opened = 0;
    acceptAuthedSocket(socket, ctx, () => {
      opened += 1;
      return () => {};
    });
    socket.emit('message', hello(who.token));
    socket.emit('close');
    await settle();
    expect(opened).toBe(0);
    expect(socket.sent).toEqual([]);
  });
});
