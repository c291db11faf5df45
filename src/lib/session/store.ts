import type { Session, UserInfoResponse } from '@contract/session';
import { useSyncExternalStore } from 'react';
import { clearSessionStorage, readStoredSession, StorageKey, type StoredSession, writeStoredSession } from './storage';

/**
 * The signed-in session, mirrored to localStorage on every change.
 * - `restoring`: a token is stored but the bootstrap calls (SPEC §4) have not answered yet;
 * - `ready`: bootstrap done (online) or rebuilt from the cache (`offline` true: the server was unreachable).
 */
export type SessionPhase = 'anonymous' | 'restoring' | 'ready';

export interface SessionState extends StoredSession {
  phase: SessionPhase;
  offline: boolean;
}

type Listener = (state: SessionState, previous: SessionState) => void;

const listeners = new Set<Listener>();
let state: SessionState = initialState();

function initialState(): SessionState {
  try {
    const stored = readStoredSession();
    return { ...stored, phase: stored.token ? 'restoring' : 'anonymous', offline: false };
  } catch {
    return anonymous();
  }
}

function anonymous(): SessionState {
  return {
    token: null,
    session: null,
    userInfo: null,
    menu: null,
    termWarn: null,
    schoolCodeStatus: null,
    phase: 'anonymous',
    offline: false,
  };
}

function setState(next: SessionState): void {
  const previous = state;
  state = next;
  writeStoredSession(next);
  for (const listener of listeners) listener(next, previous);
}

export const getSessionState = (): SessionState => state;

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}

/** Login answered: forget whatever the previous user left (SPEC §4), keep token and session. */
export function startSession(session: Session): void {
  clearSessionStorage();
  setState({ ...anonymous(), token: session.token, session, phase: 'restoring' });
}

/** Bootstrap answered (or the cache stood in for it when offline). */
export function completeSession(patch: Partial<StoredSession>, offline: boolean): void {
  if (!state.token) return;
  setState({ ...state, ...patch, phase: 'ready', offline });
}

export function setOffline(offline: boolean): void {
  if (state.offline !== offline) setState({ ...state, offline });
}

/** Fold a fresh getUserInfo answer into the session: the current school and permissions live in both. */
export function sessionWithUserInfo(session: Session, info: UserInfoResponse): Session {
  return {
    ...session,
    schoolInfo: info.schoolInfo,
    schoolpermission: info.schoolpermission,
    permissions: info.permissions,
    positionName: info.positionName,
  };
}

export function renewSessionExpiry(expirationTime: number): void {
  if (state.session) setState({ ...state, session: { ...state.session, expirationTime } });
}

/** Logout, expired token, failed bootstrap, open route while signed in: nothing of the session stays. */
export function endSession(): void {
  clearSessionStorage();
  if (state.phase === 'anonymous' && !state.token) return;
  setState(anonymous());
}

/** The identity every signed request carries (token header and datasign inputs). */
export function currentIdentity(): { token: string | null; schoolId: number | null; userId: number | null } {
  return {
    token: state.token,
    schoolId: state.session?.schoolInfo.schoolId ?? null,
    userId: state.session?.userId ?? null,
  };
}

/**
 * Another tab of the same session switched school (SPEC §4): the server session moved, so this tab's signatures,
 * menu and term warnings must move too, or its next call fails the datasign check. It adopts what that tab stored.
 */
const SHARED_KEYS = new Set<string>([
  StorageKey.session,
  StorageKey.userInfo,
  StorageKey.menu,
  StorageKey.termWarn,
  StorageKey.schoolCodeStatus,
]);
function followOtherTabs(e: StorageEvent): void {
  if (!e.key || !SHARED_KEYS.has(e.key) || !state.token) return;
  const stored = readStoredSession();
  if (stored.token !== state.token || !stored.session) return;
  setState({ ...state, ...stored });
}
if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);
