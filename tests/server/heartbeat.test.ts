import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FINANCE_PASSWORD } from '@contract';
import { createTestApp, md5, type Signed, signer, type TestApp } from './helpers/test-app';

const UNLOCK_MS = 30 * 60 * 1000;

describe('finance password unlock and heartbeat (/park/pwd/check, /park/pwd/heartbeat)', () => {
  let t: TestApp;
  let s: Signed;
  const heartbeat = async (as: Signed = s) => (await t.get('/park/pwd/heartbeat', {}, as)).json();
  beforeAll(async () => {
    t = await createTestApp();
    s = signer(await t.login('caiwu'));
  });
  afterAll(() => t.close());

  it('answers 403 until the finance password is checked', async () => {
    expect(await heartbeat()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    expect((await t.post('/park/pwd/check', { password: md5('Wrong@2026') }, s)).json()).toMatchObject({ code: 400, msg: '财务密码错误' });
    expect(await heartbeat()).toMatchObject({ code: 403 });
  });

  it('a right check opens the window; the heartbeat counts it down in ms, then answers 403', async () => {
    const res = (await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, s)).json();
    expect(res).toMatchObject({ code: 200, msg: '验证成功', data: { remaining: UNLOCK_MS } });
    expect(await heartbeat()).toEqual({ code: 200, msg: '成功', data: UNLOCK_MS });
    t.clock.advance(UNLOCK_MS - 45_000);
    expect((await heartbeat()).data).toBe(45_000);
    t.clock.advance(45_000);
    expect(await heartbeat()).toMatchObject({ code: 403 });
  });

  it('belongs to one session: another login of the same account is still locked', async () => {
    await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, s);
    expect((await heartbeat()).code).toBe(200);
    const other = signer(await t.login('caiwu'));
    expect((await heartbeat(other)).code).toBe(403);
  });
});
