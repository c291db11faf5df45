import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_KEY_TTL_MS, invitationKeySchema, PasswordMsg, PhoneMsg } from '@contract';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

describe('staff invitations and /weCode registration', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  const getKey = async (who: Signed, schoolId = who.schoolId) =>
    invitationKeySchema.parse((await t.get('/park/registration/getKey', { schoolId }, who)).json().data);
  const check = (key: string) => t.app.inject({ method: 'GET', url: `/park/registration/anon/expire?key=${encodeURIComponent(key)}` });
  const join = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/park/registration/anon/join', payload: body, headers: { 'content-type': 'application/json' } });
  const newcomer = (key: string, over: Record<string, unknown> = {}) => ({
    key,
    userName: '周雨桐',
    mobilePhone: '13912345678',
    loginName: 'zhouyutong',
    password: 'Spring#2026',
    confirmPassword: 'Spring#2026',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
  });
  afterAll(() => t.close());

  it('gives the school’s key with its time left, the same key on every call until it is replaced', async () => {
    const a = await getKey(principal);
    expect(a.timeout).toBe(INVITE_KEY_TTL_MS / 1000);
    t.clock.advance(60_000);
    const b = await getKey(teacher);
    expect(b.key).toBe(a.key);
    expect(b.timeout).toBe(INVITE_KEY_TTL_MS / 1000 - 60);
    expect((await check(a.key)).json()).toMatchObject({ code: 200, data: { schoolName: '童心阳光幼儿园' } });
  });

  it('refuses another school’s key (403) and lets only staff managers regenerate', async () => {
    const res = await t.get('/park/registration/getKey', { schoolId: 102 }, teacher);
    expect(res.statusCode).toBe(403);
    const denied = await t.post('/park/registration/changeKey', { schoolId: 101 }, teacher);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('您没有权限重新生成邀请码');
  });

  it('regenerating invalidates the old link at once and restarts the timer', async () => {
    const old = await getKey(principal);
    t.clock.advance(5 * 60_000);
    const changed = invitationKeySchema.parse((await t.post('/park/registration/changeKey', { schoolId: 101 }, principal)).json().data);
    expect(changed.key).not.toBe(old.key);
    expect(changed.timeout).toBe(INVITE_KEY_TTL_MS / 1000);
    expect((await check(old.key)).json()).toMatchObject({ code: 400, msg: '二维码已失效' });
    expect((await join(newcomer(old.key))).json()).toMatchObject({ code: 400, msg: '二维码已失效' });
    expect((await check(changed.key)).json().code).toBe(200);
    expect((await getKey(teacher)).key).toBe(changed.key);
  });

  it('refuses an expired or made-up key, and hands out a fresh one after expiry', async () => {
    const live = await getKey(principal);
    t.clock.advance(INVITE_KEY_TTL_MS + 1000);
    expect((await check(live.key)).json()).toMatchObject({ code: 400, msg: '二维码已失效' });
    expect((await check('not-a-key')).json()).toMatchObject({ code: 400, msg: '二维码已失效' });
    // A day later the sessions have lapsed too (8 h tokens): sign in again.
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    const fresh = await getKey(principal);
    expect(fresh.key).not.toBe(live.key);
  });

  it('refuses weak passwords and bad phones with the SPEC messages', async () => {
    const { key } = await getKey(principal);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: '', confirmPassword: '' }, PasswordMsg.newRequired],
      [{ password: 'Ab#1234', confirmPassword: 'Ab#1234' }, PasswordMsg.length],
      [{ password: 'Abcdefgh#12345', confirmPassword: 'Abcdefgh#1234' }, PasswordMsg.mismatch],
      [{ password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }, PasswordMsg.format],
      [{ password: 'Qwe#2026x', confirmPassword: 'Qwe#2026x' }, PasswordMsg.tooSimple],
      [{ password: 'A#13912345678', confirmPassword: 'A#13912345678' }, PasswordMsg.tooSimple],
      [{ password: 'Spring#2026', confirmPassword: '' }, PasswordMsg.confirmRequired],
      [{ mobilePhone: '12912345678' }, PhoneMsg.invalid],
      [{ mobilePhone: '' }, PhoneMsg.required],
    ];
    for (const [over, msg] of cases) {
      const res = await join(newcomer(key, over));
      expect(res.json(), JSON.stringify(over)).toMatchObject({ code: 400, msg });
    }
  });

  it('registers a new staff member who can then sign in to that school as 教师', async () => {
    const { key } = await getKey(principal);
    const before = (await t.get('/park/notice/count', { schoolId: 101 }, principal)).json().data.count;
    const res = await join(newcomer(key));
    expect(res.json()).toMatchObject({ code: 200, data: { loginName: 'zhouyutong', schoolName: '童心阳光幼儿园' } });

    const session = await t.login('zhouyutong', 'Spring#2026');
    expect(session.schoolInfo.schoolId).toBe(101);
    expect(session.positionName).toBe('教师');
    const info = (await t.get('/park/login/getUserInfo', { schoolId: 101 }, loginAs(session))).json().data;
    expect(info.userInfo).toMatchObject({ userName: '周雨桐', mobilePhone: '13912345678', departmentName: '保教部' });
    // The principal hears of it in the drawer.
    expect((await t.get('/park/notice/count', { schoolId: 101 }, principal)).json().data.count).toBe(before + 1);

    expect((await join(newcomer(key, { mobilePhone: '13912345679' }))).json().msg).toBe('该登录名已被使用');
    expect((await join(newcomer(key, { loginName: 'zhouyt2' }))).json().msg).toBe('该手机号已注册，请直接登录');
  });
});

const loginAs = (s: { token: string; userId: number; schoolInfo: { schoolId: number } }): Signed => ({
  token: s.token,
  userId: s.userId,
  schoolId: s.schoolInfo.schoolId,
});
