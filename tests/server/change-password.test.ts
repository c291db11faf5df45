import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createTestApp, md5, signer, type TestApp } from './helpers/test-app';

const DEMO = 'Yuanwu@2026';
const change = (t: TestApp, s: ReturnType<typeof signer>, oldPassword: string, newPassword: string, mobilePhone = '13800000003') =>
  t.post('/park/acount/updatePasswordByOldPass', { mobilePhone, password: md5(oldPassword), newPassword }, s);

describe('change password with the original (/park/acount/updatePasswordByOldPass)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['', '请输入新密码'],
    ['Ab1@xyz', '长度必须在8到14位'],
    ['Ab1@xyzwv0123', null],
    ['Ab1@xyzwv01234x', '长度必须在8到14位'],
    ['abcdefgh1', '密码须包含数字、小写字母、大写字母、特殊字符中的至少三种'],
    ['Qwe@20262026', '密码不能过于简易不能包含用户名相同的字符。'],
    ['Zx@123456ab', '密码不能过于简易不能包含用户名相同的字符。'],
    ['A@13800000003', '密码不能过于简易不能包含用户名相同的字符。'],
  ])('judges the new password %j by the SPEC rules: %s', async (newPassword, msg) => {
    const s = signer(await t.login('caiwu'));
    const res = (await change(t, s, 'Wrong-old-1', newPassword)).json();
    // A password that passes the rules gets as far as the original-password check.
    expect(res).toMatchObject({ code: 400, msg: msg ?? '原密码错误' });
  });

  it('checks the account phone, not the phone the client sends', async () => {
    const s = signer(await t.login('caiwu'));
    const res = (await change(t, s, DEMO, 'A@13800000003', '13912345678')).json();
    expect(res).toMatchObject({ code: 400, msg: '密码不能过于简易不能包含用户名相同的字符。' });
  });

  it('refuses a wrong original password and keeps the old one', async () => {
    const s = signer(await t.login('caiwu'));
    expect((await change(t, s, 'NotMine@2026', 'Fresh#Pass42')).json()).toMatchObject({ code: 400, msg: '原密码错误' });
    await expect(t.login('caiwu', DEMO)).resolves.toBeTruthy();
  });

  it('refuses the same password again', async () => {
    const s = signer(await t.login('caiwu'));
    expect((await change(t, s, DEMO, DEMO)).json()).toMatchObject({ code: 400, msg: '新密码不能与原密码相同' });
  });

  it('changes it: 修改成功, this device stays, other sessions end, only the new password signs in, the weak flag clears', async () => {
    await t.database.db.update(users).set({ pwdWarn: 1 }).where(eq(users.loginName, 'xiaoche'));
    const here = signer(await t.login('xiaoche'));
    const elsewhere = signer(await t.login('xiaoche'));
    expect((await change(t, here, DEMO, 'Fresh#Pass42', '13800000004')).json()).toEqual({ code: 200, msg: '修改成功', data: null });

    expect((await t.get('/park/login/getUserInfo', {}, here)).json().code).toBe(200);
    expect((await t.get('/park/login/getUserInfo', {}, elsewhere)).json().code).toBe(20011);
    await expect(t.login('xiaoche', DEMO)).rejects.toThrow('用户名或密码错误');
    const again = await t.login('xiaoche', 'Fresh#Pass42');
    expect(again.pwdWarn).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.loginName, 'xiaoche'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/park/acount/updatePasswordByOldPass',
      payload: { password: md5(DEMO), newPassword: 'Fresh#Pass42' },
    });
    expect(res.json().code).toBe(20011);
  });

  it('limits guessing the original password to 10 tries per 10 minutes per session', async () => {
    const s = signer(await t.login('yuanzhang'));
    for (let i = 0; i < 10; i++) expect((await change(t, s, `Guess@${i}0000`, 'Fresh#Pass42')).json().msg).toBe('原密码错误');
    expect((await change(t, s, DEMO, 'Fresh#Pass42')).json()).toMatchObject({ code: 429 });
  });
});

describe('set a first password (/park/login/setPwd) and 记住我 (/park/acount/updateIsRemember)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('only an account flagged setPwd may set one, with the same rules; the flag then clears', async () => {
    const s = signer(await t.login('caiwu'));
    expect((await t.post('/park/login/setPwd', { password: 'Fresh#Pass42', repassword: 'Fresh#Pass42' }, s)).json()).toMatchObject({
      code: 400,
      msg: '该账号已设置密码，请通过修改密码更换',
    });
    await t.database.db.update(users).set({ setPwd: 1 }).where(eq(users.loginName, 'caiwu'));
    expect((await t.login('caiwu')).setPwd).toBe(1);
    expect((await t.post('/park/login/setPwd', { password: 'asd@Fresh1', repassword: 'asd@Fresh1' }, s)).json()).toMatchObject({
      msg: '密码不能过于简易不能包含用户名相同的字符。',
    });
    expect((await t.post('/park/login/setPwd', { password: 'Fresh#Pass42', repassword: 'Fresh#Pass4' }, s)).json()).toMatchObject({
      msg: '两次输入密码不一致!',
    });
    expect((await t.post('/park/login/setPwd', { password: 'Fresh#Pass42', repassword: 'Fresh#Pass42' }, s)).json()).toMatchObject({
      code: 200,
      msg: '设置成功',
    });
    expect((await t.login('caiwu', 'Fresh#Pass42')).setPwd).toBe(0);
  });

  it('stores isRemember, read back in the user info', async () => {
    const s = signer(await t.login('xufei'));
    expect((await t.post('/park/acount/updateIsRemember', { isRemember: 1 }, s)).json().code).toBe(200);
    expect((await t.get('/park/login/getUserInfo', {}, s)).json().data.userInfo.isRemember).toBe(1);
    expect((await t.post('/park/acount/updateIsRemember', { isRemember: 2 }, s)).json().code).toBe(400);
  });
});
