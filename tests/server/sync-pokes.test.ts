import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@contract';
import { classes } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type TestApp } from './helpers/test-app';
import { inbox } from './helpers/socket-inbox';

describe('WebSocket /sync/ws', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('pokes a signed-in client when one of its schools changes, after commit', async () => {
    const who = await loginSigned(t, 'yuanzhang');
    const ws = await t.app.injectWS('/sync/ws');
    const box = inbox(ws);
    ws.send(JSON.stringify({ type: 'hello', token: who.token }));
    await box.next((m) => m.type === 'ready');

    const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 101)).limit(1);
    await protocolClient(t, who).push([{ id: 1, name: 'class.update', args: { id: cls?.id, schoolId: 101, headTeacher: '李老师' } }]);
    await expect(box.next((m) => m.type === 'poke')).resolves.toEqual({ type: 'poke', schoolId: 101 });
    ws.terminate();
  });

  it('does not poke about schools the user has no access to', async () => {
    const teacher = await loginSigned(t, 'jiaoshi');
    const ws = await t.app.injectWS('/sync/ws');
    const box = inbox(ws);
    ws.send(JSON.stringify({ type: 'hello', token: teacher.token }));
    await box.next((m) => m.type === 'ready');
    const principal = await loginSigned(t, 'yuanzhang');
    await protocolClient(t, principal).push([
      { id: 1, name: 'class.create', args: { id: uuidv7(), schoolId: 102, name: '七年级(1)班', grade: 6 } },
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(box.seen.filter((m) => m.type === 'poke')).toEqual([]);
    ws.terminate();
  });

  it('closes a socket whose hello carries no valid token', async () => {
    const ws = await t.app.injectWS('/sync/ws');
    const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
    ws.send(JSON.stringify({ type: 'hello', token: 'forged' }));
    expect(await closed).toBe(4401);
  });
});
