import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTATIONS, operationLogPageSchema, uuidv7 } from '@contract';
import { firstClassId } from './helpers/sync-client';
import { createTestApp, signer, type TestApp } from './helpers/test-app';

describe('operation log (/JCSZ/CZRZ)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number>, as: Parameters<TestApp['get']>[2]) => {
    const res = await t.get('/park/operationLog/list', query, as);
    expect(res.statusCode).toBe(200);
    return operationLogPageSchema.parse(res.json().data);
  };

  it('pages the seeded history newest first', async () => {
    const s = signer(await t.login('yuanzhang'));
    const first = await list({ pageNum: 1, pageSize: 10 }, s);
    expect(first.total).toBeGreaterThan(20);
    expect(first.list).toHaveLength(10);
    // The login just made comes first.
    expect(first.list[0]).toMatchObject({ userName: '王丽华', module: '系统登录', action: '登录' });
    const times = first.list.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const third = await list({ pageNum: 3, pageSize: 10 }, s);
    expect(third.list.length).toBe(first.total - 20);
  });

  it('filters by operator, module and a China-time day range', async () => {
    const s = signer(await t.login('yuanzhang'));
    const byName = await list({ userName: '李晓' }, s);
    expect(byName.total).toBeGreaterThan(0);
    expect(new Set(byName.list.map((r) => r.userName))).toEqual(new Set(['李晓雯']));
    const byModule = await list({ module: '幼儿管理', pageSize: 50 }, s);
    expect(byModule.list.every((r) => r.module === '幼儿管理')).toBe(true);
    const today = byModule.list[0]?.createTime.slice(0, 10) ?? '';
    const oneDay = await list({ startDate: today, endDate: today, pageSize: 50 }, s);
    expect(oneDay.list.every((r) => r.createTime.startsWith(today))).toBe(true);
    expect((await list({ userName: '%' }, s)).total).toBe(0);
  });

  it('records class and student changes once each, from REST and from sync push alike, and not rejected ones', async () => {
    const session = await t.login('yuanzhang');
    const s = signer(session);
    const classId = await firstClassId(t, 101);
    const studentId = uuidv7();
    const args = { id: studentId, schoolId: 101, classId, name: '测试小明', gender: 1, birthday: '2021-05-01' };
    expect(MUTATIONS['student.create'].safeParse(args).success).toBe(true);
    expect((await t.post('/park/baby/add', args, s)).json().code).toBe(200);

    const clientId = uuidv7();
    const push = await t.post(
      '/sync/push',
      {
        clientId,
        mutations: [
          { id: 1, name: 'student.update', args: { id: studentId, schoolId: 101, name: '测试小红' } },
          { id: 2, name: 'student.delete', args: { id: uuidv7(), schoolId: 101 } },
        ],
      },
      s,
    );
    expect(push.json().data.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'rejected']);
    // The same batch again is acknowledged as duplicate and logs nothing more.
    await t.post(
      '/sync/push',
      { clientId, mutations: [{ id: 1, name: 'student.update', args: { id: studentId, schoolId: 101, name: '测试小红' } }] },
      s,
    );

    const entries = (await list({ module: '幼儿管理', pageSize: 50 }, s)).list.filter((r) => r.detail.includes('测试'));
    expect(entries.map((r) => [r.action, r.detail])).toEqual([
      ['修改幼儿', '测试小明 → 测试小红'],
      ['新增幼儿', expect.stringMatching(/^测试小明（.+）$/)],
    ]);
    expect(entries[0]?.userName).toBe('王丽华');
  });

  it('records logout in the school the session worked in', async () => {
    const s = signer(await t.login('caiwu'));
    await t.post('/park/login/logout', {}, s);
    const boss = signer(await t.login('yuanzhang'));
    const logouts = await list({ module: '系统登录', userName: '张敏' }, boss);
    expect(logouts.list[0]).toMatchObject({ action: '退出', detail: '退出系统' });
  });

  it("refuses another school's log with 403", async () => {
    const s = signer(await t.login('jiaoshi'));
    const res = await t.get('/park/operationLog/list', { schoolId: 102 }, s);
    expect(res.statusCode).toBe(403);
  });
});
