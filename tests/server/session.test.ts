import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDatasign, TOKEN_TTL_MS, userInfoResponseSchema } from '@contract';
import { createTestApp, signer, type TestApp } from './helpers/test-app';

describe('session calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('getUserInfo returns the user, the current school and every school of theirs', async () => {
    const s = signer(await t.login('yuanzhang'));
    const res = await t.get('/park/login/getUserInfo', { schoolId: 101, companyId: 1 }, s);
    expect(res.statusCode).toBe(200);
    const data = userInfoResponseSchema.parse(res.json().data);
    expect(data.userInfo).toMatchObject({ loginName: 'yuanzhang', userName: '王丽华', position: '园长', mobilePhone: '13800000001' });
    expect(data.schoolList.map((x) => x.schoolId).sort()).toEqual([101, 102, 103, 104, 105, 320]);
    expect(data.companyList.map((c) => c.companyId).sort()).toEqual([1, 74]);
  });

  it("moves the session to another of the user's schools, and signatures follow it", async () => {
    const s = signer(await t.login('yuanzhang'));
    const switched = await t.get('/park/login/getUserInfo', { schoolId: 102 }, s);
    expect(switched.json().data.schoolInfo).toMatchObject({ schoolId: 102, schoolStyle: 2 });
    // Still signing with the old school is refused; signing with the new one works.
    expect((await t.get('/park/bj/term/warn', {}, s)).statusCode).toBe(400);
    expect((await t.get('/park/bj/term/warn', {}, { ...s, schoolId: 102 })).json().code).toBe(200);
  });

  it("answers 403 for a school that is not the user's, on every call that names one", async () => {
    const s = signer(await t.login('jiaoshi'));
    for (const path of ['/park/login/getUserInfo', '/park/login/menu', '/park/querySchoolCodeStatus', '/park/bj/term/warn']) {
      const res = await t.get(path, { schoolId: 102 }, s);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '您没有权限访问该园所的数据', data: null });
    }
    const post = await t.post('/park/login/logout', { schoolId: 320 }, s);
    expect(post.statusCode).toBe(403);
  });

  it('refuses a wrong or missing datasign with HTTP 400 and a clear message', async () => {
    const s = signer(await t.login('caiwu'));
    const bad = await t.app.inject({
      method: 'GET',
      url: '/park/login/getUserInfo?schoolId=101',
      headers: { token: s.token, theme: '1', datasign: 'f'.repeat(64) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请求签名(datasign)校验失败，请刷新页面后重试');
    const missing = await t.app.inject({ method: 'GET', url: '/park/login/getUserInfo?schoolId=101', headers: { token: s.token } });
    expect(missing.json().msg).toBe('缺少请求签名(datasign)，请刷新页面后重试');
    // A signature over other parameters does not carry over to this request.
    const other = computeDatasign({ ...s, payload: 'schoolId=102' });
    const replayed = await t.app.inject({
      method: 'GET',
      url: '/park/login/getUserInfo?schoolId=101',
      headers: { token: s.token, datasign: other },
    });
    expect(replayed.statusCode).toBe(400);
  });

  it('signs the exact JSON body text: a changed body fails', async () => {
    const s = signer(await t.login('caiwu'));
    const sign = computeDatasign({ ...s, payload: '{"a":1}' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/park/login/logout',
      payload: '{"a": 1}',
      headers: { token: s.token, datasign: sign, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('drops empty parameters before signing, as the client does', async () => {
    const s = signer(await t.login('caiwu'));
    const datasign = computeDatasign({ ...s, payload: 'schoolId=101' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/park/login/getUserInfo?schoolId=101&companyId=',
      headers: { token: s.token, datasign },
    });
    expect(res.statusCode).toBe(200);
  });

  it('logout invalidates the token: later calls get code 20011', async () => {
    const s = signer(await t.login('xiaoche'));
    expect((await t.post('/park/login/logout', {}, s)).json()).toEqual({ code: 200, msg: '成功', data: null });
    const after = await t.get('/park/login/getUserInfo', {}, s);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 20011, msg: '登录已过期,需重新登录', data: null });
  });

  it('an expired token gets 20011; renewal slides the expiry', async () => {
    const s = signer(await t.login('xiaoche'));
    t.clock.advance(TOKEN_TTL_MS - 60_000);
    const renewed = await t.get('/park/login/expireToken', {}, s);
    expect(renewed.json().data.expirationTime).toBe(t.clock.now().getTime() + TOKEN_TTL_MS);
    t.clock.advance(120_000);
    expect((await t.get('/park/login/getUserInfo', {}, s)).statusCode).toBe(200);
    t.clock.advance(TOKEN_TTL_MS);
    expect((await t.get('/park/login/getUserInfo', {}, s)).json().code).toBe(20011);
  });

  it('a request without a token gets 20011', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/park/login/menu' });
    expect(res.json().code).toBe(20011);
  });

  it('term warn: an unactivated term asks a permitted user to set it', async () => {
    const s = signer(await t.login('yuanzhang'));
    expect((await t.get('/park/bj/term/warn', { schoolId: 101 }, s)).json().data).toEqual({ noPwd: 0, termWarn: 0, pwdWarn: 0 });
    expect((await t.get('/park/bj/term/warn', { schoolId: 320 }, s)).json().data.termWarn).toBe(1);
  });

  it('reports expired schools as clientState 1', async () => {
    const s = signer(await t.login('xufei'));
    expect(s.schoolId).toBe(104);
    const res = await t.get('/park/login/getUserInfo', {}, s);
    expect(res.json().data.schoolInfo).toMatchObject({ schoolId: 104, clientState: 1, expired: true });
  });
});
