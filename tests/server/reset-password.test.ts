import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signer, type TestApp } from './helpers/test-app';
import { lastSmsCode, postAnon } from './helpers/security';

const PHONE = '13800000003'; // caiwu

/** Sends a reset code (captcha off) and checks it: answers the authorizationCode. */
async function authorize(t: TestApp, ip: string): Promise<{ code: string; authorizationCode: string }> {
  expect((await postAnon(t, '/park/login/sendSms', { mobilePhone: PHONE, type: 2 }, ip)).json().code).toBe(200);
  const code = await lastSmsCode(t);
  const res = (await postAnon(t, '/park/login/validate/code', { mobilePhone: PHONE, code }, ip)).json();
  expect(res.code).toBe(200);
  t.clock.advance(61_000); // the next send to this phone is allowed after 60 s
  return { code, authorizationCode: res.data.authorizationCode };
}

const reset = (t: TestApp, body: Record<string, unknown>, ip: string) => postAnon(t, '/park/login/updatePasswordByCodeV2', body, ip);

describe('forgot password: reset by SMS (/park/login/updatePasswordByCodeV2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a weak password or a wrong confirmation without using up the authorization', async () => {
    const auth = await authorize(t, '10.5.0.1');
    const base = { mobilePhone: PHONE, ...auth };
    expect((await reset(t, { ...base, password: 'abc', repassword: 'abc' }, '10.5.0.1')).json()).toMatchObject({
      code: 400,
      msg: '长度必须在8到14位',
    });
    expect((await reset(t, { ...base, password: 'Zx@654321a', repassword: 'Zx@654321a' }, '10.5.0.1')).json()).toMatchObject({
      msg: '密码不能过于简易不能包含用户名相同的字符。',
    });
    expect((await reset(t, { ...base, password: 'New#Pass2026', repassword: '' }, '10.5.0.1')).json()).toMatchObject({
      msg: '请再次输入密码',
    });
    expect((await reset(t, { ...base, password: 'New#Pass2026', repassword: 'New#Pass2025' }, '10.5.0.1')).json()).toMatchObject({
      msg: '两次输入密码不一致!',
    });
    expect((await reset(t, { ...base, password: 'New#Pass2026', repassword: 'New#Pass2026' }, '10.5.0.1')).json()).toEqual({
      code: 200,
      msg: '重置密码成功',
      data: null,
    });
  });

  it('refuses a wrong, another phone’s, or a reused authorizationCode', async () => {
    const auth = await authorize(t, '10.5.0.2');
    const body = { mobilePhone: PHONE, password: 'Other#Pass42', repassword: 'Other#Pass42', ...auth };
    expect((await reset(t, { ...body, authorizationCode: 'made-up' }, '10.5.0.2')).json()).toMatchObject({
      code: 400,
      msg: '验证已失效，请重新获取验证码',
    });
    expect((await reset(t, { ...body, mobilePhone: '13800000001' }, '10.5.0.2')).json()).toMatchObject({
      msg: '验证已失效，请重新获取验证码',
    });
    expect((await reset(t, body, '10.5.0.2')).json().code).toBe(200);
    expect((await reset(t, { ...body, password: 'Third#Pass42', repassword: 'Third#Pass42' }, '10.5.0.2')).json()).toMatchObject({
      msg: '验证已失效，请重新获取验证码',
    });
    await expect(t.login('caiwu', 'Third#Pass42')).rejects.toThrow();
    await expect(t.login('caiwu', 'Other#Pass42')).resolves.toBeTruthy();
  });

  it('an authorization dies after 10 minutes', async () => {
    const auth = await authorize(t, '10.5.0.3');
    t.clock.advance(10 * 60 * 1000);
    const body = { mobilePhone: PHONE, password: 'Late#Pass42', repassword: 'Late#Pass42', ...auth };
    expect((await reset(t, body, '10.5.0.3')).json()).toMatchObject({ msg: '验证已失效，请重新获取验证码' });
  });

  it('ends every session of the account; the older call name works the same', async () => {
    const s = signer(await t.login('caiwu', 'Other#Pass42'));
    const auth = await authorize(t, '10.5.0.4');
    const body = { mobilePhone: PHONE, password: 'Yuanwu@2026', repassword: 'Yuanwu@2026', ...auth };
    const res = await postAnon(t, '/park/login/updatePasswordByCode', body, '10.5.0.4');
    expect(res.json()).toMatchObject({ code: 200, msg: '重置密码成功' });
    expect((await t.get('/park/login/getUserInfo', {}, s)).json().code).toBe(20011);
    await expect(t.login('caiwu')).resolves.toBeTruthy();
  });
});
