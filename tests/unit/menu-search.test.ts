import type { MenuItem } from '@contract';
import { createMenuSearch, pinyinKeys } from '@contract/menu-search';
import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE, type MenuNode } from '../../contract/menu-catalogue';

let nextId = 1;
const toItem = ([name, path, icon, children = [], hidden = false]: MenuNode, parentId = 0): MenuItem => {
  const id = nextId++;
  return { id, name, path, icon, parentId, hidden, children: children.map((c) => toItem(c, id)) };
};
/** The product's whole menu, as a principal of a kindergarten sees it. */
const menu = MENU_CATALOGUE.map((n) => toItem(n));
const search = createMenuSearch(menu);
const names = (query: string) => search(query).map((p) => p.name);

describe('menu search (SPEC §7, §9)', () => {
  it('finds a page by a partial or slightly wrong Chinese name', () => {
    expect(names('幼儿管')[0]).toBe('幼儿管理');
    expect(names('退费管')).toContain('退费管理');
  });

  it('finds 幼儿管理 by full pinyin, by initials, in any case, with spaces', () => {
    expect(names('youer')).toContain('幼儿管理');
    expect(names('youerguanli')[0]).toBe('幼儿管理');
    expect(names('yegl')[0]).toBe('幼儿管理');
    expect(names('YEGL')[0]).toBe('幼儿管理');
    expect(names('YouEr GuanLi')[0]).toBe('幼儿管理');
  });

  it('finds other pages by pinyin too, polyphones by either reading', () => {
    expect(names('kqgl')[0]).toBe('考勤管理');
    expect(names('zhangdan')[0]).toBe('账单管理');
    // 长 is zhang in 园长: pinyin-pro alone reads it chang here, so both readings are indexed.
    expect(names('yuanzhang')).toContain('园长信箱');
    expect(names('yzxx')[0]).toBe('园长信箱');
  });

  it('finds nothing for pinyin that names no page, and nothing for an empty query', () => {
    expect(names('qqqqxx')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });

  it('gives each name its readings without tones, contextual one first', () => {
    expect(pinyinKeys('幼儿管理')).toEqual({ full: ['youerguanli'], initials: ['yegl'] });
    expect(pinyinKeys('园长信箱').full).toContain('yuanzhangxinxiang');
    expect(pinyinKeys('ABC设置').initials[0]).toBe('abcsz');
  });
});
