import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SkinMsg, THEMES, userInfoResponseSchema } from '@contract';
import { createTestApp, signer, type TestApp } from './helpers/test-app';

describe('theme (skin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the chosen theme per user and returns it with the user info of a new session', async () => {
    const first = signer(await t.login('caiwu'));
    const saved = await t.post('/park/index/skin', { skinId: 9 }, first);
    expect(saved.json()).toEqual({ code: 200, msg: SkinMsg.saved, data: { skinId: 9, skinUrl: '/themes/09.svg' } });

    // Another browser: a new login sees the same theme.
    const second = signer(await t.login('caiwu'));
    const info = userInfoResponseSchema.parse((await t.get('/park/login/getUserInfo', {}, second)).json().data);
    expect(info).toMatchObject({ skinId: 9, skinUrl: '/themes/09.svg' });
    expect((await t.get('/park/index/skin', {}, second)).json().data).toEqual({ skinId: 9, skinUrl: '/themes/09.svg' });

    // Someone else keeps the default.
    const other = signer(await t.login('xiaoche'));
    expect((await t.get('/park/index/skin', {}, other)).json().data).toEqual({ skinId: 1, skinUrl: THEMES[0]?.background });
  });

  it('refuses a theme that does not exist', async () => {
    const s = signer(await t.login('caiwu'));
    for (const skinId of [0, 16, 'x']) {
      const res = await t.post('/park/index/skin', { skinId }, s);
      expect(res.statusCode, String(skinId)).toBe(400);
      expect(res.json().msg).toBe('请选择主题');
    }
  });
});
