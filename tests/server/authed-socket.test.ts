import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { sessions } from '../../server/db/schema';
import { systemClock } from '../../server/lib/clock';
import { hashToken } from '../../server/lib/tokens';
import { eq } from 'drizzle-orm';
import { SOCKET_RETRY } from '@contract';
import { acceptAuthedSocket } from '../../server/routes/authed-socket';
import type { ServiceContext } from '../../server/services/context';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-db';

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
  /** Resolves with the close code once the server closes the socket. */
  closing(): Promise<number> {
    return new Promise((resolve) => this.once('close', () => resolve(this.closedWith ?? 0)));
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

  it('closes with SOCKET_RETRY, not 4401, when the session cannot be read (the client tries again)', async () => {
    // A database of its own, closed under the open socket: its next reading of the session fails.
    const database = await openTestDatabase();
    const own: ServiceContext = { ...ctx, db: database.db };
    const who = await loginSigned(t, 'yuanzhang');
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(who.token)));
    await database.db.insert(sessions).values(session as typeof sessions.$inferInsert);
    const socket = new FakeSocket();
    acceptAuthedSocket(socket, own, () => () => {});
    socket.emit('message', hello(who.token));
    await settle();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'ready' })]);
    const closing = socket.closing();
    await database.close();
    expect(await closing).toBe(SOCKET_RETRY);
  });
});
