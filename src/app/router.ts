import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { FullPageLoader } from '@/ui/FullPageLoader';
import { followSessionEnd } from './session-redirect';

/**
 * The app's router, made when the app is mounted (src/app/mount-app.tsx), not when its module loads: the login page
 * may fetch the app ahead while the user types, and the router must read the location the sign-in lands on.
 */
export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPendingComponent: FullPageLoader,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
  followSessionEnd(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
