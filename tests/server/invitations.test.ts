import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  effectivePermissions,
  expandRole,
  INVITE_KEY_TTL_MS,
  InvitationMsg,
  invitationKeySchema,
  invitePositionsSchema,
  PasswordMsg,
  PermissionMsg,
  PhoneMsg,
  RECOMMENDED_ROLES,
} from '@contract';
import { memberships, positions, users } from '../../server/db/schema';
import { loginWithSmsCode } from './helpers/security';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

describe('staff invitations and /weCode registration', () => {
  let t: TestApp;
  let principal: Signed;
  /** The vice-principal: may invite, but holds fewer rights than 园长. */
  let deputy: Signed;
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
    deputy = signer(await loginWithSmsCode(t, 'shuangyz'));
    teacher = await loginSigned(t, 'jiaoshi');
  });
  afterAll(() => t.close());

  it('gives the school’s key with its time left, the same key on every call until it is replaced', async () => {
    const a = await getKey(principal);
    expect(a.timeout).toBe(INVITE_KEY_TTL_MS / 1000);
    expect(a).toMatchObject({ positionName: '教师' });
    t.clock.advance(60_000);
    const b = await getKey(deputy);
    expect(b.key).toBe(a.key);
    expect(b.timeout).toBe(INVITE_KEY_TTL_MS / 1000 - 60);
    expect((await check(a.key)).json()).toMatchObject({ code: 200, data: { schoolName: '童心阳光幼儿园' } });
  });

  it('refuses the key to members who may not invite (jiaoshi), and another school’s key (403)', async () => {
    const own = await t.get('/park/registration/getKey', { schoolId: 101 }, teacher);
    expect(own.statusCode).toBe(403);
    expect(own.json().msg).toBe(PermissionMsg.denied);
    expect((await t.get('/park/registration/positions', { schoolId: 101 }, teacher)).statusCode).toBe(403);
    const denied = await t.post('/park/registration/changeKey', { schoolId: 101 }, teacher);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('您没有权限重新生成邀请码');
    expect((await t.get('/park/registration/getKey', { schoolId: 102 }, deputy)).statusCode).toBe(403);
  });

  it('lets an issuer invite only to positions within her own rights: the vice-principal never to 园长', async () => {
    const offered = async (who: Signed) =>
      invitePositionsSchema.parse((await t.get('/park/registration/positions', { schoolId: 101 }, who)).json().data);
    const all = await offered(principal);
    expect(all.map((p) => p.positionName)).toEqual(['园长', '副园长', '教师', '保育员', '财务', '跟车老师', '保健医生', '后勤主管']);
    const mine = (await offered(deputy)).map((p) => p.positionName);
    expect(mine).toContain('教师');
    expect(mine).toContain('副园长');
    expect(mine).not.toContain('园长');
    const head = all.find((p) => p.positionName === '园长')?.positionId;
    const refused = await t.post('/park/registration/changeKey', { schoolId: 101, positionId: head }, deputy);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(InvitationMsg.positionForbidden);
    // A position of another school is no choice either.
    const [foreign] = await t.database.db.select().from(positions).where(eq(positions.schoolId, 102));
    expect((await t.post('/park/registration/changeKey', { schoolId: 101, positionId: foreign?.id }, principal)).statusCode).toBe(403);

    // The principal invites a 园长: the vice-principal may not show that key, and may replace it with one of hers.
    const headKey = invitationKeySchema.parse(
      (await t.post('/park/registration/changeKey', { schoolId: 101, positionId: head }, principal)).json().data,
    );
    expect(headKey.positionName).toBe('园长');
    const hidden = await t.get('/park/registration/getKey', { schoolId: 101 }, deputy);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().msg).toBe(InvitationMsg.positionForbidden);
    const teacherPosition = all.find((p) => p.positionName === '教师')?.positionId;
    const back = invitationKeySchema.parse(
      (await t.post('/park/registration/changeKey', { schoolId: 101, positionId: teacherPosition }, deputy)).json().data,
    );
    expect(back.positionName).toBe('教师');
    expect((await check(headKey.key)).json()).toMatchObject({ code: 400, msg: '二维码已失效' });
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
    expect((await getKey(deputy)).key).toBe(changed.key);
  });

  it('refuses an expired or made-up key, and hands out a fresh one after expiry', async () => {
    const live = await getKey(principal);
    t.clock.advance(INVITE_KEY_TTL_MS + 1000);
    expect((await check(live.key)).json()).toMatchObject({ code: 400, msg: '二维码已失效' });
    expect((await check('not-a-key')).json()).toMatchObject({ code: 400, msg: '二维码已失效' });
    // A day later the sessions have lapsed too (8 h tokens): sign in again.
    principal = await loginSigned(t, 'yuanzhang');
    deputy = signer(await loginWithSmsCode(t, 'shuangyz'));
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

  it('registers a new staff member who can then sign in to that school as 教师, with the 教师 rights and no more', async () => {
    const { key, positionName } = await getKey(principal);
    expect(positionName).toBe('教师');
    const before = (await t.get('/park/notice/count', { schoolId: 101 }, principal)).json().data.count;
    const res = await join(newcomer(key));
    expect(res.json()).toMatchObject({ code: 200, data: { loginName: 'zhouyutong', schoolName: '童心阳光幼儿园' } });

    const session = await t.login('zhouyutong', 'Spring#2026');
    expect(session.schoolInfo.schoolId).toBe(101);
    expect(session.positionName).toBe('教师');
    // Exactly the position's rights (no permission list narrows or widens them), plus the pages every member has.
    const rights = expandRole(RECOMMENDED_ROLES.教师 ?? []);
    const school = { id: 101, style: 1 };
    expect(session.permissions).toEqual(
      effectivePermissions({ allRights: false, rights, schoolpermission: '', positionName: '教师', school }),
    );
    expect(session.permissions).not.toContain('/YWGL/RLZYGL/JZGGL:invite');
    expect(session.permissions).not.toContain('/DGTW');
    const [joined] = await t.database.db
      .select({ schoolPermission: memberships.schoolPermission })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.loginName, 'zhouyutong'), eq(memberships.schoolId, 101)));
    expect(joined?.schoolPermission).toBe('');
    expect((await t.get('/park/registration/getKey', { schoolId: 101 }, loginAs(session))).statusCode).toBe(403);
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
