import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDualVerificationPending, type LoginAnswer, sessionSchema } from '@contract';
import { createTestApp, md5, type TestApp } from './helpers/test-app';
import { lastSmsCode, postAnon } from './helpers/security';

const DUAL = 3;

describe('dual verification (shuangyz)', () => {
  let t: TestApp;
  let ip = 0;
  const from = () => `10.7.0.${++ip}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function passwordStep(): Promise<LoginAnswer> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/park/login/auth',
      payload: new URLSearchParams({ loginName: 'shuangyz', password: md5('Yuanwu@2026') }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: from(),
    });
    return res.json().data;
  }
  const phoneCode = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/park/login/phoneCode?${new URLSearchParams({ code, dualVerificationToken: token, mobilePhone: '138****0006', type: String(DUAL) })}`,
      remoteAddress: from(),
    });

  it('answers a token and the masked phone instead of a session after the right password', async () => {
    const answer = await passwordStep();
    expect(answer).toEqual({ dualVerification: true, dualVerificationToken: expect.any(String), mobilePhone: '138****0006' });
    expect('token' in answer).toBe(false);
  });

  it('sends the code to the account phone, refuses a wrong one, and logs in with the right one once', async () => {
    const answer = await passwordStep();
    if (!isDualVerificationPending(answer)) throw new Error('expected a pending dual verification');
    const sent = await postAnon(t, '/park/login/sendSms', { type: DUAL, dualVerificationToken: answer.dualVerificationToken }, from());
    expect(sent.json().msg).toBe('手机获取验证码成功');
    const code = await lastSmsCode(t);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await phoneCode(answer.dualVerificationToken, wrong)).json()).toMatchObject({ code: 400, msg: '验证码错误' });
    const ok = (await phoneCode(answer.dualVerificationToken, code)).json();
    expect(ok.code).toBe(200);
    expect(sessionSchema.parse(ok.data).dualVerification).toBe(true);
    expect((await phoneCode(answer.dualVerificationToken, code)).json()).toMatchObject({ msg: '双重验证已失效，请重新登录' });
  });

  it('refuses a made-up or expired token, for sending and for logging in', async () => {
    expect((await postAnon(t, '/park/login/sendSms', { type: DUAL, dualVerificationToken: 'nope' }, from())).json()).toMatchObject({
      msg: '双重验证已失效，请重新登录',
    });
    const answer = await passwordStep();
    if (!isDualVerificationPending(answer)) throw new Error('expected a pending dual verification');
    t.clock.advance(61_000);
    await postAnon(t, '/park/login/sendSms', { type: DUAL, dualVerificationToken: answer.dualVerificationToken }, from());
    const code = await lastSmsCode(t);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await phoneCode(answer.dualVerificationToken, code)).json()).toMatchObject({ msg: '双重验证已失效，请重新登录' });
  });
});
