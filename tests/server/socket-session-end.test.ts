import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_SOCKET_PATH, NOTICE_SOCKET_PATH, nextHlc, SOCKET_UNAUTHORIZED, uuidv7 } from '@contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { busRiders, busRoutes, memberships, sessions } from '../../server/db/schema';
import { SYNC_CHANNEL } from '../../server/replication/change-log';
import { hashToken } from '../../server/lib/tokens';
import { sessionPublicId } from '../../server/services/profile/list-sessions';
import { ACCESS_CHANNEL, AccessCache } from '../../server/services/session/access-cache';
import { closedWithin, helloSocket } from './helpers/socket-inbox';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, md5, type Signed, type TestApp } from './helpers/test-app';
import type { TestDatabase } from './helpers/test-db';

const SOCKETS = ['/sync/ws', NOTICE_SOCKET_PATH, BUS_SOCKET_PATH];
const KINDERGARTEN = 101;
const SCHOOL = 102;

/**
 * A session that ends ends its open sockets too, in every server process, within a second: logout, a password
 * change, a device signed out in 个人中心, 离职, the session's expiry. A change of the member's rights that takes
 * away what a socket delivers stops that delivery (the socket stays, re-subscribed, and says `ready` again).
 */
describe('a socket lives no longer than its session', () => {
  let t: TestApp;
  /** Another app on the same database: another server process (its own pool and LISTEN on PostgreSQL). */
  let other: FastifyInstance;
  let otherDatabase: Database;
  const otherAccess = new AccessCache();
  const config = loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: '/nonexistent' });
  const poke = (schoolId: number) => t.database.db.execute(sql`SELECT pg_notify(${SYNC_CHANNEL}, ${String(schoolId)})`);
  const isPoke = (schoolId: number) => (m: Record<string, unknown>) => m.type === 'poke' && m.schoolId === schoolId;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    otherDatabase = t.database.kind === 'postgres' ? await (t.database as TestDatabase).openAnother() : t.database;
    other = await buildApp({ db: otherDatabase.db, listen: otherDatabase.listen, config, clock: t.clock, accessCache: otherAccess });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('logout closes every socket of the session with 4401; a new hello with the token is refused', async () => {
    const principal = await loginSigned(t, 'yuanzhang');
    const open = await Promise.all(SOCKETS.map((path) => helloSocket(t.app, path, principal.token)));
    expect(open.map((s) => s.answer)).toEqual(['ready', 'ready', 'ready']);
    expect((await t.post('/park/login/logout', {}, principal)).json().code).toBe(200);
    expect(await Promise.all(open.map((s) => closedWithin(s)))).toEqual([SOCKET_UNAUTHORIZED, SOCKET_UNAUTHORIZED, SOCKET_UNAUTHORIZED]);
    expect((await helloSocket(t.app, '/sync/ws', principal.token)).answer).toBe(SOCKET_UNAUTHORIZED);
  });

  it('a password change closes the other sessions’ sockets; the device that changed it keeps its own', async () => {
    const here = await loginSigned(t, 'caiwu');
    const elsewhere = await loginSigned(t, 'caiwu');
    const mine = await helloSocket(t.app, '/sync/ws', here.token);
    const theirs = await helloSocket(t.app, NOTICE_SOCKET_PATH, elsewhere.token);
    const change = { mobilePhone: '13800000003', password: md5('Yuanwu@2026'), newPassword: 'Fresh#Pass42' };
    expect((await t.post('/park/acount/updatePasswordByOldPass', change, here)).json().code).toBe(200);
    expect(await closedWithin(theirs)).toBe(SOCKET_UNAUTHORIZED);
    // This device's socket is still open and still poked.
    await poke(KINDERGARTEN);
    await expect(mine.box.next(isPoke(KINDERGARTEN))).resolves.toBeTruthy();
    mine.ws.terminate();
  });

  it('signing a device out in 个人中心 closes that device’s sockets', async () => {
    const phone = await loginSigned(t, 'jiaoshi');
    const desk = await loginSigned(t, 'jiaoshi');
    const socket = await helloSocket(t.app, NOTICE_SOCKET_PATH, phone.token);
    const id = sessionPublicId(hashToken(phone.token));
    expect((await t.post('/park/acount/signOutDevice', { id }, desk)).json().code).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_UNAUTHORIZED);
  });

  it('离职 closes the member’s sockets, and her old token’s hello is refused', async () => {
    const principal = await loginSigned(t, 'yuanzhang');
    const busTeacher = await loginSigned(t, 'xiaoche');
    const open = await Promise.all(SOCKETS.map((path) => helloSocket(t.app, path, busTeacher.token)));
    const leave = { schoolId: KINDERGARTEN, userId: busTeacher.userId, status: 5, date: '2026-11-20', reason: '个人原因' };
    expect((await t.post('/park/emp/status', leave, principal)).json().code).toBe(200);
    try {
      expect(await Promise.all(open.map((s) => closedWithin(s)))).toEqual([SOCKET_UNAUTHORIZED, SOCKET_UNAUTHORIZED, SOCKET_UNAUTHORIZED]);
      expect((await helloSocket(t.app, BUS_SOCKET_PATH, busTeacher.token)).answer).toBe(SOCKET_UNAUTHORIZED);
    } finally {
      const back = { schoolId: KINDERGARTEN, userId: busTeacher.userId, status: 1, date: '2026-11-25' };
      expect((await t.post('/park/emp/status', back, principal)).json().code).toBe(200);
      for (const s of open) s.ws.terminate();
    }
  });

  it('a school taken from the member stops its pokes; the socket stays for her other schools', async () => {
    const principal = await loginSigned(t, 'yuanzhang');
    const socket = await helloSocket(t.app, '/sync/ws', principal.token);
    const inSchool = and(eq(memberships.userId, principal.userId), eq(memberships.schoolId, SCHOOL));
    // As another process would: straight to the database, seen here once its announcement arrives.
    await t.database.db.update(memberships).set({ staffStatus: 5 }).where(inSchool);
    try {
      await t.settleAccess();
      // The server re-reads the session and says `ready` again once it serves the member's new rights.
      await socket.box.next((m) => m.type === 'ready', 1000, 2).catch(() => {});
      await poke(SCHOOL);
      await poke(KINDERGARTEN);
      await socket.box.next(isPoke(KINDERGARTEN));
      expect(socket.box.seen.filter((m) => m.type === 'poke')).toEqual([{ type: 'poke', schoolId: KINDERGARTEN }]);
      expect(socket.box.seen.filter((m) => m.type === 'ready')).toHaveLength(2);
    } finally {
      await t.database.db.update(memberships).set({ staffStatus: 1 }).where(inSchool);
      socket.ws.terminate();
    }
  });

  it('the bus pages taken from the member stop her bus socket’s trip events', async () => {
    const principal = await loginSigned(t, 'yuanzhang');
    const busTeacher = await loginSigned(t, 'xiaoche');
    const hers = await helloSocket(t.app, BUS_SOCKET_PATH, principal.token);
    const control = await helloSocket(t.app, BUS_SOCKET_PATH, busTeacher.token);
    const inKindergarten = and(eq(memberships.userId, principal.userId), eq(memberships.schoolId, KINDERGARTEN));
    const [before] = await t.database.db.select().from(memberships).where(inKindergarten);
    await t.database.db.update(memberships).set({ schoolPermission: '/HOME,/YWGL' }).where(inKindergarten);
    try {
      await t.settleAccess();
      await hers.box.next((m) => m.type === 'ready', 1000, 2).catch(() => {});
      await tap(t, busTeacher);
      // The bus teacher (who keeps her pages) is sent the event; the principal's socket, served first, is not.
      await control.box.next((m) => m.type === 'tripEvents');
      expect(hers.box.seen.filter((m) => m.type === 'tripEvents')).toEqual([]);
      expect(await closedWithin(hers, 0)).toBe('open');
    } finally {
      await t.database.db
        .update(memberships)
        .set({ schoolPermission: before?.schoolPermission ?? '' })
        .where(inKindergarten);
      hers.ws.terminate();
      control.ws.terminate();
    }
  });

  it('a session that runs out closes its socket when it does', async () => {
    const teacher = await loginSigned(t, 'jiaoshi');
    const soon = new Date(t.clock.now().getTime() + 300);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.tokenHash, hashToken(teacher.token)));
    await t.settleAccess();
    const socket = await helloSocket(t.app, '/sync/ws', teacher.token);
    expect(socket.answer).toBe('ready');
    t.clock.advance(300);
    expect(await closedWithin(socket)).toBe(SOCKET_UNAUTHORIZED);
  });

  it('a logout through one server process closes the session’s socket on another', async () => {
    const teacher = await loginSigned(t, 'jiaoshi');
    const socket = await helloSocket(other, NOTICE_SOCKET_PATH, teacher.token);
    expect(socket.answer).toBe('ready');
    expect((await t.post('/park/login/logout', {}, teacher)).json().code).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_UNAUTHORIZED);
  });

  it('an app without LISTEN (no announcements) re-reads its sockets’ sessions on a timer', async () => {
    const quiet = await buildApp({ db: t.database.db, config, clock: t.clock });
    await quiet.ready();
    const teacher = await loginSigned(t, 'jiaoshi');
    const socket = await helloSocket(quiet, '/sync/ws', teacher.token);
    expect(socket.answer).toBe('ready');
    expect((await t.post('/park/login/logout', {}, teacher)).json().code).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_UNAUTHORIZED);
    await quiet.close();
  });

  // Last: it ends the access LISTEN of both apps for the rest of the file.
  it.runIf(process.env.TEST_DATABASE_URL)('a lost LISTEN connection leaves the sockets re-read on a timer', async () => {
    const teacher = await loginSigned(t, 'jiaoshi');
    const socket = await helloSocket(other, NOTICE_SOCKET_PATH, teacher.token);
    const killed = (await t.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = ${`LISTEN "${ACCESS_CHANNEL}"`}`,
    )) as unknown as { rows: unknown[] };
    expect(killed.rows.length).toBeGreaterThan(0);
    // Announcements no longer reach the other app: a revocation written now is found by its timer.
    await expect.poll(() => otherAccess.listening).toBe(false);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(teacher.token)));
    expect(await closedWithin(socket)).toBe(SOCKET_UNAUTHORIZED);
  });
});

/** A bus teacher's tap on her afternoon route (a trip event the bus sockets of the school are sent). */
async function tap(t: TestApp, busTeacher: Signed): Promise<void> {
  const [route] = await t.database.db
    .select()
    .from(busRoutes)
    .where(and(eq(busRoutes.schoolId, KINDERGARTEN), eq(busRoutes.period, 'afternoon')));
  if (!route) throw new Error('the demo school has an afternoon route');
  const [rider] = await t.database.db.select().from(busRiders).where(eq(busRiders.routeId, route.id)).limit(1);
  const args = {
    id: uuidv7(),
    schoolId: KINDERGARTEN,
    routeId: route.id,
    day: '2026-11-29',
    hlc: nextHlc(undefined, Date.now(), 'c-socket-end'),
    createTime: new Date().toISOString(),
    kind: 'board',
    studentId: rider?.studentId,
    stopId: route.stops[0]?.stopId,
  };
  const { body } = await protocolClient(t, busTeacher).push([{ id: 1, name: 'busTrip.tap', args }]);
  expect(body.results?.[0]?.status).toBe('applied');
}
