import { isPathPermitted } from '@contract';
import { redirect } from '@tanstack/react-router';
import { ensureSession } from '@/lib/session/bootstrap';
import { getSessionState } from '@/lib/session/store';

/**
 * beforeLoad of every signed-in route (the `_app` layout): no token → /login; first visit → the SPEC §4
 * bootstrap (which ends the session on failure, or runs on the cache when offline); then the SPEC §6
 * school-permission guard → /403.
 */
export async function requireSession({ location }: { location: { pathname: string } }): Promise<void> {
  const result = await ensureSession();
  if (result === 'signed-out') throw redirect({ to: '/login', replace: true });
  const { session } = getSessionState();
  if (!isPathPermitted(location.pathname, session?.schoolpermission)) throw redirect({ to: '/403', replace: true });
}
