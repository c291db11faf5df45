import { HOME_PATH } from '@contract/routes';
import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession } from '@/lib/session/store';

/**
 * The tab bar of visited pages: one tab per path, 工作台 (/HOME) always first and never closed. Kept in
 * localStorage under the user's `yw.` prefix (so a reload keeps it and a sign-out clears it), per school: a
 * school switch starts over from the workbench, since the other school's pages and data do not belong there.
 */
export interface PageTab {
  path: string;
  /** Where the tab leads back to: the path with the query string it was last seen with. */
  href: string;
}

export const TABS_STORAGE_KEY = 'yw.tabs';
/** More tabs than this and the one used longest ago goes (its page state with it). */
export const MAX_TABS = 20;
/** Shell pages that are shown but never become a tab. */
const UNTABBED = new Set(['/403', '/404']);

interface TabState {
  schoolId: number | null;
  tabs: PageTab[];
}

const HOME_TAB: PageTab = { path: HOME_PATH, href: HOME_PATH };
const listeners = new Set<() => void>();

const currentSchoolId = (): number | null => getSessionState().session?.schoolInfo.schoolId ?? null;

function read(): TabState {
  const schoolId = currentSchoolId();
  try {
    const stored = JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? 'null') as TabState | null;
    if (stored && stored.schoolId === schoolId && Array.isArray(stored.tabs)) return { schoolId, tabs: withHome(stored.tabs) };
  } catch {
    // A damaged entry starts over.
  }
  return { schoolId, tabs: [HOME_TAB] };
}

const withHome = (tabs: PageTab[]): PageTab[] => [HOME_TAB, ...tabs.filter((t) => t.path !== HOME_PATH)];

let state: TabState = read();

function set(tabs: PageTab[]): void {
  state = { schoolId: state.schoolId, tabs: withHome(tabs) };
  if (getSessionState().token) localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(state));
  for (const l of listeners) l();
}

// Another user, a sign-out or another school: the tabs are read again for who and where we are now.
subscribeSession((next, previous) => {
  if (next.token !== previous.token || next.session?.schoolInfo.schoolId !== previous.session?.schoolInfo.schoolId) {
    state = read();
    for (const l of listeners) l();
  }
});

export const getTabs = (): PageTab[] => state.tabs;

export function useTabs(): PageTab[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getTabs,
    getTabs,
  );
}

export const isTabbable = (path: string): boolean => path.startsWith('/') && !UNTABBED.has(path);

/** A page was shown: add its tab at the end (an open tab stays where it is). */
export function visitTab(path: string, href: string): void {
  if (!isTabbable(path) || state.tabs.some((t) => t.path === path)) return;
  let tabs = [...state.tabs, { path, href }];
  while (tabs.length > MAX_TABS) {
    const oldest = tabs.findIndex((t) => t.path !== HOME_PATH && t.path !== path);
    tabs = tabs.filter((_, i) => i !== oldest);
  }
  set(tabs);
}

/** The query string an open tab's page is on now, so going back to the tab lands there. */
export function rememberTabHref(path: string, href: string): void {
  const tab = state.tabs.find((t) => t.path === path);
  if (tab && tab.href !== href) set(state.tabs.map((t) => (t.path === path ? { path, href } : t)));
}

/**
 * Closes one tab. When it was the page on screen, answers where to go: the tab to its right, else to its left
 * (Element/RuoYi tab bars behave so); otherwise null.
 */
export function closeTab(path: string, current: string): string | null {
  if (path === HOME_PATH) return null;
  const i = state.tabs.findIndex((t) => t.path === path);
  if (i < 0) return null;
  const tabs = state.tabs.filter((t) => t.path !== path);
  set(tabs);
  if (path !== current) return null;
  const next = tabs[i] ?? tabs[i - 1] ?? HOME_TAB;
  return next.href;
}

/** Keeps the workbench and `path` only. */
export function closeOtherTabs(path: string): void {
  set(state.tabs.filter((t) => t.path === path));
}

/** Keeps the workbench only; the caller goes there. */
export function closeAllTabs(): void {
  set([]);
}
