import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDatasign, DEMO_PICTURES, UploadMsg, uuidv7 } from '@contract';
import { siteBanners, siteDynamics } from '../../server/db/schema';
import type { ServiceContext } from '../../server/services/context';
import { requireStoredFiles } from '../../server/services/uploads/stored-files';
import { sitePictures } from '../../server/services/site/website/site-pictures';
import { storeUpload } from './helpers/store-upload';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** A picture path a record saves must be a file stored for that school (REST and sync alike), or a demo picture. */
describe('file paths saved in records: stored files of the record’s school only', () => {
  let t: TestApp;
  let dataDir: string;
  let principal: Signed;
  let own: string;
  let foreign: string;
  let unreported: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'yuanwu-paths-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    principal = await loginSigned(t, 'yuanzhang');
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#a73' } })
      .jpeg()
      .toBuffer();
    own = await storeUpload(t, principal, '本园.jpg', jpeg);
    unreported = await storeUpload(t, principal, '未报告.jpg', jpeg, false);
    // Another school's file: the principal's second session, moved to 童心实验小学 (an expired school takes no uploads).
    const elsewhere = await loginSigned(t, 'yuanzhang');
    await t.get('/park/login/getUserInfo', { schoolId: 102, companyId: 1 }, elsewhere);
    foreign = await storeUpload(t, { ...elsewhere, schoolId: 102 }, '外园.jpg', jpeg);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const payload = JSON.stringify(body);
    const res = await t.app.inject({
      method,
      url: path,
      payload,
      headers: {
        token: principal.token,
        theme: '1',
        'content-type': 'application/json',
        datasign: computeDatasign({ ...principal, payload }),
      },
    });
    return res.json() as { code: number; msg: string; data: { id: string } };
  };
  const banner = (photoUrl: string) => send('POST', '/park/party/banner', { schoolId: 101, sysType: 2, photoName: '图片', photoUrl });
  const dynamic = (cover: string, summary = '<p>内容</p>') =>
    send('POST', '/park/party/dynamic', { schoolId: 101, sysType: 3, title: '动态', summary, cover });
  const refused = { code: 400, msg: UploadMsg.unknownFile };

  it('takes a banner or cover stored for the school, or a demo picture', async () => {
    expect(foreign.startsWith('schools/102/')).toBe(true);
    expect(await banner(own)).toMatchObject({ code: 200, msg: '保存成功！' });
    expect(await dynamic(own)).toMatchObject({ code: 200 });
    expect(await dynamic('/demo/website/cover-3.svg')).toMatchObject({ code: 200 });
  });

  it("refuses another school's file, a path never uploaded and a file posted but never reported, changing nothing", async () => {
    const before = (await t.database.db.select().from(siteBanners)).length;
    expect(await banner(foreign)).toMatchObject(refused);
    expect(await banner(own.replace(/[0-9a-f-]{36}/, uuidv7()))).toMatchObject(refused);
    expect(await banner(unreported)).toMatchObject(refused);
    expect(await banner('/demo/website/banner-9.svg')).toMatchObject(refused);
    expect(await dynamic(`/files/${foreign}`)).toMatchObject(refused);
    expect((await t.database.db.select().from(siteBanners)).length).toBe(before);
  });

  it('checks the pictures inside a dynamic’s rich text the same way', async () => {
    const withImage = (src: string) => dynamic(own, `<p>照片</p><img src="${src}">`);
    expect(await withImage(`/files/${own}`)).toMatchObject({ code: 200 });
    expect(await withImage(`/files/${foreign}`)).toMatchObject(refused);
    expect(await withImage('https://example.org/track.png')).toMatchObject(refused);
    expect(await withImage(`pending-upload:${uuidv7()}`)).toMatchObject(refused);
  });

  it('refuses the same in sync mutations: an unknown or foreign path, or a reference whose upload failed', async () => {
    const c = protocolClient(t, principal);
    const create = (id: number, photoUrl: string) => ({
      id,
      name: 'siteBanner.create',
      args: { id: uuidv7(), schoolId: 101, sysType: 1, photoName: '同步', photoUrl },
    });
    const res = await c.push([create(1, `pending-upload:${uuidv7()}`), create(2, foreign), create(3, own)]);
    expect(res.body.results.map((r) => [r.status, r.msg])).toEqual([
      ['rejected', UploadMsg.unknownFile],
      ['rejected', UploadMsg.unknownFile],
      ['applied', undefined],
    ]);
  });

  it('lets an edit keep the picture a row already shows and checks a new one', async () => {
    const added = await banner('/demo/website/banner-2.svg');
    const edit = (photoUrl: string) => send('PUT', '/park/party/banner', { id: added.data.id, photoName: '改名', photoUrl });
    expect(await edit('/demo/website/banner-2.svg')).toMatchObject({ code: 200 });
    expect(await edit(foreign)).toMatchObject(refused);
    expect(await edit(own)).toMatchObject({ code: 200 });
  });

  it('accepts every picture of the demo seed', async () => {
    const ctx = { db: t.database.db } as ServiceContext;
    const rows = [
      ...(await t.database.db.select().from(siteBanners)).map((r) => ({ r, kind: 'banner' as const })),
      ...(await t.database.db.select().from(siteDynamics)).map((r) => ({ r, kind: 'dynamic' as const })),
    ];
    const seeded = rows.filter(({ r, kind }) => sitePictures(kind, r).some((p) => p.startsWith('/demo/')));
    expect(seeded.length).toBeGreaterThan(10);
    for (const { r, kind } of seeded) {
      for (const p of sitePictures(kind, r)) expect(DEMO_PICTURES).toContain(p);
      await expect(requireStoredFiles(ctx, r.schoolId, sitePictures(kind, r))).resolves.toBeDefined();
    }
  });
});
