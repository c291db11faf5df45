import type { AnyRouter } from '@tanstack/react-router';
import { subscribeSession } from '@/lib/session/store';
import { isOpenPath } from './guards/leave-session';

/**
 * Whatever ends the session (logout, an expired token in any call, a host page's logout message, a failed
 * bootstrap) takes the user to /login, unless they are already on an open page.
 */
export function followSessionEnd(router: AnyRouter): void {
  subscribeSession((next, previous) => {
    if (!previous.token || next.token) return;
    if (isOpenPath(router.state.location.pathname)) return;
    void router.navigate({ to: '/login', replace: true });
  });
}
