import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDatasign, SHORTCUT_MAX, ShortcutMsg, shortcutSchema, usageSchema } from '@contract';
import { shortcuts } from '../../server/db/schema';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';

describe('shortcuts (快捷功能)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const del = (body: unknown, as: Signed) => {
    const payload = JSON.stringify(body);
    return t.app.inject({
      method: 'DELETE',
      url: '/park/index/fast',
      payload,
      headers: { token: as.token, theme: '1', 'content-type': 'application/json', datasign: computeDatasign({ ...as, payload }) },
    });
  };
  const list = async (as: Signed, schoolId?: number) => {
    const res = await t.get('/park/index/fast', { schoolId }, as);
    expect(res.statusCode).toBe(200);
    return shortcutSchema.array().parse(res.json().data);
  };

  it('lists the seeded shortcuts, adds one with the SPEC message, and removes it', async () => {
    const s = signer(await t.login('yuanzhang'));
    const before = await list(s);
    expect(before.map((x) => x.url)).toContain('/YWGL/JCXX/YEGL');

    const added = await t.post('/park/index/fast', { url: '/YWGL/ZSGL', userId: s.userId }, s);
    expect(added.json()).toMatchObject({ code: 200, msg: ShortcutMsg.added, data: { url: '/YWGL/ZSGL' } });
    // Starring the same page again keeps one shortcut.
    const again = await t.post('/park/index/fast', { url: '/YWGL/ZSGL' }, s);
    expect(again.json().data.id).toBe(added.json().data.id);
    expect((await list(s)).filter((x) => x.url === '/YWGL/ZSGL')).toHaveLength(1);

    const removed = await del({ url: '/YWGL/ZSGL' }, s);
    expect(removed.json()).toMatchObject({ code: 200, data: { removed: 1 } });
    expect((await list(s)).map((x) => x.url)).toEqual(before.map((x) => x.url));
  });

  it('refuses the 10000th shortcut with 快捷功能最多添加9999个，请删除后再添加', async () => {
    const s = signer(await t.login('caiwu'));
    // Fill up to the limit directly in the database (the unique index wants distinct urls).
    const rows = Array.from({ length: SHORTCUT_MAX }, (_, i) => ({ userId: s.userId, schoolId: 101, url: `/SEEDED/P${i}` }));
    for (let i = 0; i < rows.length; i += 2000) await t.database.db.insert(shortcuts).values(rows.slice(i, i + 2000));

    const res = await t.post('/park/index/fast', { url: '/YWGL/JCXX/YEGL' }, s);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('快捷功能最多添加9999个，请删除后再添加');

    // One removed, one fits again.
    await del({ url: '/SEEDED/P0' }, s);
    const ok = await t.post('/park/index/fast', { url: '/YWGL/JCXX/YEGL' }, s);
    expect(ok.json()).toMatchObject({ code: 200, msg: ShortcutMsg.added });
  });

  it("answers 403 for another school's shortcuts, and for another user's id", async () => {
    const s = signer(await t.login('jiaoshi'));
    expect((await t.get('/park/index/fast', { schoolId: 102 }, s)).statusCode).toBe(403);
    const add = await t.post('/park/index/fast', { url: '/YWGL/JCXX/YEGL', schoolId: 102 }, s);
    expect(add.json()).toEqual({ code: 403, msg: '您没有权限访问该园所的数据', data: null });
    expect((await del({ url: '/YWGL/JCXX/YEGL', schoolId: 102 }, s)).statusCode).toBe(403);
    expect((await t.post('/park/index/fast', { url: '/YWGL/JCXX/YEGL', userId: s.userId + 1 }, s)).statusCode).toBe(403);
    expect((await t.post('/park/index/history', { url: '/YWGL/JCXX/YEGL', schoolId: 102 }, s)).statusCode).toBe(403);
    expect((await t.get('/park/index/searchMenu', { searchStr: '幼儿', schoolId: 102 }, s)).statusCode).toBe(403);
  });

  it('only stars pages of the user’s own menu', async () => {
    // jiaoshi works under a permission list without finance.
    const s = signer(await t.login('jiaoshi'));
    const res = await t.post('/park/index/fast', { url: '/YWGL/CWGL/ZDGL' }, s);
    expect(res.json()).toMatchObject({ code: 400, msg: ShortcutMsg.notInMenu });
    const group = await t.post('/park/index/fast', { url: '/YWGL/JCXX' }, s);
    expect(group.json().msg).toBe(ShortcutMsg.notInMenu);
  });

  it('offers no shortcuts in a style 3 school or a company 74 school (SPEC §6)', async () => {
    const s = signer(await t.login('yuanzhang'));
    for (const schoolId of [103, 320]) {
      const res = await t.post('/park/index/fast', { url: '/HOME', schoolId }, s);
      expect(res.json(), String(schoolId)).toMatchObject({ code: 400, msg: ShortcutMsg.notOffered });
    }
  });

  it('records page visits and suggests the most used pages of the menu', async () => {
    const s = signer(await t.login('xiaoche'));
    for (const url of ['/HQGL/ZHXC/XCZK', '/HQGL/ZHXC/XCZK', '/HQGL/ZHXC/XSJL', '/NOT/IN/MENU']) {
      expect((await t.post('/park/index/history', { url }, s)).json().code).toBe(200);
    }
    const res = await t.get('/park/index/history', {}, s);
    const usage = usageSchema.array().parse(res.json().data);
    expect(usage.map((u) => [u.url, u.hits])).toEqual([
      ['/HQGL/ZHXC/XCZK', 2],
      ['/HQGL/ZHXC/XSJL', 1],
    ]);
  });

  it('menu search matches fuzzy Chinese over the user’s own menu only', async () => {
    const boss = signer(await t.login('yuanzhang'));
    const found = await t.get('/park/index/searchMenu', { searchStr: '幼儿管' }, boss);
    expect(found.json().data[0]).toMatchObject({ name: '幼儿管理', path: '/YWGL/JCXX/YEGL', trail: ['智慧园务', '园务管理', '基础信息'] });
    expect((await t.get('/park/index/searchMenu', { searchStr: '账单' }, boss)).json().data.map((p: { path: string }) => p.path)).toContain(
      '/YWGL/CWGL/ZDGL',
    );
    // The teacher has no finance pages: searching for them finds nothing.
    const teacher = signer(await t.login('jiaoshi'));
    const none = await t.get('/park/index/searchMenu', { searchStr: '账单管理' }, teacher);
    expect(none.json().data.map((p: { path: string }) => p.path)).not.toContain('/YWGL/CWGL/ZDGL');
  });

  it('menu search finds pages by full pinyin and by initials, in any case', async () => {
    const boss = signer(await t.login('yuanzhang'));
    for (const searchStr of ['youer', 'yegl', 'YEGL']) {
      const found = await t.get('/park/index/searchMenu', { searchStr }, boss);
      expect(found.json().data.map((p: { name: string }) => p.name)).toContain('幼儿管理');
    }
    const initials = await t.get('/park/index/searchMenu', { searchStr: 'YEGL' }, boss);
    expect(initials.json().data[0]).toMatchObject({ name: '幼儿管理', path: '/YWGL/JCXX/YEGL' });
    // Pinyin reaches only the user's own menu as well.
    const teacher = signer(await t.login('jiaoshi'));
    const none = await t.get('/park/index/searchMenu', { searchStr: 'zhangdanguanli' }, teacher);
    expect(none.json().data.map((p: { path: string }) => p.path)).not.toContain('/YWGL/CWGL/ZDGL');
    const boss2 = await t.get('/park/index/searchMenu', { searchStr: 'zhangdanguanli' }, boss);
    expect(boss2.json().data[0]).toMatchObject({ path: '/YWGL/CWGL/ZDGL' });
  });
});
