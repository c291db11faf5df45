import Fuse from 'fuse.js';
import { pinyin } from 'pinyin-pro';
import { MENU_SEARCH_LIMIT, MENU_SEARCH_THRESHOLD, type MenuPage, menuPages } from './shortcuts';
import type { MenuItem } from './menu';
import { HOME_PATH } from './routes';

/**
 * The menu search (searchStr, SPEC §7/§9), one rule for the app (offline, on its cached menu) and the server. Not
 * exported from the contract's index: pinyin-pro is large, so the app loads this file lazily (never on the login
 * page) and the server imports it by path.
 */

/** A name's readings, toneless and lower case: whole syllables (`youerguanli`) and initials (`yegl`). */
export interface PinyinKeys {
  full: string[];
  initials: string[];
}

/** Polyphones (长 chang/zhang, 行 xing/hang) give more than one reading; a few are enough for menu names. */
const MAX_READINGS = 8;
const toneless = { toneType: 'none', type: 'array' } as const;

/** Each character's readings, the one pinyin-pro picks in context first. */
function syllables(name: string): string[][] {
  const chosen = pinyin(name, toneless);
  const chars = [...name];
  if (chosen.length !== chars.length) return chosen.map((s) => [s.toLowerCase()]);
  return chosen.map((s, i) => {
    const all = pinyin(chars[i] ?? '', { ...toneless, multiple: true });
    return [...new Set([s, ...all].map((r) => r.toLowerCase()))];
  });
}

/** The readings of a name: every combination of its characters' readings, the contextual one first, at most 8. */
export function pinyinKeys(name: string): PinyinKeys {
  let readings: string[][] = [[]];
  for (const options of syllables(name)) {
    readings = readings.flatMap((r) => options.map((o) => [...r, o])).slice(0, MAX_READINGS);
  }
  return {
    full: [...new Set(readings.map((r) => r.join('')))],
    initials: [...new Set(readings.map((r) => r.map((s) => s.charAt(0)).join('')))],
  };
}

/** Names come from one catalogue (a few hundred at most), so their readings are worked out once per process. */
const keysByName = new Map<string, PinyinKeys>();
function cachedPinyinKeys(name: string): PinyinKeys {
  let keys = keysByName.get(name);
  if (!keys) {
    if (keysByName.size > 5000) keysByName.clear();
    keys = pinyinKeys(name);
    keysByName.set(name, keys);
  }
  return keys;
}

/** Latin letters are pinyin: spaces and apostrophes (`you er`, `xi'an`) do not count, case does not matter. */
const normalise = (query: string): string => {
  const q = query.trim();
  return /^[A-Za-z\s']+$/.test(q) ? q.replace(/[\s']/g, '').toLowerCase() : q;
};

/**
 * A menu search over the pages of one menu, fuzzy (fuse.js, threshold 0.4) on the name, its full pinyin and its
 * initials (幼儿管理: 幼儿管, youer, yegl, YEGL), then the trail above it (in characters or pinyin) and its path. The pinyin index is built here,
 * once per menu; each query only searches it.
 */
export function createMenuSearch(menu: MenuItem[]): (query: string, limit?: number) => MenuPage[] {
  const pages = menuPages(menu)
    .filter((p) => p.path !== HOME_PATH)
    .map((page) => ({
      page,
      name: page.name,
      trail: page.trail,
      path: page.path,
      ...cachedPinyinKeys(page.name),
      trailPinyin: page.trail.flatMap((t) => Object.values(cachedPinyinKeys(t)).flat()),
    }));
  const fuse = new Fuse(pages, {
    keys: [
      { name: 'name', weight: 3 },
      { name: 'full', weight: 3 },
      { name: 'initials', weight: 3 },
      { name: 'trail', weight: 1 },
      { name: 'trailPinyin', weight: 1 },
      { name: 'path', weight: 0.5 },
    ],
    threshold: MENU_SEARCH_THRESHOLD,
    ignoreLocation: true,
  });
  return (query, limit = MENU_SEARCH_LIMIT) => {
    const q = normalise(query);
    if (!q) return [];
    return fuse.search(q, { limit }).map((r) => r.item.page);
  };
}
