import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@contract';
import { sessions, users } from '../../server/db/schema';
import { createTestApp, md5, type TestApp } from './helpers/test-app';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('POST /park/login/auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens a session with the SPEC fields in the default school', async () => {
    const session = await t.login('yuanzhang');
    expect(sessionSchema.parse(session)).toBeTruthy();
    expect(session.schoolInfo).toMatchObject({ schoolId: 101, schoolName: '童心阳光幼儿园', schoolStyle: 1, clientState: 0 });
    expect(session.positionName).toBe('园长');
    expect(session.roles).toContain('/HOME');
    expect(session.expirationTime).toBeGreaterThan(Date.now());
  });

  it('stores only a hash of the token and an argon2id password hash', async () => {
    const session = await t.login('caiwu');
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === session.token)).toBe(false);
    expect(stored.length).toBeGreaterThan(0);
    const [user] = await t.database.db.select().from(users).where(eq(users.loginName, 'caiwu'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ loginName: 'yuanzhang', password: md5('wrong-password') }, 400, '用户名或密码错误'],
    [{ loginName: 'nobody', password: md5('Yuanwu@2026') }, 400, '用户名或密码错误'],
    [{ loginName: '', password: md5('x') }, 400, '请输入用户名'],
    [{ loginName: 'yuanzhang', password: '' }, 400, '请输入密码'],
    [{ loginName: 'yuanzhang', password: 'Yuanwu@2026' }, 400, '密码格式不正确'],
  ])('refuses %j with a Chinese message', async (fields, status, msg) => {
    const res = await t.app.inject({ method: 'POST', url: '/park/login/auth', ...form(fields) });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: status, msg, data: null });
  });
});

describe('login captcha and rate limit', () => {
  it('requires a captcha verification when the captcha is on', async () => {
    const t = await createTestApp({ YUANWU_CAPTCHA: 'on' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/park/login/auth',
        ...form({ loginName: 'yuanzhang', password: md5('Yuanwu@2026') }),
      });
      expect(res.json()).toMatchObject({ code: 400, msg: '请先完成安全验证' });
    } finally {
      await t.close();
    }
  });

  it('answers 429 in Chinese after 20 attempts in a minute at one login name from one address; other staff there still sign in', async () => {
    const t = await createTestApp();
    try {
      const attempt = (loginName: string, password = md5('x')) =>
        t.app.inject({ method: 'POST', url: '/park/login/auth', ...form({ loginName, password }) });
      for (let i = 0; i < 20; i++) expect((await attempt('yuanzhang')).statusCode).toBe(400);
      const limited = await attempt('yuanzhang', md5('Yuanwu@2026'));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
      // A school's staff share the school's address: a colleague signing in meanwhile is not locked out.
      expect((await attempt('caiwu', md5('Yuanwu@2026'))).json()).toMatchObject({ code: 200 });
      // The same name from another address is counted apart.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/park/login/auth',
        remoteAddress: '10.9.0.2',
        ...form({ loginName: 'yuanzhang', password: md5('Yuanwu@2026') }),
      });
      expect(elsewhere.json()).toMatchObject({ code: 200 });
    } finally {
      await t.close();
    }
  });

  it('answers 429 after 200 attempts in a minute from one address over any login names', async () => {
    const t = await createTestApp();
    try {
      const attempt = (i: number) =>
        t.app.inject({ method: 'POST', url: '/park/login/auth', ...form({ loginName: `guess${i}`, password: md5('x') }) });
      for (let i = 0; i < 200; i++) expect((await attempt(i)).statusCode).toBe(400);
      expect((await attempt(200)).json()).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
    } finally {
      await t.close();
    }
  });
});
