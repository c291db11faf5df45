import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMenu, type MenuItem, TOP_CATEGORIES } from '@contract';
import { createTestApp, signer, type TestApp } from './helpers/test-app';

const paths = (tree: MenuItem[]) =>
  flattenMenu(tree)
    .map((m) => m.path)
    .filter(Boolean);
const names = (tree: MenuItem[]) => flattenMenu(tree).map((m) => m.name);

describe('GET /park/login/menu', () => {
  let t: TestApp;
  const menuOf = async (login: string, schoolId?: number): Promise<MenuItem[]> => {
    const s = signer(await t.login(login));
    const res = await t.get('/park/login/menu', { schoolId }, s);
    expect(res.json()).toMatchObject({ code: 200, msg: '成功' });
    return res.json().data;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the principal the seven categories with the SPEC paths', async () => {
    const tree = await menuOf('yuanzhang');
    expect(tree.map((c) => c.name)).toEqual([...TOP_CATEGORIES]);
    const all = paths(tree);
    for (const p of [
      '/HOME',
      '/YWGL/JCXX',
      '/HQGL/ZHXC/XCJK',
      '/DGTW/DWH',
      '/WSBJ/YYPC/ZZSP',
      '/JCSZ/YLSZ',
      '/JCSZ/DDLB',
      '/YWGL/YSXC/YCXX',
    ]) {
      expect(all).toContain(p);
    }
    expect(all.filter((p) => p.startsWith('/RHJY/'))).toHaveLength(18);
  });

  it('restricts a member with a permission list to the listed paths', async () => {
    const all = paths(await menuOf('jiaoshi'));
    expect(all).toContain('/YWGL/JCXX/BJGL');
    expect(all).toContain('/JYGY/BJQ');
    expect(all).not.toContain('/YWGL/CWGL');
    expect(all).not.toContain('/HQGL/ZHXC');
    expect(all).not.toContain('/JCSZ/YLSZ');
  });

  it('shows the principal mailbox only to the position named 园长', async () => {
    expect(paths(await menuOf('yuanzhang'))).toContain('/YWGL/YSXC/YCXX');
    expect(paths(await menuOf('caiwu'))).not.toContain('/YWGL/YSXC/YCXX');
  });

  it('hides the personal centre for style 3 and offers position-menu editing only to school 320', async () => {
    expect(paths(await menuOf('yuanzhang', 103))).not.toContain('/JCSZ/GRZX');
    expect(paths(await menuOf('yuanzhang', 101))).toContain('/JCSZ/GRZX');
    expect(paths(await menuOf('yuanzhang', 101))).not.toContain('/YWGL/RLZYGL/GWGL/MENU');
    expect(paths(await menuOf('yuanzhang', 320))).toContain('/YWGL/RLZYGL/GWGL/MENU');
  });

  it('renames groups and wording for a style 2 school', async () => {
    const school = names(await menuOf('yuanzhang', 102));
    expect(school).toContain('协同办公');
    expect(school).toContain('总务管理');
    expect(school).not.toContain('园务管理');
    expect(school).not.toContain('家园共育');
    expect(school).toContain('学生管理');
    const kindergarten = names(await menuOf('yuanzhang', 101));
    expect(kindergarten).toContain('园务管理');
    expect(kindergarten).toContain('幼儿管理');
  });
});
