/**
 * The entry (index.html): a small bootstrap. A cold start on the login page draws it from a small module graph
 * (React, the Mantine pieces of the card, the form, a fetch-based login call); the app — router, shell, runtimes,
 * zod-checked calls — loads on a signed-in start, or once signing in succeeded, and takes over the same React root
 * without a reload (docs/architecture.md, "First load").
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/mantine-styles';
import './app/global.css';
// Listens for beforeinstallprompt from the very start, before any component mounts.
import './app/pwa/install-prompt';
import { LoginRoot } from './app/login/LoginRoot';
import { prefetchAppOnIntent } from './app/login/prefetch-app';
import { LOGIN_PATH, startsOnLoginPage } from './app/login/start-path';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { brand } from './lib/brand';
import { getSessionState } from './lib/session/store';

document.title = brand.name;

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root');
const root = createRoot(element);

const loadApp = () => import('./app/mount-app').then((m) => m.mountApp(root));

/** Signed in on the login page: the app takes over at the landing page, as the router's navigation would. */
function enterApp(path: string): void {
  history.replaceState(null, '', path);
  // The app's files unreachable (the network dropped just now): a load of the landing page tries again.
  loadApp().catch(() => location.assign(path));
}

if (startsOnLoginPage(location.pathname, getSessionState().token)) {
  // As the signed-in guard would: any page that needs a session shows /login instead.
  if (location.pathname !== LOGIN_PATH) history.replaceState(null, '', LOGIN_PATH);
  root.render(
    <StrictMode>
      <LoginRoot onSignedIn={enterApp} />
    </StrictMode>,
  );
  prefetchAppOnIntent();
} else {
  void loadApp();
}

// The service worker registers when the first page is idle: its precache never competes with the first paint.
const whenIdle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 1000));
const registerWorker = () => whenIdle(registerServiceWorker);
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });
