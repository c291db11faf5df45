import { useSyncExternalStore } from 'react';

/**
 * The service worker's news, kept outside React: the worker is registered once per page (register-service-worker.ts,
 * started by src/main.tsx when the page is idle), while the prompt that shows the news is drawn first by the login
 * page and then by the app that replaces it without a reload. News that comes between the two waits here.
 */
export interface ServiceWorkerNews {
  /** A new version is installed and waits for 立即更新. */
  needRefresh: boolean;
  /** The app was cached for the first time: it opens offline from now on. */
  offlineReady: boolean;
}

let news: ServiceWorkerNews = { needRefresh: false, offlineReady: false };
let activate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function setServiceWorkerNews(patch: Partial<ServiceWorkerNews>): void {
  news = { ...news, ...patch };
  for (const l of listeners) l();
}

/** Set by the registration: takes the waiting version into use (the page reloads when it controls). */
export function setServiceWorkerActivation(fn: () => Promise<void>): void {
  activate = fn;
}

export const activateNewVersion = (): Promise<void> => activate?.() ?? Promise.resolve();

export function useServiceWorkerNews(): ServiceWorkerNews {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => news,
    () => news,
  );
}
