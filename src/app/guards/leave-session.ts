import { OPEN_ROUTES } from '@contract/routes';
import { getSessionState } from '@/lib/session/store';
import { signOut } from '@/lib/session/sign-out';

export const isOpenPath = (pathname: string) => (OPEN_ROUTES as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');

/**
 * beforeLoad of the root route. SPEC §2: visiting an open route (/login and the shared view pages) while signed
 * in ends the session. Checked at the root so it holds for every open path, screen built yet or not.
 */
export function leaveSessionOnOpenRoute({ location }: { location: { pathname: string } }): void {
  if (isOpenPath(location.pathname) && getSessionState().token) signOut();
}
