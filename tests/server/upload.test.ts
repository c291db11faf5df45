import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@contract';
import { files } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { askSignature, smallJpeg } from './helpers/store-upload';
import { multipartBody, multipartFrame } from './helpers/upload-form';

const MB = 1024 * 1024;

describe('uploads: signature → form POST → report (local storage)', () => {
  let t: TestApp;
  let dataDir: string;
  let who: Signed;
  let jpeg: Buffer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'yuanwu-upload-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    who = await loginSigned(t, 'yuanzhang');
    jpeg = await smallJpeg('#3a7');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sign = (fileName: string, bytes: number, scene?: 'avatar' | 'editor') => askSignature(t, who, fileName, bytes, scene);
  const postForm = (fields: Record<string, string>, data: Buffer, name = 'a.jpg') => {
    const { body, contentType } = multipartBody(fields, { name, type: 'image/jpeg', data });
    return t.app.inject({ method: 'POST', url: '/files/upload', payload: body, headers: { 'content-type': contentType } });
  };
  const report = (sourceId: string, status: 1 | 2) => t.post('/park/upload/report', { sourceId, status }, who);

  it('stores a signed image, confirms it on report and serves it back with ranges', async () => {
    const { code, data: sig } = await sign('照片.jpg', jpeg.length);
    expect(code).toBe(200);
    expect(sig).toMatchObject({ obsAcl: 'public-read', contentType: 'image/jpeg', postUrl: '/files/upload' });
    expect(sig.filePath).toMatch(/^schools\/101\/\d{4}-\d{2}\/[0-9a-f-]{36}\.jpg$/);

    expect((await postForm(sig.fields, jpeg)).statusCode).toBe(201);
    // Posted is not stored: nothing is served at the key until the report.
    expect((await t.app.inject({ method: 'GET', url: `/files/${sig.filePath}` })).statusCode).toBe(404);
    const reported = (await report(sig.sourceId, 1)).json();
    expect(reported).toMatchObject({ code: 200, msg: '上传成功', data: { filePath: sig.filePath, size: jpeg.length } });

    const whole = await t.app.inject({ method: 'GET', url: `/files/${sig.filePath}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.rawPayload.equals(jpeg)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: `/files/${sig.filePath}`, headers: { range: 'bytes=2-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${jpeg.length}`);
    expect(part.rawPayload.equals(jpeg.subarray(2, 10))).toBe(true);
    const beyond = await t.app.inject({ method: 'GET', url: `/files/${sig.filePath}`, headers: { range: `bytes=${jpeg.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses a forged policy, a forged signature and a changed field', async () => {
    const { data: sig } = await sign('a.jpg', jpeg.length);
    const doc = JSON.parse(Buffer.from(sig.policy, 'base64').toString());
    doc.conditions = doc.conditions.map((c: unknown) => (Array.isArray(c) && c[0] === 'content-length-range' ? [c[0], 1, 5000 * MB] : c));
    const bigger = Buffer.from(JSON.stringify(doc)).toString('base64');
    const forgedPolicy = await postForm({ ...sig.fields, policy: bigger }, jpeg);
    expect(forgedPolicy.statusCode).toBe(403);
    expect(forgedPolicy.json().msg).toBe('上传凭证无效或已过期，请重新上传');

    const flipped = sig.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await postForm({ ...sig.fields, 'x-amz-signature': flipped }, jpeg)).statusCode).toBe(403);
    expect((await postForm({ ...sig.fields, 'Content-Type': 'text/html' }, jpeg)).statusCode).toBe(403);
    expect((await postForm({ ...sig.fields, key: sig.filePath.replace('101', '102') }, jpeg)).statusCode).toBe(403);
    expect((await postForm({ ...sig.fields, extra: 'x' }, jpeg)).statusCode).toBe(403);
    // Nothing was stored, so the report cannot say 上传成功.
    expect((await report(sig.sourceId, 1)).json()).toMatchObject({ code: 400, msg: '上传失败' });
  });

  it('takes a form once: after its file was stored the same form is refused and the file stays as reported', async () => {
    const { data: sig } = await sign('c.jpg', jpeg.length);
    expect((await postForm(sig.fields, jpeg)).statusCode).toBe(201);
    expect((await report(sig.sourceId, 1)).json().msg).toBe('上传成功');
    const again = await postForm(sig.fields, Buffer.from('a different file, within the same limits'));
    expect(again.statusCode).toBe(403);
    expect(again.json().msg).toBe('上传凭证无效或已过期，请重新上传');
    expect((await report(sig.sourceId, 1)).json().data.size).toBe(jpeg.length);
    expect((await t.app.inject({ method: 'GET', url: `/files/${sig.filePath}` })).rawPayload.equals(jpeg)).toBe(true);
  });

  it('refuses an expired policy', async () => {
    const { data: sig } = await sign('a.jpg', jpeg.length);
    t.clock.advance(31 * 60 * 1000);
    const res = await postForm(sig.fields, jpeg);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('上传凭证无效或已过期，请重新上传');
  });

  it('refuses oversized files and wrong types at the signature, with the SPEC messages', async () => {
    const msg = async (name: string, bytes: number, scene?: 'avatar' | 'editor') => (await sign(name, bytes, scene)).msg;
    expect(await msg('病毒.exe', 1000)).toBe('文件格式不正确');
    expect(await msg('a.svg', 1000)).toBe('文件格式不正确');
    expect(await msg('大图.jpg', 20 * MB + 1)).toBe('图片大小不能超过20MB');
    expect(await msg('头像.png', 2 * MB + 1024, 'avatar')).toBe('上传头像图片大小不能超过 2MB!');
    expect(await msg('a.mp4', 500 * MB + 1024)).toBe('视频大小不能超过500MB');
    expect(await msg('a.mp3', 10 * MB + 1024)).toBe('音频大小不能超过10MB');
    expect(await msg('a.pdf', 10 * MB + 1024)).toBe('文件大小不能超过10MB');
    expect(await msg('a.pptx', 50 * MB + 1024)).toBe('文件大小不能超过50MB');
    expect((await sign('a.pptx', 50 * MB)).code).toBe(200);
  });

  it('refuses a file larger than its policy allows, keeping nothing', async () => {
    const { data: sig } = await sign('头像.jpg', 1000 * 1024, 'avatar');
    const res = await postForm(sig.fields, Buffer.alloc(2 * MB + 1, 7));
    expect(res.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: `/files/${sig.filePath}` })).statusCode).toBe(404);
    expect((await report(sig.sourceId, 2)).json()).toMatchObject({ code: 200, msg: '上传失败' });
  });

  it('takes editor images through /park/common/upload up to 3 MB', async () => {
    const send = (name: string, data: Buffer) => {
      const { body, contentType } = multipartBody({}, { name, type: 'image/png', data });
      return t.app.inject({
        method: 'POST',
        url: '/park/common/upload',
        payload: body,
        headers: { 'content-type': contentType, token: who.token, datasign: signFor('') },
      });
    };
    const signFor = (payload: string) => computeSign(who, payload);
    const ok = (await send('插图.jpg', jpeg)).json();
    expect(ok).toMatchObject({ code: 200, msg: '上传成功', data: { fileName: '插图.jpg', size: jpeg.length, suffic: 'jpg' } });
    expect((await t.app.inject({ method: 'GET', url: `/files/${ok.data.filePath}` })).rawPayload.equals(jpeg)).toBe(true);
    expect((await send('大插图.jpg', Buffer.alloc(3 * MB + 1))).json()).toMatchObject({ code: 400, msg: '图片大小不能超过3MB' });
    expect((await send('a.exe', jpeg)).json()).toMatchObject({ code: 400, msg: '文件格式不正确' });
  });

  it('lets a record name a stored file of its school only (file.create)', async () => {
    const { data: sig } = await sign('b.jpg', jpeg.length);
    await postForm(sig.fields, jpeg);
    await report(sig.sourceId, 1);
    const c = protocolClient(t, who);
    const record = (id: number, filePath: string) => ({
      id,
      name: 'file.create',
      args: {
        id: uuidv7(),
        schoolId: 101,
        name: 'b.jpg',
        filePath,
        size: jpeg.length,
        contentType: 'image/jpeg',
        createdAt: new Date().toISOString(),
      },
    });
    const res = await c.push([
      record(1, `pending-upload:${uuidv7()}`),
      record(2, sig.filePath.replace('/101/', '/102/')),
      record(3, sig.filePath),
    ]);
    expect(res.body.results.map((r) => [r.status, r.msg])).toEqual([
      ['rejected', '文件不存在或未上传成功，请重新上传'],
      ['rejected', '文件不存在或未上传成功，请重新上传'],
      ['applied', undefined],
    ]);
    const rows = await t.database.db.select().from(files).where(eq(files.filePath, sig.filePath));
    expect(rows).toHaveLength(1);
  });

  it('streams a 500 MB video to disk with flat memory', async () => {
    const size = 500 * MB;
    const { data: sig } = await sign('公开课.mp4', size);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { head, tail, contentType } = multipartFrame(sig.fields, '公开课.mp4', 'video/mp4');
    const chunk = Buffer.alloc(MB, 0x5a);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/files/upload',
          headers: { 'content-type': contentType, 'content-length': head.length + size + tail.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      let sent = 0;
      req.write(head);
      const pump = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end(tail);
      };
      pump();
    });
    clearInterval(sampler);
    expect(status).toBe(201);
    const growthMb = (peak - rssBefore) / MB;
    console.log(`500 MB upload: RSS growth ${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(100);
    expect((await report(sig.sourceId, 1)).json().data.size).toBe(size);
  }, 120_000);
});

import { computeDatasign } from '@contract';
const computeSign = (who: Signed, payload: string) => computeDatasign({ ...who, payload });
