import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { FullPageLoader } from '@/ui/FullPageLoader';
import { followSessionEnd } from './session-redirect';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: FullPageLoader,
  defaultPendingMs: 300,
  scrollRestoration: true,
});

followSessionEnd(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
