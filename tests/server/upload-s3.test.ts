import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDatasign, type UploadSignature, uuidv7 } from '@contract';
import { verifyPostPolicy } from '../../server/providers/storage/verify-post-policy';
import { startLocalS3, type LocalS3 } from './helpers/local-s3';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { askSignature, smallJpeg } from './helpers/store-upload';
import { multipartBody } from './helpers/upload-form';

const MB = 1024 * 1024;

/**
 * The S3 provider against a real S3 API: s3rver on a free loopback port, the bucket made with the SDK, the app
 * configured with STORAGE=s3. The browser's part (the multipart form POST straight to the bucket) is sent with
 * fetch and FormData, as the browser sends it.
 */
describe('uploads on S3 (s3rver): signature → browser form POST → report → read back', () => {
  let s3: LocalS3;
  let t: TestApp;
  let dataDir: string;
  let who: Signed;
  let jpeg: Buffer;

  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = mkdtempSync(join(tmpdir(), 'yuanwu-upload-s3-'));
    t = await createTestApp({ ...s3.env, DATA_DIR: dataDir });
    who = await loginSigned(t, 'yuanzhang');
    jpeg = await smallJpeg('#37a');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sign = async (fileName: string, bytes: number, scene?: 'avatar' | 'editor') => {
    const body = await askSignature(t, who, fileName, bytes, scene);
    expect(body.code).toBe(200);
    return body.data;
  };
  /** What the browser does (src/lib/uploads/upload-file.ts): every field in order, the file last, to postUrl. */
  const browserPost = (sig: UploadSignature, data: Buffer, name = 'a.jpg') => {
    const form = new FormData();
    for (const [k, v] of Object.entries(sig.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
    return fetch(sig.postUrl, { method: 'POST', body: form });
  };
  const report = async (sourceId: string, status: 1 | 2) => (await t.post('/park/upload/report', { sourceId, status }, who)).json();
  /** `/files/<key>` as a reader's browser follows it: the app's redirect, then the bucket. */
  const readBack = async (filePath: string) => {
    const redirect = await t.app.inject({ method: 'GET', url: `/files/${filePath}` });
    expect(redirect.statusCode).toBe(302);
    const location = String(redirect.headers.location);
    expect(location).toBe(`${s3.endpoint}/${s3.bucket}/${filePath}`);
    return fetch(location);
  };
  const recordFile = (filePath: string) =>
    protocolClient(t, who).push([
      {
        id: 1,
        name: 'file.create',
        args: {
          id: uuidv7(),
          schoolId: 101,
          name: 'a.jpg',
          filePath,
          size: 1,
          contentType: 'image/jpeg',
          createdAt: new Date().toISOString(),
        },
      },
    ]);

  it('lets the browser post forms to the bucket and read from it under the CSP', async () => {
    const sig = await sign('csp.jpg', jpeg.length);
    const csp = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'] as string;
    const origin = new URL(sig.postUrl).origin;
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('connect-src')).toContain(origin);
    expect(directive('img-src')).toContain(origin);
    expect(directive('media-src')).toContain(origin);
  });

  it('signs with the SDK a form pinning the incoming key, the content type and the size range, under a valid SigV4 signature', async () => {
    const sig = await sign('照片.jpg', jpeg.length);
    expect(sig.postUrl).toBe(`${s3.endpoint}/${s3.bucket}`);
    expect(sig.filePath).toMatch(/^schools\/101\/\d{4}-\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(sig.fields).toMatchObject({
      key: `incoming/${sig.filePath}`,
      'Content-Type': 'image/jpeg',
      bucket: s3.bucket,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      Policy: sig.policy,
      'X-Amz-Signature': sig.signature,
    });
    expect(sig.accessKeyId).toBe('S3RVER');
    const { conditions } = JSON.parse(Buffer.from(sig.policy, 'base64').toString());
    expect(conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$Content-Type', 'image/jpeg'],
        ['content-length-range', 1, 20 * MB],
        { key: `incoming/${sig.filePath}` },
        { bucket: s3.bucket },
      ]),
    );
    // s3rver does not check SigV4 at all, so the signature is checked here by the local provider's verifier,
    // which follows S3's rules: the SDK's form is one S3 accepts with these credentials, and only for 30 minutes.
    const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' };
    expect(verifyPostPolicy(sig.fields, new Date(), creds)).toEqual({
      ok: true,
      allowed: { key: `incoming/${sig.filePath}`, contentType: 'image/jpeg', minBytes: 1, maxBytes: 20 * MB },
    });
    expect(verifyPostPolicy(sig.fields, new Date(Date.now() + 31 * 60 * 1000), creds)).toMatchObject({
      ok: false,
      reason: 'policy expired',
    });
    expect(verifyPostPolicy({ ...sig.fields, key: sig.filePath }, new Date(), creds)).toMatchObject({ ok: false });
  });

  it('stores the browser POST in the bucket, moves it to its key on report and serves it through /files', async () => {
    const sig = await sign('照片.jpg', jpeg.length);
    expect((await browserPost(sig, jpeg)).status).toBe(204);
    // Posted is not stored: nothing is readable at the key until the report.
    expect((await readBack(sig.filePath)).status).toBe(404);

    expect(await report(sig.sourceId, 1)).toMatchObject({
      code: 200,
      msg: '上传成功',
      data: { filePath: sig.filePath, size: jpeg.length },
    });
    const read = await readBack(sig.filePath);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await read.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/incoming/${sig.filePath}`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/files/incoming/${sig.filePath}` })).statusCode).toBe(404);
    expect((await recordFile(sig.filePath)).body.results[0]?.status).toBe('applied');
  });

  it('a form works once: posting it again after the report cannot replace the stored file', async () => {
    const sig = await sign('照片.jpg', jpeg.length);
    await browserPost(sig, jpeg);
    await report(sig.sourceId, 1);
    const other = Buffer.from('not the picture that was reported');
    // The bucket takes the form again (it is valid for 30 minutes) but only under the incoming key.
    expect((await browserPost(sig, other)).status).toBe(204);
    expect((await report(sig.sourceId, 1)).data.size).toBe(jpeg.length);
    expect(Buffer.from(await (await readBack(sig.filePath)).arrayBuffer()).equals(jpeg)).toBe(true);
  });

  it('refuses a file over the signed size at the report, since s3rver ignores content-length-range', async () => {
    const sig = await sign('头像.jpg', 1000 * 1024, 'avatar');
    const { conditions } = JSON.parse(Buffer.from(sig.policy, 'base64').toString());
    expect(conditions).toContainEqual(['content-length-range', 1, 2 * MB]);
    // Real S3 answers 400 EntityTooLarge here; s3rver stores it. The server's report is where the limit holds.
    expect((await browserPost(sig, Buffer.alloc(2 * MB + 1, 7))).status).toBe(204);
    expect(await report(sig.sourceId, 1)).toMatchObject({ code: 400, msg: '上传失败' });
    expect((await readBack(sig.filePath)).status).toBe(404);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/incoming/${sig.filePath}`)).status).toBe(404);
    expect((await recordFile(sig.filePath)).body.results[0]).toMatchObject({
      status: 'rejected',
      msg: '文件不存在或未上传成功，请重新上传',
    });
  });

  it('writes editor images through /park/common/upload with the SDK and reads them back', async () => {
    const { body, contentType } = multipartBody({}, { name: '插图.jpg', type: 'image/jpeg', data: jpeg });
    const res = await t.app.inject({
      method: 'POST',
      url: '/park/common/upload',
      payload: body,
      headers: { 'content-type': contentType, token: who.token, datasign: computeDatasign({ ...who, payload: '' }) },
    });
    const item = res.json();
    expect(item).toMatchObject({ code: 200, msg: '上传成功', data: { size: jpeg.length } });
    const read = await readBack(item.data.filePath);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await read.arrayBuffer()).equals(jpeg)).toBe(true);
  });
});
