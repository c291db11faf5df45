import { isPathPermitted, TERM_SETTINGS_PATH } from '@contract/routes';
import { redirect } from '@tanstack/react-router';
import { ensureSession } from '@/lib/session/bootstrap';
import { canOpen } from '@/lib/session/can';
import { getSessionState } from '@/lib/session/store';
import { reloadPositionIfMissing } from './reload-position';
import { loadRuntimes } from './load-runtimes';
import { specialPathRedirect } from './special-paths';
import { isTermBlocked, termActivationRedirect } from './term-activation';

/**
 * beforeLoad of every signed-in route (the `_app` layout), on every route change: no token → /login; first
 * visit → the SPEC §4 bootstrap (which ends the session on failure, or runs on the cache when offline); a token
 * without position name reloads user info; then the SPEC §6 guards: school-permission list → /403, pages tied
 * to a school, position or style → /403 or /404, a catalogue page the member's permissions lack → /403, and the
 * term-activation block → /JCSZ/YLSZ.
 */
export async function requireSession({ location, preload }: { location: { pathname: string }; preload?: boolean }): Promise<void> {
  // With a token, the sync worker starts now, beside the bootstrap (also offline: the replica is all there is then).
  if (getSessionState().token) void loadRuntimes();
  const result = await ensureSession();
  if (result === 'signed-out') throw redirect({ to: '/login', replace: true });
  await reloadPositionIfMissing();
  const { session, termWarn } = getSessionState();
  if (!session) throw redirect({ to: '/login', replace: true });
  const path = location.pathname.replace(/\/+$/, '') || '/';

  // A preload (hovering a link) is no route change: no message then.
  const termRedirect = termActivationRedirect(path, termWarn, !preload);
  if (termRedirect) throw redirect({ href: termRedirect, replace: true });
  // A blocked user is sent to the settings page, whatever their permission list says.
  const settingsWhileBlocked = path === TERM_SETTINGS_PATH && isTermBlocked(termWarn);
  if (!settingsWhileBlocked && !isPathPermitted(path, session.schoolpermission)) throw redirect({ to: '/403', replace: true });
  const special = specialPathRedirect(path, session);
  if (special) throw redirect({ to: special, replace: true });
  // A page of the menu the member's position does not grant (contract/permissions.ts), as the server refuses its calls.
  if (!settingsWhileBlocked && !canOpen(session, path)) throw redirect({ to: '/403', replace: true });
}
