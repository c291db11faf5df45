import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { createAppRouter } from './router';

/**
 * The whole app (router, shell, runtimes, the zod-checked API calls), loaded by src/main.tsx on a signed-in start or
 * right after signing in on the login page; it takes over the page's React root, so no reload happens in between.
 */
export function mountApp(root: Root): void {
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
