import type { MenuItem } from '@contract/menu';
import type { MenuPage } from '@contract/shortcuts';
import { useEffect, useMemo, useState } from 'react';

type MenuSearchModule = typeof import('@contract/menu-search');
type Search = (query: string) => MenuPage[];

/** The search and its pinyin dictionary are a chunk of their own: the login page never loads them. */
let loading: Promise<MenuSearchModule> | null = null;
let loaded: MenuSearchModule | null = null;
export function loadMenuSearch(): Promise<MenuSearchModule> {
  loading ??= import('@contract/menu-search').then((m) => {
    loaded = m;
    return m;
  });
  return loading;
}

/** One search (and pinyin index) per menu, kept while that menu is the session's: reopening the search reuses it. */
const searches = new WeakMap<MenuItem[], Search>();
function searchOf(module: MenuSearchModule, menu: MenuItem[]): Search {
  let search = searches.get(menu);
  if (!search) {
    search = module.createMenuSearch(menu);
    searches.set(menu, search);
  }
  return search;
}

/**
 * The menu search over `menu` (contract/menu-search.ts), its pinyin index built once per menu; null while its chunk
 * loads (fetched on intent: the search trigger hovered or focused, or Ctrl K). Offline it comes from the PWA's precache.
 */
export function useMenuSearch(menu: MenuItem[] | null): Search | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadMenuSearch()
      .then((m) => live && setModule(m))
      .catch(() => {
        // A failed chunk load (a deploy replaced it) is retried on the next mount.
        loading = null;
      });
    return () => {
      live = false;
    };
  }, [module]);
  return useMemo(() => (module ? searchOf(module, menu ?? []) : null), [module, menu]);
}
