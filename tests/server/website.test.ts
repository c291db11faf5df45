import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDatasign, uuidv7, WebsiteMsg } from '@contract';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { loginWithSmsCode } from './helpers/security';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

describe('website content: /park/party/banner|placard|member|dynamic', () => {
  let t: TestApp;
  let principal: Signed;
  let deputy: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    deputy = signer(await loginWithSmsCode(t, 'shuangyz'));
  });
  afterAll(() => t.close());

  /** PUT and DELETE signed like the browser signs them (the helper has GET and POST). */
  const send = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, as: Signed = principal) => {
    const payload = JSON.stringify(body);
    const res = await t.app.inject({
      method,
      url: path,
      payload,
      headers: { token: as.token, theme: '1', 'content-type': 'application/json', datasign: computeDatasign({ ...as, payload }) },
    });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: Record<string, unknown> & { id: string } } };
  };
  const list = async (kind: string, query: Record<string, number>, as: Signed = principal) => {
    const res = await t.get(`/park/party/${kind}`, query, as);
    return { status: res.statusCode, body: res.json() };
  };

  it('adds, lists, edits and deletes a notice with the messages the screens show', async () => {
    const added = await send('POST', '/park/party/placard', {
      schoolId: 101,
      sysType: 2,
      title: '工会春游报名',
      content: '4月12日组织教职工春游，请于本周五前报名。',
    });
    expect(added.body).toMatchObject({ code: 200, msg: '发布成功！', data: { title: '工会春游报名', schoolId: 101, sysType: 2 } });
    const page = await list('placard', { schoolId: 101, type: 2, pageNum: 1, pageSize: 10 });
    expect(page.body.data).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(page.body.data.list[0]).toMatchObject({ id: added.body.data.id, title: '工会春游报名' });
    expect(page.body.data.total).toBe(page.body.data.list.length);

    const edited = await send('PUT', '/park/party/placard', {
      id: added.body.data.id,
      title: '工会春游报名（改期）',
      content: '改为4月19日。',
    });
    expect(edited.body).toMatchObject({ code: 200, msg: '发布成功！', data: { title: '工会春游报名（改期）', content: '改为4月19日。' } });
    const removed = await send('DELETE', '/park/party/placard', { id: added.body.data.id });
    expect(removed.body).toMatchObject({ code: 200, msg: '操作成功' });
    const again = await list('placard', { schoolId: 101, type: 2 });
    expect(again.body.data.list.map((n: { id: string }) => n.id)).not.toContain(added.body.data.id);
  });

  it('says 成员新增成功! and 成员修改成功!, and refuses names with special characters', async () => {
    const added = await send('POST', '/park/party/member', { schoolId: 101, sysType: 1, name: '周建平', position: '组织委员' });
    expect(added.body.msg).toBe('成员新增成功!');
    const edited = await send('PUT', '/park/party/member', { id: added.body.data.id, name: '周建平', position: '纪检委员' });
    expect(edited.body).toMatchObject({ msg: '成员修改成功!', data: { position: '纪检委员' } });
    const special = await send('POST', '/park/party/member', { schoolId: 101, sysType: 1, name: '周<b>', position: '委员' });
    expect(special.body).toMatchObject({ code: 400, msg: WebsiteMsg.specialChars });
    const tooLong = await send('POST', '/park/party/member', { schoolId: 101, sysType: 1, name: '欧阳诸葛司马长', position: '委员' });
    expect(tooLong.body.msg).toBe('姓名最多6个字');
    const noPosition = await send('POST', '/park/party/member', { schoolId: 101, sysType: 1, name: '周建平', position: ' ' });
    expect(noPosition.body.msg).toBe('请输入职务');
  });

  it('refuses a notice without title or content, or over 50 / 255 characters', async () => {
    const post = (title: string, content: string) => send('POST', '/park/party/placard', { schoolId: 101, sysType: 1, title, content });
    expect((await post('', '内容')).body.msg).toBe('请填写公告名称');
    expect((await post('标题', '')).body.msg).toBe('请填写公告内容');
    expect((await post('题'.repeat(51), '内容')).body.msg).toBe('公告名称最多50个字');
    expect(await post('标题', '字'.repeat(256)).then((r) => r.body.msg)).toBe('公告内容最多255个字');
    expect((await post('题'.repeat(50), '字'.repeat(255))).body.code).toBe(200);
  });

  it('keeps at most five banners per school and site, on the server too (REST and sync)', async () => {
    const banner = (photoName: string, sysType = 4) => ({ schoolId: 102, sysType, photoName, photoUrl: '/demo/website/banner-1.svg' });
    const start = (await list('banner', { schoolId: 102, type: 4 })).body.data.total as number;
    for (let i = start; i < 5; i++) expect((await send('POST', '/park/party/banner', banner(`轮播${i}`))).body.msg).toBe('保存成功！');
    const sixth = await send('POST', '/park/party/banner', banner('第六张'));
    expect(sixth.body).toMatchObject({ code: 400, msg: WebsiteMsg.bannerLimit });
    expect((await list('banner', { schoolId: 102, type: 4 })).body.data.total).toBe(5);

    const c = protocolClient(t, principal);
    const pushed = await c.push([{ id: 1, name: 'siteBanner.create', args: { id: uuidv7(), ...banner('同步第六张') } }]);
    expect(pushed.body.results).toEqual([{ id: 1, status: 'rejected', code: 400, msg: WebsiteMsg.bannerLimit }]);
    // Another site of the same school has its own five.
    expect((await send('POST', '/park/party/banner', banner('家委会', 3))).body.code).toBe(200);
  });

  it('validates banners: name and picture required, name at most 15', async () => {
    const post = (photoName: string, photoUrl: string) =>
      send('POST', '/park/party/banner', { schoolId: 101, sysType: 2, photoName, photoUrl });
    expect((await post('', '/a.png')).body.msg).toBe('请填写图片名称');
    expect((await post('名称', '')).body.msg).toBe('请填加图片');
    expect((await post('名'.repeat(16), '/a.png')).body.msg).toBe('图片名称最多15个字');
    expect((await post('名称', 'https://evil.example/x.png')).body.msg).toBe('图片地址不正确');
  });

  // The vice-principal may edit the sites of her own school (101) but is no member of 102.
  it("refuses another school's id with 403, on every verb", async () => {
    const foreign = await send(
      'POST',
      '/park/party/dynamic',
      { schoolId: 102, sysType: 1, title: '外校', summary: '<p>不应写入</p>', cover: '/demo/website/cover-1.svg' },
      deputy,
    );
    expect(foreign.status).toBe(403);
    expect((await list('dynamic', { schoolId: 102, type: 1 }, deputy)).status).toBe(403);
    const other = await send('POST', '/park/party/placard', { schoolId: 102, sysType: 1, title: '童心实验小学公告', content: '内容' });
    expect(other.status).toBe(200);
    const id = other.body.data.id;
    expect((await send('PUT', '/park/party/placard', { id, title: '改', content: '改' }, deputy)).status).toBe(403);
    expect((await send('DELETE', '/park/party/placard', { id }, deputy)).status).toBe(403);
    // Naming one's own school with another school's row id finds nothing.
    expect((await send('PUT', '/park/party/placard', { id, schoolId: 101, title: '改', content: '改' }, deputy)).status).toBe(404);
  });

  it('removes scripts from rich text before storing it, and refuses a dynamic that was nothing but script', async () => {
    const summary =
      '<p onclick="alert(1)">家长开放日<strong>圆满结束</strong></p><script>alert(document.cookie)</script>' +
      '<img src="/demo/website/cover-2.svg" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe>';
    const res = await send('POST', '/park/party/dynamic', {
      schoolId: 101,
      sysType: 3,
      title: '家长开放日',
      summary,
      cover: '/demo/website/cover-1.svg',
    });
    expect(res.body).toMatchObject({ code: 200, msg: '发布成功！' });
    const stored = String(res.body.data.summary);
    expect(stored).toContain('<strong>圆满结束</strong>');
    expect(stored).toContain('<img src="/demo/website/cover-2.svg" />');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'document.cookie']) expect(stored).not.toContain(bad);

    const onlyScript = await send('POST', '/park/party/dynamic', {
      schoolId: 101,
      sysType: 3,
      title: '脚本',
      summary: '<script>alert(1)</script>',
      cover: '/demo/website/cover-1.svg',
    });
    expect(onlyScript.body).toMatchObject({ code: 400, msg: '内容不能为空' });
    const tooLong = await send('POST', '/park/party/dynamic', {
      schoolId: 101,
      sysType: 3,
      title: '长',
      summary: `<p>${'字&nbsp;'.repeat(501)}</p>`,
      cover: '/demo/website/cover-1.svg',
    });
    expect(tooLong.body.msg).toBe('最多输入500个字');
    const noCover = await send('POST', '/park/party/dynamic', {
      schoolId: 101,
      sysType: 3,
      title: '无封面',
      summary: '<p>内容</p>',
      cover: '',
    });
    expect(noCover.body.msg).toBe('封面不能为空');
    const longTitle = await send('POST', '/park/party/dynamic', {
      schoolId: 101,
      sysType: 3,
      title: '题'.repeat(21),
      summary: '<p>内容</p>',
      cover: '/demo/website/cover-1.svg',
    });
    expect(longTitle.body.msg).toBe('标题最多20个字');
  });

  it('replicates website rows: a pushed notice comes back in the pull, sanitised dynamics too', async () => {
    const c = protocolClient(t, principal);
    const noticeId = uuidv7();
    const dynamicId = uuidv7();
    const res = await c.push([
      {
        id: 1,
        name: 'siteNotice.create',
        args: { id: noticeId, schoolId: 101, sysType: 3, title: '家委会例会', content: '周三下午召开。' },
      },
      {
        id: 2,
        name: 'siteDynamic.create',
        args: {
          id: dynamicId,
          schoolId: 101,
          sysType: 3,
          title: '动态',
          summary: '<p>好</p><script>x()</script>',
          cover: '/demo/website/cover-1.svg',
        },
      },
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const { changes } = await c.pullAll(101);
    expect(changes.find((ch) => ch.table === 'siteNotices' && ch.row.id === noticeId)?.row).toMatchObject({
      title: '家委会例会',
      sysType: 3,
    });
    expect(changes.find((ch) => ch.table === 'siteDynamics' && ch.row.id === dynamicId)?.row).toMatchObject({ summary: '<p>好</p>' });
  });
});
