import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatHistoryPage, type ClassChatListItem, syncWindowStart } from '@contract';
import { loginSigned } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** The messages a device does not hold (before the chatHistory scope's sync window) are read online, newest page first. */
describe('class chat history before the sync window (before, latest)', () => {
  let t: TestApp;
  let principal: Signed;
  let classId: string;
  const base = '/park/party/classChat';
  const windowStart = syncWindowStart(new Date().toISOString().slice(0, 10));
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    const list = (await t.get(`${base}/classList`, { schoolId: 101 }, principal)).json() as { data: ClassChatListItem[] };
    classId = list.data.find((c) => c.className === '大一班')?.classId ?? '';
  });
  afterAll(() => t.close());

  const history = async (query: Record<string, string | number>) =>
    ((await t.get(`${base}/history`, { groupId: classId, ...query }, principal)).json() as { code: number; data: ChatHistoryPage }).data;

  it('gives only the messages sent before the day, the most recent page first, each page oldest first', async () => {
    const first = await history({ before: windowStart, latest: 1, current: 1, size: 2 });
    expect(first.total).toBe(3);
    expect(first.records.map((r) => r.content)).toEqual([
      '谢谢园长，我们一定积极配合幼儿园的工作。',
      '下周一开始试行午睡打卡，请家长们在群里接龙确认。',
    ]);
    const second = await history({ before: windowStart, latest: 1, current: 2, size: 2 });
    expect(second.records.map((r) => r.content)).toEqual(['各位家长好，新学期的家委会今天成立啦，感谢大家的支持！']);
    for (const r of [...first.records, ...second.records]) expect(r.createTime < windowStart).toBe(true);
  });

  it('still gives the whole history, oldest first, without them', async () => {
    const all = await history({ current: 1, size: 1e9 });
    expect(all.total).toBeGreaterThan(3);
    expect(all.records[0]?.content).toBe('各位家长好，新学期的家委会今天成立啦，感谢大家的支持！');
    expect(all.records.filter((r) => r.createTime >= windowStart).length).toBe(all.total - 3);
  });

  it('refuses a day that is not a date with a 400', async () => {
    const res = await t.get(`${base}/history`, { groupId: classId, before: '2026-13-40' }, principal);
    expect(res.json().code).toBe(400);
  });
});
