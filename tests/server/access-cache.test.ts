import { spawn } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDatasign, ErrorCode, PermissionMsg, ROLES_PATH, uuidv7 } from '@contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { memberships, positionRights, positions, schools, sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/lib/tokens';
import { firstClassId, loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, signedCalls, type TestApp } from './helpers/test-app';
import type { TestDatabase } from './helpers/test-db';

const KINDERGARTEN = 101;

/**
 * A write made straight to the database is what another server process's write looks like to this one: it is seen
 * once the database's announcement of it arrives (at once on PGlite, within milliseconds on PostgreSQL: each
 * listening connection is told after the commit, on its own schedule), never after the cache's own age limit.
 * Waits at most a second.
 */
async function soon<R>(call: () => Promise<R>, seen: (res: R) => boolean): Promise<R> {
  const end = Date.now() + 1000;
  for (;;) {
    const res = await call();
    if (seen(res) || Date.now() > end) return res;
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('signed requests are checked against cached sessions and rights, dropped whenever the database changes them', () => {
  let t: TestApp;
  let principal: Signed;
  const rolesList = (as: Signed) => t.get('/park/roles/list', { schoolId: KINDERGARTEN }, as);
  /** The roles list answers `status` to `as` within the announcement's delay. */
  const rolesListSoon = async (as: Signed, status: number) => {
    const res = await soon(
      () => rolesList(as),
      (r) => r.statusCode === status,
    );
    expect(res.statusCode).toBe(status);
    return res;
  };
  const positionOf = async (name: string) => {
    const [p] = await t.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.schoolId, KINDERGARTEN), eq(positions.name, name)));
    if (!p) throw new Error(`no position ${name}`);
    return p;
  };

  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
  });
  afterAll(() => t.close());

  it('a session revoked in the database is refused (20011)', async () => {
    const s = await loginSigned(t, 'caiwu');
    expect((await t.get('/park/login/getUserInfo', {}, s)).json().code).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(s.token)));
    const res = await soon(
      () => t.get('/park/login/getUserInfo', {}, s),
      (r) => r.json().code === ErrorCode.tokenExpired,
    );
    expect(res.json().code).toBe(ErrorCode.tokenExpired);
  });

  it('a session moved to another school: requests must be signed for the new one', async () => {
    const s = await loginSigned(t, 'yuanzhang');
    expect((await t.get('/park/login/getUserInfo', {}, s)).json().code).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ schoolId: 102 })
      .where(eq(sessions.tokenHash, hashToken(s.token)));
    const moved = { ...s, schoolId: 102 };
    const res = await soon(
      () => t.get('/park/login/getUserInfo', {}, moved),
      (r) => r.json().code === 200,
    );
    expect(res.json().data.schoolInfo.schoolId).toBe(102);
    expect((await t.get('/park/login/getUserInfo', {}, s)).statusCode).toBe(400);
  });

  it('a disabled user is refused (20011), and signs in again once enabled', async () => {
    const s = await loginSigned(t, 'xiaoche');
    expect((await t.get('/park/login/getUserInfo', {}, s)).json().code).toBe(200);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, s.userId));
    const res = await soon(
      () => t.get('/park/login/getUserInfo', {}, s),
      (r) => r.json().code === ErrorCode.tokenExpired,
    );
    expect(res.json().code).toBe(ErrorCode.tokenExpired);
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.id, s.userId));
    expect((await t.get('/park/login/getUserInfo', {}, s)).json().code).toBe(200);
  });

  it("a member moved to another position loses the old position's rights", async () => {
    const s = await loginSigned(t, 'yuanzhang');
    expect((await rolesList(s)).statusCode).toBe(200);
    const [boss, teacher] = [await positionOf('园长'), await positionOf('教师')];
    const mine = and(eq(memberships.userId, s.userId), eq(memberships.schoolId, KINDERGARTEN));
    await t.database.db.update(memberships).set({ positionId: teacher.id }).where(mine);
    const res = await rolesListSoon(s, 403);
    expect(res.json().msg).toBe(PermissionMsg.denied);
    await t.database.db.update(memberships).set({ positionId: boss.id }).where(mine);
    await rolesListSoon(s, 200);
  });

  it("a position's rights granted and taken away in the database apply to its members", async () => {
    const s = await loginSigned(t, 'caiwu');
    expect((await rolesList(s)).statusCode).toBe(403);
    const [mine] = await t.database.db
      .select({ positionId: memberships.positionId })
      .from(memberships)
      .where(and(eq(memberships.userId, s.userId), eq(memberships.schoolId, KINDERGARTEN)));
    const positionId = mine?.positionId ?? 0;
    await t.database.db.insert(positionRights).values({ positionId, permission: ROLES_PATH });
    await rolesListSoon(s, 200);
    await t.database.db
      .delete(positionRights)
      .where(and(eq(positionRights.positionId, positionId), eq(positionRights.permission, ROLES_PATH)));
    await rolesListSoon(s, 403);
  });

  it('a position that stops holding every right refuses its members what it no longer lists', async () => {
    const boss = await positionOf('园长');
    expect((await rolesList(principal)).statusCode).toBe(200);
    await t.database.db.update(positions).set({ allRights: false }).where(eq(positions.id, boss.id));
    await rolesListSoon(principal, 403);
    await t.database.db.update(positions).set({ allRights: true }).where(eq(positions.id, boss.id));
    await rolesListSoon(principal, 200);
  });

  it('a school marked expired refuses writes at once (2226), and accepts them when renewed', async () => {
    const classId = await firstClassId(t, KINDERGARTEN);
    const child = () => ({ id: uuidv7(), schoolId: KINDERGARTEN, classId, name: '小明', gender: 1, birthday: '2021-05-06' });
    expect((await t.post('/park/baby/add', child(), principal)).json().code).toBe(200);
    await t.database.db.update(schools).set({ clientState: 1 }).where(eq(schools.id, KINDERGARTEN));
    const res = await soon(
      () => t.post('/park/baby/add', child(), principal),
      (r) => r.json().code === ErrorCode.schoolExpired,
    );
    expect(res.json().code).toBe(ErrorCode.schoolExpired);
    await t.database.db.update(schools).set({ clientState: 0 }).where(eq(schools.id, KINDERGARTEN));
    expect(
      (
        await soon(
          () => t.post('/park/baby/add', child(), principal),
          (r) => r.json().code === 200,
        )
      ).json().code,
    ).toBe(200);
  });
});

// Two processes need two connections to one database: PGlite has one. Runs when TEST_DATABASE_URL is set (CI sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a change made through one server process is refused at once by another (PostgreSQL)',
  () => {
    let t: TestApp;
    let other: Database;
    let appB: FastifyInstance;
    let b: ReturnType<typeof signedCalls>;

    beforeAll(async () => {
      t = await createTestApp();
      other = await (t.database as TestDatabase).openAnother();
      const config = loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: '/nonexistent' });
      appB = await buildApp({ db: other.db, listen: other.listen, config, clock: t.clock });
      b = signedCalls(appB);
    });
    afterAll(async () => {
      await appB.close();
      await t.close();
    });

    it('logged out on A, the token gets 20011 in a real second server process', async () => {
      const url = (t.database as TestDatabase).url ?? '';
      const port = 4631;
      const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'test',
          YUANWU_CAPTCHA: 'off',
          YUANWU_DEMO: 'off',
          WEB_DIR: '/nonexistent',
        },
        stdio: 'ignore',
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        for (let i = 0; ; i++) {
          if (
            await fetch(`${base}/healthz`).then(
              (r) => r.ok,
              () => false,
            )
          )
            break;
          if (i > 300) throw new Error('the second server did not start');
          await new Promise((r) => setTimeout(r, 100));
        }
        const s = await loginSigned(t, 'caiwu');
        const info = () =>
          fetch(`${base}/park/login/getUserInfo`, {
            headers: { token: s.token, theme: '1', datasign: computeDatasign({ ...s, payload: '' }) },
          }).then((r) => r.json() as Promise<{ code: number }>);
        expect((await info()).code).toBe(200);
        expect((await info()).code).toBe(200); // now from its cache
        expect((await t.post('/park/login/logout', {}, s)).json().code).toBe(200);
        const refused = await soon(info, (r) => r.code === ErrorCode.tokenExpired);
        expect(refused.code).toBe(ErrorCode.tokenExpired);
      } finally {
        server.kill();
      }
    });

    it('logged out on A, the token gets 20011 on B', async () => {
      const s = await loginSigned(t, 'caiwu');
      expect((await b.get('/park/login/getUserInfo', {}, s)).json().code).toBe(200);
      expect((await t.post('/park/login/logout', {}, s)).json().code).toBe(200);
      const res = await soon(
        () => b.get('/park/login/getUserInfo', {}, s),
        (r) => r.json().code === ErrorCode.tokenExpired,
      );
      expect(res.json().code).toBe(ErrorCode.tokenExpired);
    });

    it('a right taken away on A (role save) is refused by B with 403, and given back is allowed again', async () => {
      const principal = await loginSigned(t, 'yuanzhang');
      const teacher = await loginSigned(t, 'jiaoshi');
      const [position] = await t.database.db
        .select()
        .from(positions)
        .where(and(eq(positions.schoolId, KINDERGARTEN), eq(positions.name, '教师')));
      const detail = await t.get('/park/roles/detail', { schoolId: KINDERGARTEN, positionId: position?.id ?? 0 }, principal);
      const before: string[] = detail.json().data.permissions;
      const classId = await firstClassId(t, KINDERGARTEN);
      const child = () => ({ id: uuidv7(), schoolId: KINDERGARTEN, classId, name: '小明', gender: 1, birthday: '2021-05-06' });
      expect((await b.post('/park/baby/add', child(), teacher)).json().code).toBe(200);

      const without = before.filter((p) => p !== '/YWGL/JCXX/YEGL:add');
      const save = (permissions: string[]) =>
        t.post('/park/roles/save', { schoolId: KINDERGARTEN, positionId: position?.id, permissions }, principal);
      expect((await save(without)).json().code).toBe(200);
      const refused = await soon(
        () => b.post('/park/baby/add', child(), teacher),
        (r) => r.statusCode === 403,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(PermissionMsg.denied);

      expect((await save(before)).json().code).toBe(200);
      const allowed = await soon(
        () => b.post('/park/baby/add', child(), teacher),
        (r) => r.json().code === 200,
      );
      expect(allowed.json().code).toBe(200);
    });
  },
);
