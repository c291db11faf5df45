import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PICTURES } from '@contract';
import { loginSigned } from './helpers/sync-client';
import { storeUpload } from './helpers/store-upload';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** 通知公告, 校园宣传 and 园长信箱 (docs/notices.md) on the demo school 101. */
describe('staff notices, announcements and the principal mailbox', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  let finance: Signed;
  let otherPrincipal: Signed;
  let bjb = 0; // 保教部 of 101: jiaoshi only
  const save = (who: Signed, body: Record<string, unknown>) =>
    t.post('/park/staffNotice/save', { schoolId: 101, attachments: [], audienceType: 1, audienceIds: [], ...body }, who);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    finance = await loginSigned(t, 'caiwu');
    otherPrincipal = await loginSigned(t, 'xufei');
    const audience = (await t.get('/park/staffNotice/audience', { schoolId: 101 }, principal)).json().data;
    bjb = audience.departments.find((d: { name: string }) => d.name === '保教部').id;
  });
  afterAll(() => t.close());

  it('sanitises the rich text on the server and refuses text that is empty once cleaned', async () => {
    const res = await save(principal, {
      title: '安全演练',
      content:
        '<p onclick="steal()">周五<script>alert(1)</script>演练<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('保存成功！');
    const stored = res.json().data;
    expect(stored.status).toBe(0);
    expect(stored.content).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(stored.content).toContain('周五');
    const empty = await save(principal, { title: '空', content: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请输入内容');
    const long = await save(principal, { title: '字'.repeat(51), content: '<p>x</p>' });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe('标题最多50个字');
  });

  it('publishes to a department: only its members get the notice and a 通知; opening it marks it read', async () => {
    const teacherUnread = (await t.get('/park/notice/count', { schoolId: 101 }, teacher)).json().data.count;
    const file = await storeUpload(t, principal, '安排.pdf', Buffer.from('%PDF-1.4 test'));
    const res = await save(principal, {
      title: '教研活动安排',
      content: '<p>本周四下午教研</p>',
      attachments: [{ filePath: file, fileName: '安排.pdf', size: 13 }],
      audienceType: 2,
      audienceIds: [bjb],
      publish: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('发布成功！');
    const id = res.json().data.id;
    // The teacher got a 通知 through the notifications service, and the notice is in her list, unread.
    expect((await t.get('/park/notice/count', { schoolId: 101 }, teacher)).json().data.count).toBe(teacherUnread + 1);
    const mine = (await t.get('/park/staffNotice/mine', { schoolId: 101 }, teacher)).json().data;
    expect(mine.list.find((n: { id: string }) => n.id === id)).toMatchObject({ title: '教研活动安排', read: false, authorName: '王丽华' });
    // Not addressed to 财务: not in her list, and not readable.
    const financeList = (await t.get('/park/staffNotice/mine', { schoolId: 101 }, finance)).json().data;
    expect(financeList.list.map((n: { id: string }) => n.id)).not.toContain(id);
    expect((await t.get('/park/staffNotice/detail', { schoolId: 101, id }, finance)).statusCode).toBe(404);

    let receipts = (await t.get('/park/staffNotice/receipts', { schoolId: 101, id }, principal)).json().data;
    expect(receipts).toMatchObject({ total: 1, read: 0, unread: 1 });
    expect(receipts.nonReaders[0]).toMatchObject({ userName: '李晓雯', departmentName: '保教部', readTime: null });

    const opened = await t.get('/park/staffNotice/detail', { schoolId: 101, id }, teacher);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ title: '教研活动安排', attachments: [{ fileName: '安排.pdf' }] });
    receipts = (await t.get('/park/staffNotice/receipts', { schoolId: 101, id }, principal)).json().data;
    expect(receipts).toMatchObject({ total: 1, read: 1, unread: 0 });
    expect(receipts.readers[0].readTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The manager's list shows the counts; search by title; 共 N 条.
    const list = (await t.get('/park/staffNotice/list', { schoolId: 101, title: '教研' }, principal)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id, status: 1, recipients: 1, read: 1 });

    // Withdrawn: the teacher no longer sees it; a published notice is not edited.
    expect((await save(principal, { id, title: '改', content: '<p>x</p>' })).json().msg).toBe('只有草稿可以修改或删除');
    expect((await t.post('/park/staffNotice/withdraw', { schoolId: 101, id }, principal)).json().msg).toBe('撤回成功');
    expect((await t.get('/park/staffNotice/detail', { schoolId: 101, id }, teacher)).statusCode).toBe(404);
    const after = (await t.get('/park/staffNotice/mine', { schoolId: 101 }, teacher)).json().data;
    expect(after.list.map((n: { id: string }) => n.id)).not.toContain(id);
  });

  it('addresses chosen staff and the whole school; a draft reaches nobody', async () => {
    const draft = (
      await save(principal, { title: '草稿', content: '<p>未发布</p>', audienceType: 3, audienceIds: [finance.userId] })
    ).json().data;
    expect(
      (await t.get('/park/staffNotice/mine', { schoolId: 101 }, finance)).json().data.list.map((n: { id: string }) => n.id),
    ).not.toContain(draft.id);
    const pub = await save(principal, {
      id: draft.id,
      title: '草稿',
      content: '<p>发布</p>',
      audienceType: 3,
      audienceIds: [finance.userId],
      publish: true,
    });
    expect(pub.statusCode).toBe(200);
    expect((await t.get('/park/staffNotice/receipts', { schoolId: 101, id: draft.id }, principal)).json().data.total).toBe(1);
    // Someone of another school named as a recipient is not addressed.
    const foreign = await save(principal, {
      title: '外校',
      content: '<p>x</p>',
      audienceType: 3,
      audienceIds: [otherPrincipal.userId],
      publish: true,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('所选范围内没有教职工');
    const all = (await save(principal, { title: '全园通知', content: '<p>全体</p>', publish: true })).json().data;
    const r = (await t.get('/park/staffNotice/receipts', { schoolId: 101, id: all.id }, principal)).json().data;
    expect(r.total).toBeGreaterThanOrEqual(5);
    expect(r.nonReaders.map((x: { userName: string }) => x.userName)).toEqual(expect.arrayContaining(['李晓雯', '张敏', '王丽华']));
    const noAudience = await save(principal, { title: 'x', content: '<p>x</p>', audienceType: 2, audienceIds: [] });
    expect(noAudience.statusCode).toBe(400);
    expect(noAudience.json().msg).toBe('请选择通知对象');
  });

  it('refuses a teacher writing notices and another school’s notices', async () => {
    const denied = await save(teacher, { title: 'x', content: '<p>x</p>' });
    expect(denied.statusCode).toBe(403);
    expect((await t.get('/park/staffNotice/list', { schoolId: 101 }, teacher)).statusCode).toBe(403);
    const id = (await save(principal, { title: '本园', content: '<p>x</p>', publish: true })).json().data.id;
    expect((await t.get('/park/staffNotice/detail', { schoolId: 101, id }, otherPrincipal)).statusCode).toBe(403);
    expect((await t.get('/park/staffNotice/detail', { schoolId: 104, id }, otherPrincipal)).statusCode).toBe(404);
    expect((await t.get('/park/staffNotice/receipts', { schoolId: 104, id }, otherPrincipal)).statusCode).toBe(404);
    // yuanzhang is also 102's principal: naming 102 does not reach 101's notice.
    expect((await t.post('/park/staffNotice/withdraw', { schoolId: 102, id }, principal)).statusCode).toBe(404);
    expect((await t.get('/park/staffNotice/receipts', { schoolId: 102, id }, principal)).statusCode).toBe(404);
    expect((await t.post('/park/staffNotice/withdraw', { schoolId: 101, id }, otherPrincipal)).statusCode).toBe(403);
  });

  it('announcements: drafts stay private, the parents’ call lists the published ones only', async () => {
    const cover = DEMO_PICTURES[0] as string;
    const draft = await t.post(
      '/park/announcement/save',
      { schoolId: 101, title: '开放日', cover, content: '<p>欢迎<script>x</script></p>' },
      principal,
    );
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.content).toBe('<p>欢迎</p>');
    const id = draft.json().data.id;
    const parents = async () => (await t.app.inject({ method: 'GET', url: '/park/parent/announcements?schoolId=101' })).json().data;
    expect((await parents()).list.map((a: { id: string }) => a.id)).not.toContain(id);
    await t.post(
      '/park/announcement/save',
      { schoolId: 101, id, title: '开放日', cover, content: '<p>欢迎</p>', publish: true },
      principal,
    );
    const seen = await parents();
    expect(seen.list.find((a: { id: string }) => a.id === id)).toEqual({
      id,
      title: '开放日',
      cover,
      content: '<p>欢迎</p>',
      publishTime: expect.any(String),
    });
    await t.post('/park/announcement/withdraw', { schoolId: 101, id }, principal);
    expect((await parents()).list.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await t.post('/park/announcement/save', { schoolId: 101, title: 'x', cover, content: '<p>x</p>' }, teacher)).statusCode).toBe(
      403,
    );
    const noCover = await t.post('/park/announcement/save', { schoolId: 101, title: 'x', cover: '', content: '<p>x</p>' }, principal);
    expect(noCover.json().msg).toBe('请上传封面');
  });

  describe('the principal mailbox', () => {
    /** Every way the teacher could be named: her id, name, login name and phone. */
    const traces = () => [String(teacher.userId), '李晓雯', 'jiaoshi', '13800000002'];
    /**
     * The raw JSON names her nowhere: no text holds her name, login or phone, and no id-like field (id, userId,
     * senderUserId, writer…) holds her user id.
     */
    const free = (raw: string) => {
      for (const trace of traces().slice(1)) expect(raw).not.toContain(trace);
      const walk = (v: unknown, key: string): void => {
        if (Array.isArray(v)) for (const x of v) walk(x, key);
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
        else if (/id|user|sender|writer|author|from/i.test(key)) expect(String(v), key).not.toBe(String(teacher.userId));
      };
      walk(JSON.parse(raw), '');
    };

    it('an anonymous letter: no answer to the principal carries the sender; the writer sees the reply', async () => {
      const written = await t.post(
        '/park/mailbox/write',
        { schoolId: 101, title: '关于午休', content: '午休时间太短了', anonymous: true },
        teacher,
      );
      expect(written.statusCode).toBe(200);
      expect(written.json().msg).toBe('信件已发送');
      const id = written.json().data.id;

      const list = await t.get('/park/mailbox/list', { schoolId: 101 }, principal);
      expect(list.statusCode).toBe(200);
      free(list.body);
      expect(list.json().data.list.find((l: { id: string }) => l.id === id)).toMatchObject({ senderName: '匿名', anonymous: true });
      // The 通知 the principal got says 匿名, and its raw answers name nobody.
      // (The demo seed has other 通知 from 李晓雯, so only the letter's is checked.)
      const page = await t.post(
        '/park/notice/page',
        { user_id: principal.userId, schoolId: 101, type: 2, Pages: 1, pageSize: 50 },
        principal,
      );
      const letterNotice = page.json().data.list.find((n: { title: string }) => n.title === '园长信箱有新信件');
      expect(letterNotice).toMatchObject({ sendUserName: '匿名' });
      free(JSON.stringify(letterNotice));
      free((await t.get('/park/notice/count', { schoolId: 101 }, principal)).body);

      const replied = await t.post('/park/mailbox/reply', { schoolId: 101, id, reply: '下学期调整' }, principal);
      expect(replied.statusCode).toBe(200);
      expect(replied.json().msg).toBe('回复成功');
      free(replied.body);

      const mine = (await t.get('/park/mailbox/mine', { schoolId: 101 }, teacher)).json().data;
      expect(mine.list.find((l: { id: string }) => l.id === id)).toMatchObject({ reply: '下学期调整', anonymous: true });
      // 财务 does not see the teacher's letters.
      expect(
        (await t.get('/park/mailbox/mine', { schoolId: 101 }, finance)).json().data.list.map((l: { id: string }) => l.id),
      ).not.toContain(id);
    });

    it('a named letter shows its writer', async () => {
      await t.post('/park/mailbox/write', { schoolId: 101, title: '建议', content: '增加图书', anonymous: false }, finance);
      const list = (await t.get('/park/mailbox/list', { schoolId: 101 }, principal)).json().data;
      expect(list.list.find((l: { title: string }) => l.title === '建议')).toMatchObject({ senderName: '张敏', anonymous: false });
    });

    it('refuses everyone but the principal’s position on the mailbox routes', async () => {
      for (const who of [teacher, finance]) {
        expect((await t.get('/park/mailbox/list', { schoolId: 101 }, who)).statusCode).toBe(403);
        const reply = await t.post('/park/mailbox/reply', { schoolId: 101, id: '01900000-0000-7000-8000-000000000000', reply: 'x' }, who);
        expect(reply.statusCode).toBe(403);
      }
      const shuang = await loginSigned(t, 'shuangyz').catch(() => undefined);
      if (shuang) expect((await t.get('/park/mailbox/list', { schoolId: 101 }, shuang)).statusCode).toBe(403);
      // Another school's principal cannot read 101's letters.
      expect((await t.get('/park/mailbox/list', { schoolId: 101 }, otherPrincipal)).statusCode).toBe(403);
      const own = (await t.get('/park/mailbox/list', { schoolId: 104 }, otherPrincipal)).json().data;
      expect(own.total).toBe(0);
    });
  });
});
