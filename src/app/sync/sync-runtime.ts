import type { SyncIdentity, SyncStatus } from '@sync/index';
import { type SyncClient, startSyncWorker } from '@workers/sync-client';
import { useSyncExternalStore } from 'react';
import { brand } from '@/lib/brand';
import { getSessionState, type SessionState, subscribeSession } from '@/lib/session/store';

/**
 * Runs this tab's sync worker for as long as someone is signed in, following the session: a new token or
 * school updates the worker's identity, a sign-out stops it (the user's replica and outbox stay on the device).
 */
let client: SyncClient | null = null;
let clientUser: number | null = null;
let lastIdentity = '';
let status: SyncStatus | null = null;
const listeners = new Set<() => void>();
let unsubscribeStatus: (() => void) | null = null;

function identityOf(s: SessionState): SyncIdentity | null {
  if (!s.token || !s.session) return null;
  const schoolId = s.session.schoolInfo.schoolId;
  const schoolIds = s.userInfo?.schoolList.map((x) => x.schoolId) ?? [schoolId];
  return {
    token: s.token,
    userId: s.session.userId,
    schoolId,
    schoolIds: schoolIds.includes(schoolId) ? schoolIds : [schoolId, ...schoolIds],
    brand: brand.id,
  };
}

function publish(next: SyncStatus | null): void {
  status = next;
  for (const l of listeners) l();
}

async function follow(s: SessionState): Promise<void> {
  const identity = identityOf(s);
  if (!identity) {
    lastIdentity = '';
    const stopping = client;
    client = null;
    clientUser = null;
    unsubscribeStatus?.();
    unsubscribeStatus = null;
    publish(null);
    await stopping?.stop();
    return;
  }
  const key = JSON.stringify(identity);
  if (key === lastIdentity) return;
  lastIdentity = key;
  if (client && clientUser === identity.userId) {
    await client.setIdentity(identity);
    return;
  }
  await client?.stop();
  client = startSyncWorker(identity);
  clientUser = identity.userId;
  unsubscribeStatus?.();
  unsubscribeStatus = null;
  const mine = client;
  const unsubscribe = await mine.subscribe((next) => {
    if (client === mine) publish(next);
  });
  if (client === mine) unsubscribeStatus = unsubscribe;
  else unsubscribe();
}

/** Session changes are followed one at a time: two quick ones (login, then bootstrap) must not start two workers. */
let following: Promise<void> = Promise.resolve();
const followSerially = (s: SessionState): void => {
  following = following.then(
    () => follow(s),
    () => follow(s),
  );
};

let started = false;
/** Called once at app start. */
export function startSyncRuntime(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  followSerially(getSessionState());
  subscribeSession((next) => followSerially(next));
}

export const syncClient = (): SyncClient | null => client;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The live sync status of the signed-in user (null before sign-in or before the worker answered). */
export function useSyncStatus(): SyncStatus | null {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => null,
  );
}

/** The latest status, outside React (the logout confirmation reads the pending count). */
export const currentSyncStatus = (): SyncStatus | null => status;
