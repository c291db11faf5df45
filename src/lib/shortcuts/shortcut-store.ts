import { Msg } from '@contract/errors';
import { type Shortcut, ShortcutMsg, shortcutsOffered } from '@contract/shortcuts';
import { useEffect, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { addShortcut } from '@/lib/api/calls/add-shortcut';
import { getShortcuts } from '@/lib/api/calls/get-shortcuts';
import { removeShortcut } from '@/lib/api/calls/remove-shortcut';
import { notify } from '@/lib/notify';
import { getSessionState, subscribeSession, useSession } from '@/lib/session/store';

/**
 * The user's shortcuts (快捷功能) in the current school. The list is cached in localStorage (`yw.shortcuts`, cleared
 * at sign-out) so the workbench shows it offline; starring and un-starring need the server and say so when offline
 * (a star is a small, instant thing to redo: queueing it would only make the list lie about what the server has).
 * The list follows the session's school by itself: a school switch loads the new school's list.
 */
export const SHORTCUTS_STORAGE_KEY = 'yw.shortcuts';

export interface ShortcutState {
  schoolId: number | null;
  list: Shortcut[];
  /** 'cached': from localStorage, the server not (yet) asked; 'ready': the server's answer. */
  source: 'none' | 'cached' | 'ready';
  /** A star or un-star waiting for the server. */
  busy: string | null;
}

const listeners = new Set<() => void>();
let state: ShortcutState = { schoolId: null, list: [], source: 'none', busy: null };
let loading: { schoolId: number; promise: Promise<void> } | null = null;

function setState(patch: Partial<ShortcutState>): void {
  state = { ...state, ...patch };
  if (state.schoolId !== null && state.source !== 'none' && getSessionState().token) {
    localStorage.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify({ schoolId: state.schoolId, list: state.list }));
  }
  for (const l of listeners) l();
}

function readCache(schoolId: number): Shortcut[] | null {
  try {
    const cached = JSON.parse(localStorage.getItem(SHORTCUTS_STORAGE_KEY) ?? 'null') as { schoolId: number; list: Shortcut[] } | null;
    return cached && cached.schoolId === schoolId && Array.isArray(cached.list) ? cached.list : null;
  } catch {
    return null;
  }
}

const currentSchoolId = (): number | null => getSessionState().session?.schoolInfo.schoolId ?? null;

/** Loads the list of a school from the server (the cache first, so there is something to show at once). */
export function refreshShortcuts(schoolId: number | null = currentSchoolId()): Promise<void> {
  if (schoolId === null) return Promise.resolve();
  if (state.schoolId !== schoolId) {
    const cached = readCache(schoolId);
    setState({ schoolId, list: cached ?? [], source: cached ? 'cached' : 'none', busy: null });
  }
  if (loading?.schoolId === schoolId) return loading.promise;
  const promise = getShortcuts(schoolId, { quiet: true })
    .then((list) => {
      if (state.schoolId === schoolId) setState({ list, source: 'ready' });
    })
    .catch(() => {
      // Offline or refused: the cached list stays on screen.
    })
    .finally(() => {
      if (loading?.schoolId === schoolId) loading = null;
    });
  loading = { schoolId, promise };
  return promise;
}

// A new user or a sign-out forgets the list (its cache went with the session's storage).
subscribeSession((next, previous) => {
  if (next.token !== previous.token) {
    loading = null;
    state = { schoolId: null, list: [], source: 'none', busy: null };
    for (const l of listeners) l();
  }
});

const getState = (): ShortcutState => state;

/** The shortcuts of the session's current school; loads them, and loads again whenever the school changes. */
export function useShortcuts(): ShortcutState & { offered: boolean } {
  const session = useSession();
  const school = session.session?.schoolInfo ?? null;
  const schoolId = school?.schoolId ?? null;
  const snapshot = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getState,
    getState,
  );
  const offered = shortcutsOffered(school);
  useEffect(() => {
    if (offered && session.phase === 'ready') void refreshShortcuts(schoolId);
  }, [offered, schoolId, session.phase]);
  return { ...(snapshot.schoolId === schoolId ? snapshot : { ...snapshot, list: [], source: 'none' as const }), offered };
}

const isOffline = () => !navigator.onLine || getSessionState().offline;

/** Star or un-star a page; toasts the SPEC's messages. Resolves true when the change went through. */
export async function toggleShortcut(url: string): Promise<boolean> {
  const { session } = getSessionState();
  if (!session || state.busy) return false;
  if (isOffline()) {
    notify.warning(Msg.offline);
    return false;
  }
  const schoolId = session.schoolInfo.schoolId;
  const starred = state.schoolId === schoolId && state.list.some((s) => s.url === url);
  setState({ busy: url });
  try {
    if (starred) {
      await removeShortcut({ url, schoolId });
      if (state.schoolId === schoolId) setState({ list: state.list.filter((s) => s.url !== url) });
      notify.success(ShortcutMsg.removed);
    } else {
      const added = await addShortcut({ url, schoolId, userId: session.userId });
      if (state.schoolId === schoolId) setState({ list: [...state.list.filter((s) => s.url !== url), added] });
      notify.success(ShortcutMsg.added);
    }
    return true;
  } catch (e) {
    // The client already toasted the server's message (e.g. the 9999 limit); unreachable says it plainly.
    if (isApiError(e) && e.unreachable) notify.warning(Msg.offline);
    return false;
  } finally {
    setState({ busy: null });
  }
}
