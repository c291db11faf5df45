import { flattenMenu } from '@contract/menu';
import { redirect } from '@tanstack/react-router';
import { getSessionState } from '@/lib/session/store';

/**
 * beforeLoad of the catch-all route: a path from the user's menu that has no screen yet shows the
 * "module under development" page; anything else is /404.
 */
export function requireMenuPath({ location }: { location: { pathname: string } }): void {
  const path = location.pathname.replace(/\/+$/, '');
  const known = flattenMenu(getSessionState().menu ?? []).some((m) => m.path === path);
  if (!known) throw redirect({ to: '/404', replace: true });
}
