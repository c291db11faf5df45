import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticePageSchema } from '@contract';
import { loginSigned } from './helpers/sync-client';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';
import { inbox } from './helpers/socket-inbox';

describe('notifications', () => {
  let t: TestApp;
  let principal: Signed;
  let teacher: Signed;
  const count = async (who: Signed, schoolId = who.schoolId) => (await t.get('/park/notice/count', { schoolId }, who)).json().data.count;
  const page = async (who: Signed, Pages = 1, schoolId = who.schoolId) => {
    const res = await t.post('/park/notice/page', { user_id: who.userId, schoolId, type: 2, Pages, pageSize: 10 }, who);
    expect(res.statusCode).toBe(200);
    return noticePageSchema.parse(res.json().data);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    principal = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
  });
  afterAll(() => t.close());

  it('counts and pages only the user’s own notices in the named school, unread first', async () => {
    expect(await count(principal)).toBe(4);
    expect(await count(principal, 102)).toBe(1);
    expect(await count(teacher)).toBe(2);

    const first = await page(principal);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 10, total: 12, unread: 4 });
    expect(first.list.map((n) => n.status)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(first.list[0]).toMatchObject({ title: '服务即将到期提醒', sendUserName: '系统通知' });
    expect(first.list[0]?.createtime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const second = await page(principal, 2);
    expect(second.list).toHaveLength(2);
    // The school-102 notices never show in 101, and the teacher sees none of the principal's.
    expect(first.list.concat(second.list).map((n) => n.title)).not.toContain('期中考试安排');
    expect((await page(teacher)).list.map((n) => n.title)).toEqual(['本周教研活动', '幼儿晨检提醒', '区角环境创设评比', '班级材料费报销']);
  });

  it('refuses another school (403) and another user’s id', async () => {
    const other = await t.get('/park/notice/count', { schoolId: 102 }, teacher);
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toBe('您没有权限访问该园所的数据');
    const foreignPage = await t.post(
      '/park/notice/page',
      { user_id: teacher.userId, schoolId: 102, type: 2, Pages: 1, pageSize: 10 },
      teacher,
    );
    expect(foreignPage.statusCode).toBe(403);
    const asSomeoneElse = await t.post(
      '/park/notice/page',
      { user_id: principal.userId, schoolId: 101, type: 2, Pages: 1, pageSize: 10 },
      teacher,
    );
    expect(asSomeoneElse.statusCode).toBe(403);
  });

  it('opening a notice marks it read and the count drops; someone else’s notice is refused', async () => {
    const before = await count(teacher);
    const unread = (await page(teacher)).list.find((n) => n.status === 0);
    if (!unread) throw new Error('the demo teacher should have an unread notice');

    const principalsNotice = (await page(principal)).list[0];
    const foreign = await t.post('/park/notice/read', { id: principalsNotice?.id, user_id: teacher.userId }, teacher);
    expect(foreign.statusCode).toBe(403);
    const spoofed = await t.post('/park/notice/read', { id: principalsNotice?.id, user_id: principal.userId }, teacher);
    expect(spoofed.statusCode).toBe(403);
    expect(await count(principal)).toBe(4);

    const res = await t.post('/park/notice/read', { id: unread.id, user_id: teacher.userId }, teacher);
    expect(res.json()).toMatchObject({ code: 200 });
    expect(await count(teacher)).toBe(before - 1);
    const after = await page(teacher);
    expect(after.list.find((n) => n.id === unread.id)?.status).toBe(1);
  });

  it('a staff manager sends a notice that reaches the recipient’s socket at once, and shows in their drawer', async () => {
    const ws = await t.app.injectWS('/park/notice/ws');
    const box = inbox(ws);
    ws.send(JSON.stringify({ type: 'hello', token: teacher.token }));
    await box.next((m) => m.type === 'ready');

    const recipients = (await t.get('/park/notice/recipients', { schoolId: 101 }, principal)).json().data as Array<{ userId: number }>;
    expect(recipients.map((r) => r.userId)).toContain(teacher.userId);
    expect(recipients.map((r) => r.userId)).not.toContain(principal.userId);

    const before = await count(teacher);
    const sent = await t.post(
      '/park/notice/send',
      { schoolId: 101, toUserId: teacher.userId, title: '午睡巡查', content: '今天午睡巡查请李老师负责。' },
      principal,
    );
    expect(sent.json()).toMatchObject({ code: 200, data: { sent: 1 } });
    await expect(box.next((m) => m.type === 'notice')).resolves.toMatchObject({
      type: 'notice',
      schoolId: 101,
      title: '午睡巡查',
      sendUserName: '王丽华',
    });
    expect(await count(teacher)).toBe(before + 1);
    expect((await page(teacher)).list[0]).toMatchObject({ title: '午睡巡查', status: 0, sendUserName: '王丽华' });
    ws.terminate();
  });

  it('does not push one user’s notices to another user’s socket', async () => {
    const caiwu = await loginSigned(t, 'caiwu');
    const ws = await t.app.injectWS('/park/notice/ws');
    const box = inbox(ws);
    ws.send(JSON.stringify({ type: 'hello', token: caiwu.token }));
    await box.next((m) => m.type === 'ready');
    await t.post('/park/notice/send', { schoolId: 101, toUserId: teacher.userId, title: '只给李老师', content: '内容' }, principal);
    await new Promise((r) => setTimeout(r, 300));
    expect(box.seen.filter((m) => m.type === 'notice')).toEqual([]);
    ws.terminate();
  });

  it('only staff managers may send, and only to colleagues of that school', async () => {
    const denied = await t.post('/park/notice/send', { schoolId: 101, title: '测试', content: '测试' }, teacher);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('您没有权限发送通知');
    const xufei = await loginSigned(t, 'xufei');
    const stranger = await t.post(
      '/park/notice/send',
      { schoolId: 101, toUserId: xufei.userId, title: '测试', content: '测试' },
      principal,
    );
    expect(stranger.statusCode).toBe(403);
    const empty = await t.post('/park/notice/send', { schoolId: 101, title: '', content: '测试' }, principal);
    expect(empty.json().msg).toBe('请输入通知标题');
  });

  it('pushes from another server process on the same database (LISTEN/NOTIFY)', async () => {
    // A second app on the same database stands for a second process: on PostgreSQL its LISTEN is its own connection.
    const other = await buildApp({
      db: t.database.db,
      listen: t.database.listen,
      config: loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: '/nonexistent' }),
      clock: t.clock,
    });
    await other.ready();
    const ws = await other.injectWS('/park/notice/ws');
    const box = inbox(ws);
    ws.send(JSON.stringify({ type: 'hello', token: teacher.token }));
    await box.next((m) => m.type === 'ready');
    await t.post('/park/notice/send', { schoolId: 101, toUserId: teacher.userId, title: '跨进程通知', content: '内容' }, principal);
    await expect(box.next((m) => m.type === 'notice')).resolves.toMatchObject({ title: '跨进程通知' });
    ws.terminate();
    await other.close();
  });

  it('closes a message socket whose hello carries no valid token', async () => {
    const ws = await t.app.injectWS('/park/notice/ws');
    const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
    ws.send(JSON.stringify({ type: 'hello', token: 'forged' }));
    expect(await closed).toBe(4401);
  });
});
