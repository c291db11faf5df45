import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsCodes, smsMessages } from '../../server/db/schema';
import { httpSmsProvider } from '../../server/providers/sms/http-sms-provider';
import { consumeResetAuthorization } from '../../server/services/sms/consume-reset-authorization';
import { asOperator, createTestApp, DEV_AIDS, type TestApp } from './helpers/test-app';
import { lastSmsCode, postAnon, solvedVerification } from './helpers/security';

const RESET = 2;
const send = (t: TestApp, mobilePhone: string, ip = '127.0.0.1', extra: Record<string, unknown> = {}) =>
  postAnon(t, '/park/login/sendSms', { mobilePhone, type: RESET, ...extra }, ip);

describe('SMS codes (captcha off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // With the development aids: the SMS inbox (/dev/sms) is one.
    t = await createTestApp(DEV_AIDS);
  });
  afterAll(() => t.close());

  it('sends a 6-digit code to an account phone, stored hashed, shown on /dev/sms', async () => {
    const res = await send(t, '13800000001', '10.1.0.1');
    expect(res.json()).toEqual({ code: 200, msg: '手机获取验证码成功', data: null });
    const code = await lastSmsCode(t);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobilePhone, '13800000001'));
    expect(stored?.codeHash).not.toContain(code);
    const dev = (await t.app.inject({ method: 'GET', url: '/dev/sms/messages', headers: asOperator })).json();
    expect(dev.data.messages[0]).toMatchObject({ mobilePhone: '13800000001', channel: 'text' });
    expect(dev.data.messages[0].content).toContain(code);
  });

  it.each([
    ['', '请输入手机号'],
    ['1380000000', '请输入正确的手机号!'],
    ['12800000001', '请输入正确的手机号!'],
  ])('refuses the phone %j with %s', async (phone, msg) => {
    expect((await send(t, phone, '10.1.0.2')).json()).toMatchObject({ code: 400, msg });
  });

  it('refuses a wrong code, takes the right one once, and the authorizationCode once', async () => {
    await send(t, '13800000002', '10.1.0.3');
    const code = await lastSmsCode(t);
    const wrong = code === '000000' ? '111111' : '000000';
    const check = (c: string) => postAnon(t, '/park/login/validate/code', { mobilePhone: '13800000002', code: c }, '10.1.0.3');
    expect((await check(wrong)).json()).toMatchObject({ code: 400, msg: '验证码错误' });
    expect((await check('')).json()).toMatchObject({ code: 400, msg: '请输入验证码！' });
    const ok = (await check(code)).json();
    expect(ok.code).toBe(200);
    expect((await check(code)).json()).toMatchObject({ msg: '验证码错误' });

    const ctx = { db: t.database.db, clock: t.clock, config: {} as never };
    const auth = { mobilePhone: '13800000002', authorizationCode: ok.data.authorizationCode };
    await expect(consumeResetAuthorization(ctx, { ...auth, mobilePhone: '13800000001' })).rejects.toThrow('验证已失效');
    expect((await consumeResetAuthorization(ctx, auth)).userId).toBeGreaterThan(0);
    await expect(consumeResetAuthorization(ctx, auth)).rejects.toThrow('验证已失效，请重新获取验证码');
  });

  it('a code dies after 5 minutes, and after 5 wrong guesses', async () => {
    let n = 0;
    const check = (c: string) => postAnon(t, '/park/login/validate/code', { mobilePhone: '13800000003', code: c }, `10.1.1.${n++}`);
    await send(t, '13800000003', '10.1.0.4');
    const expiring = await lastSmsCode(t);
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await check(expiring)).json()).toMatchObject({ msg: '验证码错误' });

    await send(t, '13800000003', '10.1.0.5');
    const code = await lastSmsCode(t);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await check(wrong);
    expect((await check(code)).json()).toMatchObject({ msg: '验证码错误' });
  });

  it('waits 60 s between sends to a phone and refuses a sixth within the hour', async () => {
    const phone = '13900000009';
    const sendFrom = (i: number) => postAnon(t, '/park/login/sendSms', { mobilePhone: phone, type: 1 }, `10.2.0.${i}`);
    expect((await sendFrom(1)).statusCode).toBe(200);
    expect((await sendFrom(2)).json()).toMatchObject({ code: 429, msg: '验证码已发送，请60秒后再重新获取' });
    for (let i = 3; i <= 6; i++) {
      t.clock.advance(61_000);
      expect((await sendFrom(i)).json().code).toBe(200);
    }
    t.clock.advance(61_000);
    const sixth = await sendFrom(7);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toBe('该手机号获取验证码过于频繁，每小时最多5次，请稍后再试');
    // The window slides: an hour after the first, one more is allowed.
    t.clock.advance(60 * 60 * 1000 - 4 * 61_000);
    expect((await sendFrom(8)).json().code).toBe(200);
  });

  it('limits one address to 5 sends in 10 minutes, whatever the phones', async () => {
    for (let i = 0; i < 5; i++) expect((await send(t, `1370000000${i}`, '10.3.0.1')).statusCode).toBe(200);
    expect((await send(t, '13700000009', '10.3.0.1')).json()).toMatchObject({ code: 429, msg: '操作过于频繁，请稍后再试' });
  });

  it('does not tell whether a phone has an account: a reset code for a stranger is answered alike and not sent', async () => {
    const before = await t.database.db.select({ n: count() }).from(smsMessages);
    expect((await send(t, '13611112222', '10.4.0.1')).json()).toMatchObject({ code: 200, msg: '手机获取验证码成功' });
    expect(await t.database.db.select({ n: count() }).from(smsMessages)).toEqual(before);
  });

  it('reads the code aloud by voice call', async () => {
    const res = await postAnon(t, '/park/login/sendSmsCallByVoice', { mobilePhone: '13800000004', type: 1 }, '10.5.0.1');
    expect(res.json().msg).toBe('手机获取验证码成功');
    const dev = (await t.app.inject({ method: 'GET', url: '/dev/sms/messages', headers: asOperator })).json();
    expect(dev.data.messages[0]).toMatchObject({ mobilePhone: '13800000004', channel: 'voice' });
    const [row] = await t.database.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobilePhone, '13800000004'), eq(smsCodes.type, 1)));
    expect(row).toBeTruthy();
  });
});

describe('SMS with the captcha on', () => {
  it('refuses to send without a verification, sends with one, and not twice with the same', async () => {
    const t = await createTestApp({ YUANWU_CAPTCHA: 'on' });
    try {
      expect((await send(t, '13800000001', '10.6.0.1')).json()).toMatchObject({ code: 400, msg: '请先完成安全验证' });
      const captchaVerification = await solvedVerification(t);
      expect((await send(t, '13800000001', '10.6.0.2', { captchaVerification })).json().code).toBe(200);
      t.clock.advance(61_000);
      expect((await send(t, '13800000001', '10.6.0.3', { captchaVerification })).json()).toMatchObject({ msg: '请先完成安全验证' });
    } finally {
      await t.close();
    }
  });
});

describe('/dev/sms (a development aid: who may read it, tests/server/dev-aids.test.ts)', () => {
  it('is absent while a real gateway sends the codes, the development aids on or not', async () => {
    for (const env of [{ SMS_HTTP_URL: 'https://sms.example/send' }, { SMS_HTTP_URL: 'https://sms.example/send', ...DEV_AIDS }]) {
      const t = await createTestApp(env);
      try {
        expect((await t.app.inject({ method: 'GET', url: '/dev/sms/messages', headers: asOperator })).statusCode).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: '/dev/sms', headers: { accept: 'text/html' } })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    }
  });

  it('prints every code the local provider "sends" on the server console', async () => {
    const lines: string[] = [];
    const t = await createTestApp({}, { smsConsole: (line) => lines.push(line) });
    try {
      expect((await send(t, '13800000001', '10.7.0.1')).json().code).toBe(200);
      const code = await lastSmsCode(t);
      expect(lines).toEqual([expect.stringContaining('13800000001')]);
      expect(lines[0]).toContain(code);
    } finally {
      await t.close();
    }
  });
});

describe('HTTP SMS provider', () => {
  it('posts phone, channel, template and code to the gateway with the key', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const provider = httpSmsProvider({ url: 'https://sms.example/send', key: 'k1', template: 'SMS_001', fetch });
    await provider.send({ mobilePhone: '13800000001', channel: 'text', code: '123456', content: '【园务】…123456' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://sms.example/send');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer k1');
    expect(JSON.parse(init.body as string)).toEqual({
      phone: '13800000001',
      channel: 'text',
      template: 'SMS_001',
      params: { code: '123456' },
      content: '【园务】…123456',
    });
    fetch.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(provider.send({ mobilePhone: '13800000001', channel: 'text', code: '1', content: '' })).rejects.toThrow(/500/);
  });
});
