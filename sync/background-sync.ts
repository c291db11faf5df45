/** Tag the service worker's `sync` handler listens for; it only wakes the engine (posts on SYNC_CHANNEL). */
export const BACKGROUND_SYNC_TAG = 'yuanwu-sync';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Ask the browser to wake us when connectivity returns, even if this tab is closed by then (Chromium only). */
export function requestBackgroundSync(): void {
  const sw = typeof navigator === 'object' ? navigator.serviceWorker : undefined;
  if (!sw) return;
  sw.ready
    .then((reg) => (reg as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(BACKGROUND_SYNC_TAG))
    .catch(() => {
      // Not supported or not allowed: the timer and the online event still wake the engine.
    });
}
