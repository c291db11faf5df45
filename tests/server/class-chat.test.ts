import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CONTENT, type ChatHistoryPage, type ClassChatListItem, ClassChatMsg, uuidv7 } from '@contract';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { loginWithSmsCode } from './helpers/security';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

describe('class chat: /park/party/classChat (SPEC §7 Website content, Class chat)', () => {
  let t: TestApp;
  let principal: Signed;
  /** The vice-principal of 101 (committee rights there, no member of 102). */
  let deputy: Signed;
  const base = '/park/party/classChat';
  beforeAll(async () => {
    t = await createTestApp();
    principal = await loginSigned(t, 'yuanzhang');
    deputy = signer(await loginWithSmsCode(t, 'shuangyz'));
  });
  afterAll(() => t.close());

  const classList = async (schoolId: number, as: Signed = principal) => {
    const res = await t.get(`${base}/classList`, { schoolId }, as);
    return res.json() as { code: number; data: ClassChatListItem[] };
  };
  const history = async (groupId: string, as: Signed = principal, extra: Record<string, number> = {}) => {
    const res = await t.get(`${base}/history`, { current: 1, size: 1e9, groupId, stuId: '', ...extra }, as);
    return res.json() as { code: number; data: ChatHistoryPage };
  };
  const classNamed = async (name: string) => (await classList(101)).data.find((c) => c.className === name) as ClassChatListItem;

  it('lists every class of the school with its chat status (open unless set; the demo closes 小一班)', async () => {
    const list = await classList(101);
    expect(list.code).toBe(200);
    expect(list.data.length).toBe(12);
    expect(list.data[0]).toMatchObject({ className: '大一班', status: 1 });
    expect(list.data.find((c) => c.className === '小一班')?.status).toBe(0);
  });

  it('saves {classId, status} with 操作成功 and the list shows it; the chat can be opened again', async () => {
    const cls = await classNamed('大二班');
    const closed = await t.post(`${base}/save`, { classId: cls.classId, status: 0 }, principal);
    expect(closed.json()).toMatchObject({ code: 200, msg: ClassChatMsg.done, data: { id: cls.classId, schoolId: 101, status: 0 } });
    expect((await classNamed('大二班')).status).toBe(0);
    await t.post(`${base}/save`, { classId: cls.classId, status: 1 }, principal);
    expect((await classNamed('大二班')).status).toBe(1);
    expect((await t.post(`${base}/save`, { classId: cls.classId, status: 2 }, principal)).json()).toMatchObject({
      code: 400,
      msg: ClassChatMsg.status,
    });
  });

  it('returns the whole history with size 1e9, oldest first, with self for the reader and every content type', async () => {
    const cls = await classNamed('大一班');
    const page = (await history(cls.classId)).data;
    expect(page).toMatchObject({ current: 1, size: 1e9 });
    expect(page.records.length).toBe(page.total);
    expect(new Set(page.records.map((r) => r.contentType))).toEqual(new Set([1, 2, 3, 4, 5]));
    const times = page.records.map((r) => r.createTime);
    expect([...times].sort()).toEqual(times);
    const mine = page.records.filter((r) => r.self === 1).map((r) => r.senderName);
    expect(new Set(mine)).toEqual(new Set(['王丽华']));
    // Another reader (the vice-principal): self follows the reader, so the principal's lines are no longer hers.
    const asDeputy = (await history(cls.classId, deputy)).data.records;
    expect(asDeputy.length).toBe(page.records.length);
    expect(asDeputy.filter((r) => r.self === 1).every((r) => r.senderName === '赵安')).toBe(true);
    expect(asDeputy.filter((r) => r.senderName === '王丽华').every((r) => r.self === 0)).toBe(true);
    expect(page.records.find((r) => r.contentType === CHAT_CONTENT.voice)?.content).toMatch(/^\/demo\/chat\/voice-\d\.wav,\d+$/);
    expect(JSON.parse(page.records.find((r) => r.contentType === CHAT_CONTENT.card)?.content ?? '{}').title).toBeTruthy();
    // type keeps one content type; a small size pages.
    expect((await history(cls.classId, principal, { type: 4 })).data.records.every((r) => r.contentType === 4)).toBe(true);
    const second = (await history(cls.classId, principal, { size: 2, current: 2 })).data;
    expect(second.records.map((r) => r.id)).toEqual(page.records.slice(2, 4).map((r) => r.id));
  });

  it('ends a conversation with a marker record in the user’s name', async () => {
    const cls = await classNamed('中二班');
    const ended = await t.post(`${base}/end`, { classId: cls.classId }, deputy);
    expect(ended.json()).toMatchObject({ code: 200, msg: ClassChatMsg.done, data: { contentType: 0, senderName: '赵安' } });
    const records = (await history(cls.classId)).data.records;
    expect(records.at(-1)).toMatchObject({ contentType: CHAT_CONTENT.ended, content: ClassChatMsg.endedLine, self: 0 });
  });

  it("refuses another school's class with 403, on every call", async () => {
    const other = await firstClassId(t, 102);
    expect((await t.post(`${base}/save`, { classId: other, status: 0 }, deputy)).statusCode).toBe(403);
    expect((await t.get(`${base}/history`, { groupId: other }, deputy)).statusCode).toBe(403);
    expect((await t.post(`${base}/end`, { classId: other }, deputy)).statusCode).toBe(403);
    expect((await t.get(`${base}/classList`, { schoolId: 102 }, deputy)).statusCode).toBe(403);
    // Naming its own school 101 for a class of 102 through sync is as good as missing.
    const c = protocolClient(t, deputy);
    const pushed = await c.push([{ id: 1, name: 'classChat.setStatus', args: { classId: other, schoolId: 101, status: 0 } }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 404 });
  });

  it('applies the toggle and the end through sync push and replicates both tables', async () => {
    const cls = await classNamed('中三班');
    const c = protocolClient(t, principal);
    const markerId = uuidv7();
    const res = await c.push([
      { id: 1, name: 'classChat.setStatus', args: { classId: cls.classId, schoolId: 101, status: 0 } },
      { id: 2, name: 'classChat.end', args: { id: markerId, classId: cls.classId, schoolId: 101 } },
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect((await classNamed('中三班')).status).toBe(0);
    const { changes } = await c.pullAll(101);
    expect(changes.find((ch) => ch.table === 'classChats' && ch.row.id === cls.classId)?.row).toMatchObject({ status: 0 });
    expect(changes.find((ch) => ch.table === 'chatRecords' && ch.row.id === markerId)?.row).toMatchObject({
      contentType: 0,
      senderName: '王丽华',
    });
    expect(changes.filter((ch) => ch.table === 'chatRecords').length).toBeGreaterThan(30);
  });
});
