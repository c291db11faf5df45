import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_IMAGE_MAX_BYTES, CARD_OCR_PATHS, CardOcrMsg, computeDatasign, Msg } from '@contract';
import { OCR_PERSON } from '../fixtures/ocr/lines';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { multipartBody } from './helpers/upload-form';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/ocr/${name}`, import.meta.url));

/**
 * /v2/schoolbus card recognition with the real PaddleOCR model (loaded once, by the first recognition): the fixture
 * photos give the demo person's name and ID number; bad photos, other schools and missing rights are refused.
 */
describe('ID card and driving licence recognition (/v2/schoolbus)', () => {
  let t: TestApp;
  let principal: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
  });
  afterAll(() => t.close());

  const recognise = (path: string, who: Signed, data: Buffer, opts: { name?: string; type?: string; schoolId?: number } = {}) => {
    const { body, contentType } = multipartBody({}, { name: opts.name ?? 'card.jpg', type: opts.type ?? 'image/jpeg', data });
    return t.app.inject({
      method: 'POST',
      url: `${path}?schoolId=${opts.schoolId ?? who.schoolId}`,
      payload: body,
      headers: { 'content-type': contentType, token: who.token, datasign: computeDatasign({ ...who, payload: '' }) },
    });
  };

  it('reads the name and ID number of the sample ID card, and the licence class and expiry of the licence', async () => {
    const card = await recognise(CARD_OCR_PATHS.idCard, principal, fixture('id-card.jpg'));
    expect(card.statusCode).toBe(200);
    expect(card.json().data.fields).toMatchObject({ name: OCR_PERSON.name, idNumber: OCR_PERSON.idNumber, birthday: '1985-03-12' });
    expect(card.json().data.lines).toContain(`公民身份号码 ${OCR_PERSON.idNumber}`);

    const licence = await recognise(CARD_OCR_PATHS.driverLicence, principal, fixture('driving-licence.jpg'), { name: 'x.bin' });
    expect(licence.json().data.fields).toEqual({
      name: OCR_PERSON.name,
      idNumber: OCR_PERSON.idNumber,
      licenceClass: 'A1',
      validFrom: '2020-06-18',
      licenceExpiry: '2030-06-18',
    });
  }, 60_000);

  it('refuses what is no card photo with a Chinese 400, never a 500', async () => {
    const png = await sharp(fixture('id-card.jpg')).png().toBuffer();
    const cases: [Buffer, string, string][] = [
      // Named and typed as an image, but text: the bytes decide.
      [Buffer.from('这不是图片'), 'card.jpg', CardOcrMsg.type],
      [Buffer.alloc(0), 'card.jpg', CardOcrMsg.empty],
      [Buffer.concat([png, Buffer.alloc(CARD_IMAGE_MAX_BYTES)]), 'card.png', CardOcrMsg.tooLarge],
      // A JPEG's first bytes, then nothing an image decoder can read.
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'card.jpg', CardOcrMsg.unreadable],
      // A real image without a card on it.
      [
        await sharp({ create: { width: 400, height: 250, channels: 3, background: '#8a8178' } })
          .webp()
          .toBuffer(),
        'card.webp',
        CardOcrMsg.unreadable,
      ],
    ];
    for (const [data, name, msg] of cases) {
      const res = await recognise(CARD_OCR_PATHS.idCard, principal, data, { name });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    // A body that is not multipart at all.
    const json = await t.post(CARD_OCR_PATHS.idCard, { schoolId: 101 }, principal);
    expect(json.json()).toMatchObject({ code: 400, msg: CardOcrMsg.empty });
  }, 60_000);

  it("refuses another school's members and members without the bus settings' edit right", async () => {
    const outsider = await loginSigned(t, 'xufei');
    expect((await recognise(CARD_OCR_PATHS.idCard, outsider, fixture('id-card.jpg'), { schoolId: 101 })).statusCode).toBe(403);
    for (const login of ['jiaoshi', 'xiaoche']) {
      const who = await loginSigned(t, login);
      const res = await recognise(CARD_OCR_PATHS.driverLicence, who, fixture('driving-licence.jpg'));
      expect(res.statusCode, login).toBe(403);
    }
  });

  it('allows a user 10 recognitions a minute, both kinds together; refusing a bad file does not count', async () => {
    const user = await loginSigned(t, 'yuanzhang');
    const blank = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    // The principal's earlier photos that reached the model count (same user, another session): 2 cards, 2 unreadable.
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const path = i % 2 ? CARD_OCR_PATHS.idCard : CARD_OCR_PATHS.driverLicence;
      codes.push((await recognise(path, user, blank, { name: 'blank.png' })).json().code);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 400]);
    const limited = await recognise(CARD_OCR_PATHS.idCard, user, blank);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe(Msg.tooManyRequests);
    // A file refused before the model is still answered for what it is.
    expect((await recognise(CARD_OCR_PATHS.idCard, user, Buffer.from('x'))).json().msg).toBe(CardOcrMsg.type);
  });

  it('answers 识别服务未开启 when OCR=off', async () => {
    const off = await createTestApp({ OCR: 'off' });
    try {
      const who = await loginSigned(off, 'yuanzhang');
      const { body, contentType } = multipartBody({}, { name: 'card.jpg', type: 'image/jpeg', data: fixture('id-card.jpg') });
      const res = await off.app.inject({
        method: 'POST',
        url: `${CARD_OCR_PATHS.idCard}?schoolId=101`,
        payload: body,
        headers: { 'content-type': contentType, token: who.token, datasign: computeDatasign({ ...who, payload: '' }) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(CardOcrMsg.off);
    } finally {
      await off.close();
    }
  });
});
