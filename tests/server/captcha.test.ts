import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_FONT } from '../../server/services/captcha/render-click-word';
import { hasCjkFont } from '../../server/services/captcha/fonts';
import { asOperator, createTestApp, DEV_AIDS, md5, type TestApp } from './helpers/test-app';
import { answerOf, checkCaptcha, getCaptcha, postAnon, solvedVerification } from './helpers/security';

/** Width and height from a PNG's IHDR. */
const pngSize = (base64: string) => {
  const b = Buffer.from(base64, 'base64');
  expect(b.subarray(1, 4).toString()).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
};

const loginForm = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/park/login/auth',
  payload: new URLSearchParams({ loginName: 'yuanzhang', password: md5('Yuanwu@2026'), ...fields }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ YUANWU_CAPTCHA: 'on' });
  });
  afterAll(() => t.close());

  it('gives a 310 × 155 slider picture and its 47 × 155 piece, an empty secretKey and no answer', async () => {
    const res = await getCaptcha(t, 'blockPuzzle');
    expect(res.repCode).toBe('0000');
    const data = res.repData ?? {};
    expect(pngSize(data.originalImageBase64 ?? '')).toEqual({ width: 310, height: 155 });
    expect(pngSize(data.jigsawImageBase64 ?? '')).toEqual({ width: 47, height: 155 });
    expect(data.secretKey).toBe('');
    expect(Object.keys(data).sort()).toEqual(['captchaType', 'jigsawImageBase64', 'originalImageBase64', 'secretKey', 'token']);
  });

  it('passes the right slider position once: a replayed token is refused', async () => {
    const { repData } = await getCaptcha(t, 'blockPuzzle');
    const token = repData?.token ?? '';
    const answer = await answerOf(t, token);
    const passed = await checkCaptcha(t, 'blockPuzzle', token, { x: answer.x + 3, y: 5 });
    expect(passed.repCode).toBe('0000');
    expect(passed.repData?.captchaVerification).toBe(`${token}---${JSON.stringify({ x: answer.x + 3, y: 5 })}`);
    const replay = await checkCaptcha(t, 'blockPuzzle', token, { x: answer.x, y: 5 });
    expect(replay).toMatchObject({ repCode: '6110', repMsg: '验证码已失效，请重新获取' });
  });

  it('refuses a wrong slider position, and the token is then spent', async () => {
    const { repData } = await getCaptcha(t, 'blockPuzzle');
    const token = repData?.token ?? '';
    const answer = await answerOf(t, token);
    expect(await checkCaptcha(t, 'blockPuzzle', token, { x: answer.x + 12, y: 5 })).toMatchObject({ repCode: '6111', repMsg: '验证失败' });
    expect((await checkCaptcha(t, 'blockPuzzle', token, { x: answer.x, y: 5 })).repCode).toBe('6110');
  });

  it('refuses a token after its 2 minutes', async () => {
    const { repData } = await getCaptcha(t, 'blockPuzzle');
    const answer = await answerOf(t, repData?.token ?? '');
    t.clock.advance(2 * 60 * 1000 + 1);
    expect((await checkCaptcha(t, 'blockPuzzle', repData?.token ?? '', answer)).repCode).toBe('6110');
  });

  it('click-word: 3 characters to click in order; right order passes, another order fails', async () => {
    const first = await getCaptcha(t, 'clickWord');
    expect(pngSize(first.repData?.originalImageBase64 ?? '')).toEqual({ width: 310, height: 155 });
    expect(first.repData?.wordList).toHaveLength(3);
    expect(new Set(first.repData?.wordList).size).toBe(3);
    const points = await answerOf(t, first.repData?.token ?? '');
    expect((await checkCaptcha(t, 'clickWord', first.repData?.token ?? '', points)).repCode).toBe('0000');

    const second = await getCaptcha(t, 'clickWord');
    const [a, b, c] = await answerOf(t, second.repData?.token ?? '');
    expect((await checkCaptcha(t, 'clickWord', second.repData?.token ?? '', [b, a, c])).repCode).toBe('6111');
  });

  it('answers 6201 after 30 pictures in a minute from one address', async () => {
    for (let i = 0; i < 30; i++) expect((await getCaptcha(t, 'clickWord', '10.9.9.9')).repCode).toBe('0000');
    expect(await getCaptcha(t, 'blockPuzzle', '10.9.9.9')).toMatchObject({ repCode: '6201', repData: null });
    expect((await getCaptcha(t, 'blockPuzzle', '10.9.9.10')).repCode).toBe('0000');
  });

  it('login without a verification is refused; with one it opens a session; the same verification twice is refused', async () => {
    expect((await t.app.inject(loginForm({}))).json()).toMatchObject({ code: 400, msg: '请先完成安全验证' });
    expect((await t.app.inject(loginForm({ captchaVerification: 'made-up---{"x":1}' }))).json()).toMatchObject({ msg: '请先完成安全验证' });
    const verification = await solvedVerification(t);
    const first = (await t.app.inject(loginForm({ captchaVerification: verification }))).json();
    expect(first.code).toBe(200);
    expect(first.data.token).toBeTruthy();
    expect((await t.app.inject(loginForm({ captchaVerification: verification }))).json()).toMatchObject({ msg: '请先完成安全验证' });
  });

  it('tells the app that the captcha is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/park/captcha/config' });
    expect(res.json()).toEqual({ code: 200, msg: '成功', data: { enabled: true } });
  });

  it('draws real Chinese characters, not empty boxes', () => {
    expect(hasCjkFont()).toBe(true);
    const draw = (char: string) => {
      const canvas = createCanvas(40, 40);
      const ctx = canvas.getContext('2d');
      ctx.font = `bold 28px ${CAPTCHA_FONT}`;
      ctx.fillText(char, 4, 32);
      return canvas.data();
    };
    // A missing glyph draws the same box for every character.
    expect(Buffer.compare(draw('山'), draw('水'))).not.toBe(0);
    expect(Buffer.compare(draw('花'), draw('草'))).not.toBe(0);
  });
});

describe('captcha test hook (a development aid, tests/server/dev-aids.test.ts)', () => {
  it('tells the operator the answer', async () => {
    const t = await createTestApp({ YUANWU_CAPTCHA: 'on', ...DEV_AIDS });
    try {
      const { repData } = await getCaptcha(t, 'blockPuzzle');
      const url = `/park/captcha/test-answer?token=${encodeURIComponent(repData?.token ?? '')}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url, headers: asOperator });
      expect(res.json().data).toEqual(await answerOf(t, repData?.token ?? ''));
    } finally {
      await t.close();
    }
  });

  it('is absent without the development aids', async () => {
    const envs: Record<string, string>[] = [{ YUANWU_CAPTCHA: 'on' }, { NODE_ENV: 'production', YUANWU_CAPTCHA: 'on' }];
    for (const env of envs) {
      const t = await createTestApp(env);
      try {
        const { repData } = await getCaptcha(t, 'blockPuzzle');
        const res = await t.app.inject({ method: 'GET', url: `/park/captcha/test-answer?token=${repData?.token}` });
        expect(res.statusCode).toBe(404);
      } finally {
        await t.close();
      }
    }
  });

  it('answers 6206 to a malformed request', async () => {
    const t = await createTestApp();
    try {
      expect((await postAnon(t, '/park/captcha/get', { captchaType: 'rotate' })).json()).toMatchObject({ repCode: '6206' });
      expect((await postAnon(t, '/park/captcha/check', { captchaType: 'blockPuzzle' })).json()).toMatchObject({ repCode: '6206' });
    } finally {
      await t.close();
    }
  });
});
