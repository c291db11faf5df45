import type { MenuItem } from '@contract/menu';
import type { Session, TermWarn, UserInfoResponse } from '@contract/session';

/**
 * What the session keeps in localStorage, so a reload (and an offline start) can rebuild the shell.
 * Everything under the `yw.` prefix belongs to one signed-in user; `yw.pref.` keys are device preferences
 * that survive a sign-out (the last login name, the sidebar state).
 */
const PREFIX = 'yw.';
const PREF_PREFIX = 'yw.pref.';

export const StorageKey = {
  token: 'yw.token',
  session: 'yw.session',
  userInfo: 'yw.userInfo',
  menu: 'yw.menu',
  termWarn: 'yw.termWarn',
  schoolCodeStatus: 'yw.schoolCodeStatus',
  /** SPEC §4, code 2225: the expiry time and the ids of the expired schools, kept until the orders are paid. */
  schoolExpiryTime: 'yw.expirationTime',
  schoolExpiryIds: 'yw.expiredSchoolIds',
  lastLoginName: 'yw.pref.lastLoginName',
  /** 记住我 on the login form: '0' forgets the login name after each sign-in. */
  rememberLogin: 'yw.pref.rememberLogin',
  sidebarOpened: 'yw.pref.sidebarStatus',
} as const;

export interface StoredSession {
  token: string | null;
  session: Session | null;
  userInfo: UserInfoResponse | null;
  menu: MenuItem[] | null;
  termWarn: TermWarn | null;
  schoolCodeStatus: number | null;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

export function readStoredSession(): StoredSession {
  return {
    token: localStorage.getItem(StorageKey.token),
    session: readJson<Session>(StorageKey.session),
    userInfo: readJson<UserInfoResponse>(StorageKey.userInfo),
    menu: readJson<MenuItem[]>(StorageKey.menu),
    termWarn: readJson<TermWarn>(StorageKey.termWarn),
    schoolCodeStatus: readJson<number>(StorageKey.schoolCodeStatus),
  };
}

export function writeStoredSession(s: StoredSession): void {
  if (s.token) localStorage.setItem(StorageKey.token, s.token);
  else localStorage.removeItem(StorageKey.token);
  writeJson(StorageKey.session, s.session);
  writeJson(StorageKey.userInfo, s.userInfo);
  writeJson(StorageKey.menu, s.menu);
  writeJson(StorageKey.termWarn, s.termWarn);
  writeJson(StorageKey.schoolCodeStatus, s.schoolCodeStatus);
}

/** SPEC §4: login and logout clear what the previous session stored; device preferences stay. */
export function clearSessionStorage(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PREFIX) && !key.startsWith(PREF_PREFIX)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}

/**
 * Caches bound to the current school: localStorage keys under `yw.school.` and the tab's sessionStorage (visited
 * pages of the old school). A school switch clears them (SPEC §4); the session keys themselves are rewritten.
 */
export const SCHOOL_CACHE_PREFIX = 'yw.school.';

export function clearSchoolCaches(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(SCHOOL_CACHE_PREFIX)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}

export const readPreference = (key: string): string | null => localStorage.getItem(key);
export const writePreference = (key: string, value: string): void => localStorage.setItem(key, value);
