import type { MenuItem } from '@contract/menu';
import { HOME_PATH } from '@contract/routes';

export interface MenuEntry {
  id: number;
  name: string;
  path: string;
  category: string;
}

/** The visible pages of the menu in menu order, each with the top-level category it sits under. */
export function menuEntries(menu: MenuItem[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (items: MenuItem[], category: string) => {
    for (const item of items) {
      if (item.hidden) continue;
      const visible = item.children.filter((c) => !c.hidden);
      if (visible.length > 0) walk(visible, category);
      else if (item.path.startsWith('/') && item.path !== HOME_PATH) out.push({ id: item.id, name: item.name, path: item.path, category });
    }
  };
  for (const top of menu) if (!top.hidden) walk([top], top.name);
  return out;
}

/** Up to `max` entries taken in turns from each category, so every area of the menu is represented. */
export function sampleAcrossCategories(entries: MenuEntry[], max: number): MenuEntry[] {
  const byCategory = new Map<string, MenuEntry[]>();
  for (const e of entries) byCategory.set(e.category, [...(byCategory.get(e.category) ?? []), e]);
  const queues = [...byCategory.values()];
  const out: MenuEntry[] = [];
  for (let round = 0; out.length < max && queues.some((q) => q.length > round); round++) {
    for (const q of queues) {
      const e = q[round];
      if (e && out.length < max) out.push(e);
    }
  }
  return out;
}
