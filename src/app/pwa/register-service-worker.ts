import { registerSW } from 'virtual:pwa-register';
import { setServiceWorkerActivation, setServiceWorkerNews } from './service-worker-state';

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;

/**
 * Registers the service worker (injectRegister is off), once per page. src/main.tsx calls it when the first page is
 * idle (workbox-window loads then), so the registration and its precache never compete with the first paint. Updates wait for the user
 * (UpdatePrompt), so a form being filled in is never reloaded away underneath them.
 */
export function registerServiceWorker(): void {
  if (started) return;
  started = true;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => setServiceWorkerNews({ needRefresh: true }),
    onOfflineReady: () => setServiceWorkerNews({ offlineReady: true }),
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });
  setServiceWorkerActivation(() => update(true));
}
