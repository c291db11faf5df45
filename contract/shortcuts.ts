import { z } from './zod-locale';
import { idParam, text } from './fields';
import { flattenMenu, type MenuItem } from './menu';
import { SPECIAL_COMPANY_ID } from './routes';

/** Shortcuts (快捷功能) of SPEC §2/§6/§7/§8/§9: a user's starred pages in one school, at most 9999. */
export const SHORTCUT_MAX = 9999;

export const ShortcutMsg = {
  added: '快捷功能添加成功！',
  limit: `快捷功能最多添加${SHORTCUT_MAX}个，请删除后再添加`,
  removed: '快捷功能已移除',
  notInMenu: '该功能不在您的菜单中，无法添加为快捷功能',
  notOffered: '当前园所不提供快捷功能',
} as const;

/** SPEC §6: stars are hidden for company 74 and for style 3 (meal-plan) schools. */
export const shortcutsOffered = (school: { companyId: number; schoolStyle: number } | null | undefined): boolean =>
  !!school && school.companyId !== SPECIAL_COMPANY_ID && school.schoolStyle !== 3;

const urlSchema = text(300, { required: '请选择功能' }).regex(/^\/[A-Za-z0-9/_-]*$/, '功能地址不正确');

const schoolIdSchema = idParam().optional();

/** POST /park/index/fast (url, userId) and DELETE /park/index/fast (url). userId, when sent, must be the caller. */
export const shortcutInputSchema = z.object({
  url: urlSchema,
  schoolId: schoolIdSchema,
  userId: idParam().optional(),
});
export type ShortcutInput = z.infer<typeof shortcutInputSchema>;

export const shortcutSchoolQuerySchema = z.object({ schoolId: schoolIdSchema });

export const shortcutSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** China time, YYYY-MM-DD HH:mm:ss. */
  createTime: z.string(),
});
export type Shortcut = z.infer<typeof shortcutSchema>;

/** POST /park/index/history: one page visit (the usage record by url). */
export const historyInputSchema = z.object({ url: urlSchema, schoolId: schoolIdSchema });

/** GET /park/index/history: the pages this user opens most in this school. */
export const usageSchema = z.object({ url: z.string(), hits: z.number().int(), lastUsedTime: z.string() });
export type Usage = z.infer<typeof usageSchema>;
export const FREQUENT_PAGES_LIMIT = 8;

/** Menu search (searchStr), SPEC §7; fuzzy with threshold 0.4 (§9) over the user's own menu (the search: menu-search.ts). */
export const MENU_SEARCH_THRESHOLD = 0.4;
export const MENU_SEARCH_LIMIT = 20;
export const menuSearchQuerySchema = z.object({ searchStr: text(50).default(''), schoolId: schoolIdSchema });

export interface MenuPage {
  id: number;
  name: string;
  path: string;
  /** Category › group › … above the page, names as the user sees them. */
  trail: string[];
}
export const menuPageSchema = z.object({ id: z.number().int(), name: z.string(), path: z.string(), trail: z.array(z.string()) });

/** Every page of a menu that can be opened (a real path, not hidden), with the names above it. */
export function menuPages(menu: MenuItem[]): MenuPage[] {
  const out: MenuPage[] = [];
  const walk = (items: MenuItem[], trail: string[]) => {
    for (const item of items) {
      if (item.hidden) continue;
      const children = item.children.filter((c) => !c.hidden);
      if (children.length > 0) walk(children, [...trail, item.name]);
      else if (item.path.startsWith('/')) out.push({ id: item.id, name: item.name, path: item.path, trail });
    }
  };
  walk(menu, []);
  return out;
}

/** The menu entry of a path (hidden ones included: they are real pages too). */
export const findMenuItem = (menu: MenuItem[], path: string): MenuItem | undefined => flattenMenu(menu).find((m) => m.path === path);

/** A page the user can star or open: in their menu, with a path and no sub-pages. */
export const isMenuPage = (menu: MenuItem[], path: string): boolean => {
  const item = findMenuItem(menu, path);
  return !!item && item.path.startsWith('/') && item.children.length === 0;
};

/** The trail of names from the top category down to the page of `path` (empty when not in the menu). */
export function menuTrail(menu: MenuItem[], path: string): MenuItem[] {
  for (const item of menu) {
    if (item.path === path) return [item];
    const below = menuTrail(item.children, path);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}
